import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDay } from '#shared/date-format.ts';
import { meetingSlug } from '#shared/meetings.ts';
import { firstReplaySeason, replayHref } from '#shared/replay-links.ts';
import type { HiddenRound, RoundHeading } from '#shared/results-archive.ts';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';

const raceDate = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** One round of the archive: which race, where and when, then its tables. */
export function RoundSection({ round, children }: { round: RoundHeading; children: ReactNode }) {
  const id = `round-${round.season}-${round.round}`;
  return (
    <article className="archive-round" aria-labelledby={id}>
      <header className="archive-round__header">
        <p className="archive-round__number">Round {round.round}</p>
        <h2 id={id} className="archive-round__title">
          <Link to={`/schedule/${round.season}/${meetingSlug(round.raceName)}`}>{round.raceName}</Link>
        </h2>
        <p className="archive-round__place">
          {round.circuitName} · {round.locality}, {round.country}{' '}
          <span className="archive-round__date">
            · <time dateTime={round.date}>{formatDay(round.date, raceDate)}</time>
          </span>
        </p>
        {round.season >= firstReplaySeason && (
          <p className="archive-round__replays">
            Replays:{' '}
            <a href={replayHref(round.season, meetingSlug(round.raceName), 'qualifying')}>qualifying</a> ·{' '}
            <a href={replayHref(round.season, meetingSlug(round.raceName), 'race')}>race</a>
          </p>
        )}
      </header>
      {children}
    </article>
  );
}

/** "British Grand Prix 2025": what a table's caption adds for screen readers. */
export const roundContext = (round: RoundHeading) => `${round.raceName} ${round.season}`;

/** A round whose classification the spoiler shield keeps back. */
export function HiddenRoundSection({ round }: { round: HiddenRound }) {
  return (
    <RoundSection round={round}>
      <SpoilerHidden what="the classification" sessions={round.hidden} />
    </RoundSection>
  );
}
