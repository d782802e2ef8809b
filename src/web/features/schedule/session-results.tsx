import { Link } from 'react-router';
import type { SessionResultsEntry } from '#server/features/schedule/meeting-results.server.ts';
import type { Classification } from '#shared/classification.ts';
import type { SyncSchedule } from '#shared/provenance.ts';
import { sessionLabels, type WeekendSessionKind } from '#shared/sessions.ts';
import { ClassificationTable } from '#web/components/ui/classification-table.tsx';
import { ResultsPending } from '#web/components/ui/results-pending.tsx';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';

type Props = {
  entries: SessionResultsEntry[];
  /** Orders live timing ended pending sessions with, shown until the official ones arrive. */
  provisional?: Partial<Record<WeekendSessionKind, Classification>>;
  /** Each run session's replay page, in seasons Formula 1's archive holds. */
  replays?: Partial<Record<WeekendSessionKind, string>>;
  context: string;
  /** The results sync's schedule, for sessions whose results are pending; null when it is off. */
  sync: SyncSchedule;
  now: string;
};

export const sessionResultsId = (kind: WeekendSessionKind) => `results-${kind.replace(/_/g, '-')}`;

/**
 * Every session in running order with its classification, or why it is not there yet. The page
 * carries one classification at a time: each other classified session links to the page showing
 * its own (`?results=fp1`), which opens at that session.
 */
export function SessionResults({ entries, provisional = {}, replays = {}, context, sync, now }: Props) {
  return (
    <>
      <nav aria-label="Sessions" className="session-results__nav">
        {entries.map((entry) => (
          <a key={entry.kind} href={`#${sessionResultsId(entry.kind)}`}>
            {sessionLabels[entry.kind]}
          </a>
        ))}
      </nav>
      <div className="session-results__grid">
        {entries.map((entry) => {
          const label = sessionLabels[entry.kind];
          const id = sessionResultsId(entry.kind);
          const provisionalOrder = entry.state === 'pending' ? provisional[entry.kind] : undefined;
          return (
            <section
              key={entry.kind}
              id={id}
              aria-labelledby={`${id}-title`}
              className={
                entry.state === 'results' ? 'session-results' : 'session-results session-results--pending'
              }
            >
              <h3 id={`${id}-title`}>{label}</h3>
              {replays[entry.kind] && (
                <p className="session-results__note">
                  <a href={replays[entry.kind]}>Replay the {label.toLowerCase()}</a>
                </p>
              )}
              {entry.state === 'upcoming' && (
                <p className="session-results__note">Results will appear after the session has ended</p>
              )}
              {entry.state === 'pending' && <ResultsPending sync={sync} now={now} />}
              {provisionalOrder && (
                <>
                  <p className="provisional__note">
                    <strong>Provisional, from live timing</strong>: penalties may change it until the official
                    classification is published.
                  </p>
                  <ClassificationTable
                    classification={provisionalOrder}
                    caption={`${label} provisional order, ${context}`}
                    captionHidden
                  />
                </>
              )}
              {entry.state === 'unavailable' && (
                <p className="session-results__note">No classification of this session is on record.</p>
              )}
              {entry.state === 'hidden' && (
                <SpoilerHidden what={`the ${label} classification`} sessions={entry.hidden} />
              )}
              {entry.state === 'classified' && (
                <p className="session-results__note">
                  <Link to={`?results=${entry.kind}#${id}`} preventScrollReset>
                    Show the {label} classification
                  </Link>
                </p>
              )}
              {entry.state === 'results' && (
                <ClassificationTable
                  classification={entry.results}
                  caption={`${label} classification, ${context}`}
                  captionHidden
                />
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
