import { Link } from 'react-router';
import type { recentVotes } from '#server/features/votes/vote-pages.server.ts';

type Props = { votes: Awaited<ReturnType<typeof recentVotes>> };

/** The profile's list of the user's latest Fan's Choice Awards picks. */
export function RecentVotes({ votes }: Props) {
  return (
    <section aria-labelledby="recent-votes-title" className="recent-votes card">
      <h2 id="recent-votes-title">Your recent votes</h2>
      {votes.length === 0 ? (
        <p className="muted">
          None yet. <Link to="/vote">Vote on the last race</Link>
        </p>
      ) : (
        votes.map(({ race, picks }) => (
          <div key={race.raceId}>
            <h3>
              <Link to={`/vote/results?race=${race.season}-${race.round}`}>
                {race.season} {race.name}
              </Link>
            </h3>
            <ul>
              {picks.map((pick) => (
                <li key={pick.category}>
                  {pick.label}: <strong>{pick.name}</strong>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
