import { Link } from 'react-router';
import type { LatestSessionTop } from '#server/features/meetings/latest-session.server.ts';
import type { Meeting } from '#shared/meetings.ts';
import type { SyncSchedule } from '#shared/provenance.ts';
import { DataSource } from '#web/components/ui/data-source.tsx';
import { Podium } from '#web/components/ui/podium.tsx';
import { ResultsPending } from '#web/components/ui/results-pending.tsx';

type Props = { meeting: Meeting; session: LatestSessionTop; sync: SyncSchedule; now: string };

/**
 * The top three of the weekend's latest session to have ended, linking to the meeting page; "Results
 * pending" while its classification is not in.
 */
export function LatestSession({ meeting, session, sync, now }: Props) {
  return (
    <section className="last-race" aria-labelledby="latest-session-title">
      <div className="last-race__head">
        <h2 id="latest-session-title">{session.label}: top three</h2>
        <p>
          <Link to={`/schedule/${meeting.year}/${meeting.slug}`}>{meeting.name}</Link> · all sessions
        </p>
      </div>
      {session.rows.length > 0 ? (
        <Podium
          label={`${session.label} top three`}
          places={session.rows.map((row) => ({
            key: row.driverId,
            title: row.driverName,
            detail: row.teamName,
            value: row.value,
          }))}
        />
      ) : (
        <ResultsPending sync={sync} now={now} />
      )}
      {session.provenance && <DataSource label="Results" provenance={session.provenance} now={now} />}
    </section>
  );
}
