import { Link } from 'react-router';
import type { ArchivedRound } from '#shared/results-archive.ts';

type Props = {
  /** The page of one round, e.g. /race-results/2024/5. */
  hrefFor: (round: number) => string;
  rounds: ArchivedRound[];
  /** The round the page was opened at, when one was asked for. */
  current: number | null;
};

/**
 * Every round of the season run so far, in order: a link to its own page (a jump instead of many
 * scroll loads), or, while its results are not in, its number marked pending.
 */
export function RoundNav({ hrefFor, rounds, current }: Props) {
  if (rounds.length === 0) return null;
  return (
    <nav className="round-nav" aria-labelledby="round-nav-title">
      <h2 id="round-nav-title" className="round-nav__title">
        Jump to a round
      </h2>
      <ol className="round-nav__list">
        {rounds.map(({ round, raceName, pending }) => (
          <li key={round}>
            {pending ? (
              <span
                className="round-nav__link round-nav__link--pending"
                title={`${raceName}: results pending`}
              >
                {round}
                <span className="visually-hidden">, {raceName}: results pending</span>
              </span>
            ) : (
              <Link
                to={hrefFor(round)}
                className="round-nav__link"
                title={raceName}
                aria-label={`Round ${round}, ${raceName}`}
                aria-current={round === current ? 'page' : undefined}
              >
                {round}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
