import { Link } from 'react-router';
import type { LatestSessionTop } from '#server/features/meetings/latest-session.server.ts';
import type { Meeting } from '#shared/meetings.ts';
import { Podium } from '#web/components/ui/podium.tsx';

/** The top three of the weekend's latest session to have ended, linking to the meeting page. */
export function LatestSession({ meeting, session }: { meeting: Meeting; session: LatestSessionTop }) {
  return (
    <section className="last-race" aria-labelledby="latest-session-title">
      <div className="last-race__head">
        <h2 id="latest-session-title">{session.label}: top three</h2>
        <p>
          <Link to={`/schedule/${meeting.year}/${meeting.slug}`}>{meeting.name}</Link> · all sessions
        </p>
      </div>
      <Podium
        label={`${session.label} top three`}
        places={session.rows.map((row) => ({
          key: row.driverId,
          title: row.driverName,
          detail: row.teamName,
          value: row.value,
        }))}
      />
    </section>
  );
}
