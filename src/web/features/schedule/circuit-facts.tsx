import { type CircuitFacts, formatKm } from '#shared/circuit-facts.ts';

/** Length, turns, laps, distance, direction, when this Grand Prix was first held and its latest winners. */
export function CircuitFactsList({ facts }: { facts: CircuitFacts }) {
  return (
    <>
      <dl className="circuit-facts">
        <div>
          <dt>Lap length</dt>
          <dd>{formatKm(facts.length)}</dd>
        </div>
        <div>
          <dt>Turns</dt>
          <dd>{facts.turns}</dd>
        </div>
        <div>
          <dt>Laps</dt>
          <dd>{facts.laps}</dd>
        </div>
        <div>
          <dt>Race distance</dt>
          <dd>{formatKm(facts.distance)}</dd>
        </div>
        <div>
          <dt>Direction</dt>
          <dd className="circuit-facts__direction">{facts.direction}</dd>
        </div>
        {facts.firstGrandPrix && (
          <div>
            <dt>First Grand Prix</dt>
            <dd>
              {facts.firstGrandPrix.year} {facts.firstGrandPrix.name}
            </dd>
          </div>
        )}
        <div>
          <dt>Times held</dt>
          <dd>{facts.racesHeld}</dd>
        </div>
      </dl>
      {facts.previousWinners.length > 0 && (
        <>
          <h3 className="circuit-facts__winners-title">Latest winners of this Grand Prix</h3>
          <ol className="circuit-facts__winners">
            {facts.previousWinners.map((race) => (
              <li key={`${race.year}-${race.name}`}>
                <span className="circuit-facts__year">{race.year}</span>
                <span>
                  {race.winner} <span className="muted">· {race.team}</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
