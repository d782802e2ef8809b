import { formatPoints } from '#shared/standings.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import { pointsAxis } from './chart-scale.ts';

type Point = { round: number; total: number; name: string };

type Props = { driverName: string; year: number; progression: Point[] };

/**
 * Points after each round as a line over the season, drawn twice (narrow and wide, one shown per
 * breakpoint) so the labels stay legible. Each drawing has a title and a description that reads the
 * numbers out; the same numbers are in a table under it.
 */
export function PointsChart({ driverName, year, progression }: Props) {
  const id = 'points-chart';
  const last = progression.at(-1);
  if (!last) return <p className="muted">No race has been run yet this season.</p>;
  const title = `${driverName}'s points after each round of ${year}`;
  const description = `${driverName} had ${formatPoints(last.total)} points after round ${last.round}: ${progression
    .map((point) => `${formatPoints(point.total)} after round ${point.round}`)
    .join(', ')}.`;
  return (
    <figure className="points-chart">
      <Drawing
        id={`${id}-narrow`}
        variant="narrow"
        width={360}
        height={220}
        labelEvery={4}
        {...{ title, description, progression }}
      />
      <Drawing
        id={`${id}-wide`}
        variant="wide"
        width={1000}
        height={300}
        labelEvery={1}
        {...{ title, description, progression }}
      />
      <figcaption className="points-chart__caption">
        Points after each round; rounds along the bottom.
      </figcaption>
      <details className="points-chart__numbers">
        <summary>Show the numbers</summary>
        <TableScroll name={{ labelledBy: `${id}-caption` }} className="driver-table-scroll">
          <table className="driver-table">
            <caption id={`${id}-caption`} className="visually-hidden">
              {title}
            </caption>
            <thead>
              <tr>
                <th scope="col">Round</th>
                <th scope="col">Grand Prix</th>
                <th scope="col" className="num">
                  Points after
                </th>
              </tr>
            </thead>
            <tbody>
              {progression.map((point) => (
                <tr key={point.round}>
                  <td>{point.round}</td>
                  <td>{point.name}</td>
                  <td className="num">{formatPoints(point.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </figure>
  );
}

type DrawingProps = {
  id: string;
  variant: 'narrow' | 'wide';
  width: number;
  height: number;
  /** Label every n-th round on the axis (the last round always). */
  labelEvery: number;
  title: string;
  description: string;
  progression: Point[];
};

const pad = { top: 12, right: 14, bottom: 28, left: 40 };

function Drawing({ id, variant, width, height, labelEvery, title, description, progression }: DrawingProps) {
  const { top, step } = pointsAxis(Math.max(...progression.map((point) => point.total)));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const x = (index: number) =>
    pad.left + (progression.length === 1 ? plotWidth / 2 : (index / (progression.length - 1)) * plotWidth);
  const y = (total: number) => pad.top + plotHeight - (total / top) * plotHeight;
  const line = progression.map((point, index) => `${x(index).toFixed(1)},${y(point.total).toFixed(1)}`);
  const lastIndex = progression.length - 1;
  const area = `M${x(0).toFixed(1)},${y(0)} L${line.join(' L')} L${x(lastIndex).toFixed(1)},${y(0)} Z`;
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  // Every n-th round from the first, and the last, unless it would crowd the label before it.
  const labelled = (index: number) =>
    index === lastIndex || (index % labelEvery === 0 && lastIndex - index >= labelEvery / 2);

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className={`points-chart__svg points-chart__svg--${variant}`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {ticks.map((tick) => (
        <g key={tick} className="points-chart__tick">
          <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} />
          <text x={pad.left - 8} y={y(tick)} dy="0.35em" textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {progression.map((point, index) =>
        labelled(index) ? (
          <text key={point.round} x={x(index)} y={height - 8} textAnchor="middle">
            {point.round}
          </text>
        ) : null,
      )}
      <path className="points-chart__area" d={area} />
      <polyline className="points-chart__line" points={line.join(' ')} />
      {progression.map((point, index) => (
        <circle key={point.round} className="points-chart__dot" cx={x(index)} cy={y(point.total)} r={3.5} />
      ))}
    </svg>
  );
}
