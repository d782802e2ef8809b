import { Link } from 'react-router';
import type { TrackPage } from '#server/features/history/track.server.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import { driverHref, seasonHref } from './history-links.ts';

/** Length, turns, direction, first and last Grand Prix and the lap record. */
export function TrackFacts({ track }: { track: TrackPage }) {
  const facts: [string, React.ReactNode][] = [
    ['Length', `${track.lengthKm.toFixed(3)} km`],
    ['Turns', track.turns],
    ['Direction', track.direction],
    ['Grands Prix held', track.grandsPrix.length],
    [
      'First Grand Prix',
      <Link key="first" to={seasonHref(track.firstGrandPrix.year)}>
        {track.firstGrandPrix.year} {track.firstGrandPrix.name}
      </Link>,
    ],
    [
      'Latest Grand Prix',
      <Link key="last" to={seasonHref(track.lastGrandPrix.year)}>
        {track.lastGrandPrix.year} {track.lastGrandPrix.name}
      </Link>,
    ],
  ];
  if (track.lapRecord)
    facts.push([
      'Lap record (race)',
      <>
        {track.lapRecord.time},{' '}
        <Link to={driverHref(track.lapRecord.driverId)}>{track.lapRecord.driver}</Link> (
        {track.lapRecord.year})
      </>,
    ]);
  return (
    <section aria-labelledby="track-facts-title" className="card track-facts">
      <h2 id="track-facts-title">Facts</h2>
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">Length and turns of the layout raced last; the lap record on that layout.</p>
    </section>
  );
}

/** Every Grand Prix held at the circuit, newest first, with its winner. */
export function TrackWinners({ track }: { track: TrackPage }) {
  const count = track.grandsPrix.length;
  return (
    <section aria-labelledby="track-winners-title" className="track-winners">
      <h2 id="track-winners-title">
        Winners here{' '}
        <span className="muted">
          ({count} Grand{count === 1 ? '' : 's'} Prix)
        </span>
      </h2>
      <TableScroll name={{ labelledBy: 'track-winners-caption' }} className="history-table-scroll">
        <table className="data-table">
          <caption id="track-winners-caption" className="visually-hidden">
            Grand Prix winners at {track.shortName}, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Grand Prix</th>
              <th scope="col">Winner</th>
            </tr>
          </thead>
          <tbody>
            {track.grandsPrix.map((race) => (
              <tr key={`${race.year}-${race.round}`}>
                <td>
                  <Link to={seasonHref(race.year)}>{race.year}</Link>
                </td>
                <th scope="row">{race.name}</th>
                <td>
                  {race.winners.map((winner, index) => (
                    <span key={winner.driverId}>
                      {index > 0 && ' / '}
                      <Link to={driverHref(winner.driverId)}>{winner.name}</Link>
                      <span className="muted"> {winner.team}</span>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
