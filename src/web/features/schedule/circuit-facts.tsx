import { useId } from 'react';
import { type CircuitFacts, formatKm, type PastWinner, type RaceHistory } from '#shared/circuit-facts.ts';

type Props = {
  facts: CircuitFacts;
  /** The meeting's Grand Prix, e.g. "Bahrain Grand Prix". */
  grandPrix: string;
  /** The meeting's circuit, e.g. "Sepang International Circuit". */
  circuit: string;
};

type HistoryProps = {
  title: string;
  history: RaceHistory;
  firstLabel: string;
  first: (first: NonNullable<RaceHistory['first']>) => string;
  heldLabel: string;
  winnersTitle: string;
  /** What a winner's row adds when its race differs from this meeting's (another name, another place). */
  differs: (race: PastWinner) => string | null;
  note?: string;
};

/** When, how often and by whom: the first race, the count of races held and the latest winners. */
function HistoryFacts({
  title,
  history,
  firstLabel,
  first,
  heldLabel,
  winnersTitle,
  differs,
  note,
}: HistoryProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="circuit-facts__history">
      <h3 id={id}>{title}</h3>
      {note && <p className="muted">{note}</p>}
      <dl className="circuit-facts">
        {history.first && (
          <div>
            <dt>{firstLabel}</dt>
            <dd>{first(history.first)}</dd>
          </div>
        )}
        <div>
          <dt>{heldLabel}</dt>
          <dd>{history.racesHeld}</dd>
        </div>
      </dl>
      {history.previousWinners.length > 0 && (
        <>
          <h4 className="circuit-facts__winners-title">{winnersTitle}</h4>
          <ol className="circuit-facts__winners">
            {history.previousWinners.map((race) => (
              <li key={`${race.year}-${race.name}`}>
                <span className="circuit-facts__year">{race.year}</span>
                <span>
                  {race.winner} <span className="muted">· {race.team}</span>
                  {differs(race) && <span className="circuit-facts__other muted">{differs(race)}</span>}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** That the Grand Prix has moved here since it was last held, and from where; nothing when it has not. */
export function GrandPrixMoved({ facts, grandPrix, circuit, year }: Props & { year: number }) {
  if (!facts.movedFrom) return null;
  return (
    <p className="circuit-facts__moved">
      The {grandPrix} moves to {circuit} in {year}; it was last held at {facts.movedFrom.circuit} in{' '}
      {facts.movedFrom.year}.
    </p>
  );
}

const yearAndName = (first: NonNullable<RaceHistory['first']>) => `${first.year} ${first.name}`;

/**
 * This race's length, turns, laps, distance and direction; then the circuit's Grands Prix (whatever
 * their name) and the Grand Prix's races (wherever they were run), each labelled, or the two as one
 * when they are the same races.
 */
export function CircuitFactsList({ facts, grandPrix, circuit }: Props) {
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
      </dl>
      {facts.grandPrix ? (
        <>
          <HistoryFacts
            title={`At ${circuit}`}
            history={facts.circuit}
            firstLabel="First Grand Prix here"
            first={yearAndName}
            heldLabel="Grands Prix held here"
            winnersTitle="Latest winners here"
            differs={(race) => (race.name === grandPrix ? null : race.name)}
          />
          <HistoryFacts
            title={`The ${grandPrix}`}
            history={facts.grandPrix}
            firstLabel="First held"
            first={(first) => `${first.year}, ${first.circuit}`}
            heldLabel="Times held"
            winnersTitle={`Latest winners of the ${grandPrix}`}
            differs={(race) => (race.circuit === circuit ? null : race.circuit)}
          />
        </>
      ) : (
        <HistoryFacts
          title={`${circuit} and the ${grandPrix}`}
          history={facts.circuit}
          note={
            facts.circuit.racesHeld > 0
              ? `Every ${grandPrix} has been held here, and no other Grand Prix.`
              : undefined
          }
          firstLabel="First Grand Prix"
          first={yearAndName}
          heldLabel="Times held"
          winnersTitle="Latest winners"
          differs={() => null}
        />
      )}
    </>
  );
}
