import { provisionalClassifications } from '#server/features/live/live.server.ts';
import { meetingPage } from '#server/features/schedule/meeting-page.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { meetingTrack } from '#shared/meetings.ts';
import { firstReplaySeason, replayHref } from '#shared/replay-links.ts';
import { sessionStatus } from '#shared/sessions.ts';
import { DataSource } from '#web/components/ui/data-source.tsx';
import { CircuitDrawing } from '#web/features/meetings/circuit-drawing.tsx';
import { RaceStory } from '#web/features/meetings/race-story.tsx';
import { TimeZoneNote } from '#web/features/meetings/time-zone-note.tsx';
import { useTickingNow } from '#web/features/meetings/use-ticking-now.ts';
import { WeekendTimetable } from '#web/features/meetings/weekend-timetable.tsx';
import { CircuitFactsList, GrandPrixMoved } from '#web/features/schedule/circuit-facts.tsx';
import { MeetingHeader } from '#web/features/schedule/meeting-header.tsx';
import { SessionResults } from '#web/features/schedule/session-results.tsx';
import '#web/features/meetings/meetings.css';
import '#web/features/schedule/schedule.css';
import type { PageHandle } from '#shared/page-query.ts';
import type { Route } from './+types/schedule-meeting';

/** Which session's classification the page shows (the latest by default). */
export const handle: PageHandle = { query: ['results'] };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Meeting not found · Pitwall' }];
  const { meeting } = loaderData;
  return [
    { title: `${meeting.name} ${meeting.year} · Pitwall` },
    {
      name: 'description',
      content: `Round ${meeting.round} of the ${meeting.year} Formula 1 season at ${meeting.circuitName}: timetable in your time zone, circuit facts and the results of every session.`,
    },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const reader = await readerOf(context);
  const page = await meetingPage(reader, request, params.year, params.meeting_name);
  // A session whose official classification is pending shows the order live timing ended it with.
  const pending = page.results.filter((entry) => entry.state === 'pending').map((entry) => entry.kind);
  const provisional = await provisionalClassifications(reader.services, page.meeting, pending);
  // Every session run, in a season the archive holds, has a replay (a hidden one too: it spoils nothing).
  const replays =
    page.meeting.year >= firstReplaySeason
      ? Object.fromEntries(
          page.results
            .filter((entry) => entry.state !== 'upcoming')
            .map((entry) => [entry.kind, replayHref(page.meeting.year, page.meeting.slug, entry.kind)]),
        )
      : {};
  return { ...page, provisional, replays };
}

/** Session states move on while the page is open; results arrive with the next visit. */
const statusTickMs = 15_000;

export default function ScheduleMeeting({ loaderData }: Route.ComponentProps) {
  const { meeting, facts, results, provenance, sync, story, drawing, previous, next, timeZone } = loaderData;
  const now = new Date(useTickingNow(loaderData.now, statusTickMs));
  const sessions = meeting.sessions.map((session) => ({ ...session, status: sessionStatus(session, now) }));
  return (
    <main className="page meeting">
      <MeetingHeader meeting={meeting} previous={previous} next={next} serverTimeZone={timeZone} />
      <div className="meeting__layout">
        <section aria-labelledby="timetable-title" className="meeting__panel">
          <h2 id="timetable-title">Weekend timetable</h2>
          <TimeZoneNote serverTimeZone={timeZone} />
          <WeekendTimetable sessions={sessions} track={meetingTrack(meeting)} serverTimeZone={timeZone} />
        </section>
        <section aria-labelledby="circuit-title" className="meeting__panel meeting__circuit">
          <h2 id="circuit-title">{meeting.circuitName}</h2>
          {facts && (
            <GrandPrixMoved
              facts={facts}
              grandPrix={meeting.name}
              circuit={meeting.circuitName}
              year={meeting.year}
            />
          )}
          <CircuitDrawing
            className="meeting__drawing"
            path={drawing}
            label={`Layout of ${meeting.circuitName}`}
          />
          {facts && <CircuitFactsList facts={facts} grandPrix={meeting.name} circuit={meeting.circuitName} />}
        </section>
      </div>
      <section aria-labelledby="results-title" className="meeting__results">
        <h2 id="results-title">Results</h2>
        {provenance && <DataSource label="Results" provenance={provenance} now={loaderData.now} />}
        <SessionResults
          entries={results}
          provisional={loaderData.provisional}
          replays={loaderData.replays}
          context={`${meeting.name} ${meeting.year}`}
          sync={sync}
          now={loaderData.now}
        />
      </section>
      {story && <RaceStory story={story} context={`${meeting.name} ${meeting.year}`} now={loaderData.now} />}
    </main>
  );
}
