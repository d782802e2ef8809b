import type { TrackPage } from '#server/features/history/track.server.ts';

/**
 * The circuit's outline as SVG, drawn on the server: north up, the start/finish line across the track,
 * an arrow for the direction of travel, and a car dot lapping it at the chosen pace (a static marker
 * on the line instead when the visitor prefers reduced motion).
 */
export function TrackDrawing({ track, pace }: { track: TrackPage; pace: number }) {
  const { outline } = track;
  if (!outline) {
    return (
      <figure className="card track-drawing track-drawing--none">
        <p>We have no outline of {track.shortName}. Its facts and winners are below.</p>
      </figure>
    );
  }
  const [sx, sy] = outline.start;
  const [nx, ny] = outline.next;
  const angle = Math.atan2(ny - sy, nx - sx);
  // The start/finish line: a short bar across the track, perpendicular to the direction of travel.
  const bar = 42;
  const [px, py] = [-Math.sin(angle) * bar, Math.cos(angle) * bar];
  // The arrow: a little way along the track from the line, pointing the way the cars go.
  const ax = sx + Math.cos(angle) * 70 + Math.sin(angle) * 48;
  const ay = sy + Math.sin(angle) * 70 - Math.cos(angle) * 48;
  const degrees = (angle * 180) / Math.PI;
  const title = `Outline of ${track.shortName}`;
  return (
    <figure className="card track-drawing">
      <svg
        viewBox={`0 0 ${outline.width} ${outline.height}`}
        role="img"
        aria-labelledby="track-svg-title track-svg-desc"
        className="track-svg"
      >
        <title id="track-svg-title">{title}</title>
        <desc id="track-svg-desc">
          North is up. The white bar marks the start/finish line; the arrow shows the cars run{' '}
          {track.direction}.
        </desc>
        <path d={outline.d} className="track-svg__kerb" />
        <path d={outline.d} className="track-svg__tarmac" />
        <line x1={sx - px} y1={sy - py} x2={sx + px} y2={sy + py} className="track-svg__line" />
        <path
          d="M -22 -16 L 22 0 L -22 16 Z"
          transform={`translate(${ax.toFixed(1)} ${ay.toFixed(1)}) rotate(${degrees.toFixed(1)})`}
          className="track-svg__arrow"
        />
        <circle r="16" className="track-svg__car track-svg__car--moving">
          <animateMotion dur={`${pace}s`} repeatCount="indefinite" path={outline.d} />
        </circle>
        <circle r="16" cx={sx} cy={sy} className="track-svg__car track-svg__car--static" />
      </svg>
      <figcaption>
        North is up. The bar across the track is the start/finish line; the cars run {track.direction}, as the
        arrow shows. The car laps in {pace} s.
        {track.outlineIsLatest
          ? ''
          : ' The outline shows the circuit as it is today, not necessarily every layout raced.'}
      </figcaption>
    </figure>
  );
}
