import { type CSSProperties, useId } from 'react';
import type { ChartGeometry, StoryDriver } from '#shared/race-story.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';

type Props = {
  drivers: StoryDriver[];
  /** The drawing, made with the page's data on the server. */
  chart: ChartGeometry;
  /** "Dutch Grand Prix 2026", for the chart's title and the table's caption. */
  context: string;
};

/**
 * Position by lap for every driver, drawn on the server: P1 at the top, one line per driver in the
 * team's colour ending in the driver's code, and the same positions as a table for reading.
 */
export function LapChart({ drivers, chart, context }: Props) {
  const id = useId();
  const raced = drivers.filter((driver) => driver.positions.some((position) => position !== null));
  const { plot } = chart;
  return (
    <figure className="lap-chart">
      <svg
        className="lap-chart__svg"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{`Lap chart, ${context}`}</title>
        <desc id={`${id}-desc`}>
          {`Position of each of ${raced.length} drivers at the end of every lap, lap 1 to ${chart.laps}; P1 at the top. Each line ends at the driver's last lap, labelled with the driver's code. The table "Positions lap by lap" gives the same positions.`}
        </desc>
        <g className="lap-chart__grid">
          {chart.positionTicks.map((tick) => (
            <g key={tick.position}>
              <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
              <text x={plot.left - 4} y={tick.y} textAnchor="end" dominantBaseline="middle">
                {`P${tick.position}`}
              </text>
            </g>
          ))}
          {chart.lapTicks.map((tick) => (
            <text key={tick.lap} x={tick.x} y={plot.bottom + 12} textAnchor="middle">
              {tick.lap}
            </text>
          ))}
          <text x={(plot.left + plot.right) / 2} y={plot.bottom + 22} textAnchor="middle">
            Lap
          </text>
        </g>
        {chart.lines.map((line) => (
          <g
            key={line.driverId}
            className={line.teamMate ? 'lap-chart__driver lap-chart__driver--mate' : 'lap-chart__driver'}
            data-driver={line.code}
            style={{ '--safe': `var(--safe-${line.series % 11})` } as CSSProperties}
          >
            {line.segments.map((points) => (
              <polyline key={points} className="lap-chart__halo" points={points} />
            ))}
            {line.segments.map((points) => (
              <polyline key={points} className="lap-chart__line" points={points} stroke={line.colour} />
            ))}
            <circle cx={line.end.x} cy={line.end.y} r={2} fill={line.colour} className="lap-chart__end" />
            <text x={line.end.x + 4} y={line.end.y} dominantBaseline="middle" className="lap-chart__label">
              {line.code}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="lap-chart__caption">
        Position at the end of each lap. A line that stops early is a driver who retired or was lapped.
      </figcaption>
      <details className="lap-chart__table">
        <summary>Positions lap by lap (table)</summary>
        <TableScroll name={{ labelledBy: `${id}-caption` }}>
          <table className="data-table lap-table">
            <caption id={`${id}-caption`} className="visually-hidden">
              {`Positions lap by lap, ${context}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Driver</th>
                {Array.from({ length: chart.laps }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lap numbers are the columns, fixed
                  <th key={index} scope="col" className="data-table__num">
                    <span className="visually-hidden">Lap </span>
                    {index + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {raced.map((driver) => (
                <tr key={driver.driverId}>
                  <th scope="row">
                    <abbr title={driver.name}>{driver.code}</abbr>
                  </th>
                  {Array.from({ length: chart.laps }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above
                    <td key={index} className="data-table__num">
                      {driver.positions[index] ?? '–'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </figure>
  );
}
