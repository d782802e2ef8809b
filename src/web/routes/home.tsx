import { latestSessionTop } from '#server/features/meetings/latest-session.server.ts';
import { homeNews } from '#server/features/news/news.server.ts';
import { fanCounts, viewerFavourites } from '#server/features/profile/favourites.server.ts';
import { favouriteStandings } from '#server/features/standings/favourite-standings.server.ts';
import { standingsTop } from '#server/features/standings/standings-top.server.ts';
import { votePreview } from '#server/features/votes/vote-pages.server.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import { circuitDrawing } from '#server/race-data/circuit-drawings.ts';
import { classificationProvenance, resultsSyncSchedule } from '#server/race-data/provenance.ts';
import { raceSummary } from '#server/race-data/race-summary.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { currentOrNextMeeting, lastResults, meetingTrack } from '#shared/meetings.ts';
import { sessionStatus } from '#shared/sessions.ts';
import { AccountPromo } from '#web/features/meetings/account-promo.tsx';
import { HeroCard } from '#web/features/meetings/hero-card.tsx';
import { LastRaceResults } from '#web/features/meetings/last-race-results.tsx';
import { LatestSession } from '#web/features/meetings/latest-session.tsx';
import { TimeZoneNote } from '#web/features/meetings/time-zone-note.tsx';
import { WeekendTimetable } from '#web/features/meetings/weekend-timetable.tsx';
import { NewsSection } from '#web/features/news/news-section.tsx';
import { HomeFavourites } from '#web/features/standings/home-favourites.tsx';
import { StandingsTopCard } from '#web/features/standings/standings-top.tsx';
import { VotePreview } from '#web/features/votes/vote-preview.tsx';
import '#web/features/votes/votes.css';
import '#web/features/meetings/meetings.css';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/home';

export function meta() {
  return [
    { title: 'Pitwall — Formula 1 race weekends, results and standings' },
    {
      name: 'description',
      content:
        'The current or next Formula 1 meeting with every session in your time zone, results and standings.',
    },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const now = services.clock.now();
  const meetings = await cachedMeetings(services);
  const meeting = currentOrNextMeeting(meetings, now) ?? null;
  const last = lastResults(meetings, now);
  const summary =
    last && !last.skipped ? await raceSummary(services, last.meeting.year, last.meeting.round) : undefined;
  const provenance =
    last && !last.skipped ? await classificationProvenance(services, last.meeting, ['race']) : null;
  return {
    lastRace: last && !last.skipped && summary ? { meeting: last.meeting, ...summary, provenance } : null,
    sync: await resultsSyncSchedule(services),
    now: now.toISOString(),
    meeting,
    drawing: await circuitDrawing(services, meeting?.circuitLayoutId ?? null),
    sessions: meeting?.sessions.map((session) => ({ ...session, status: sessionStatus(session, now) })) ?? [],
    latestSession: meeting ? await latestSessionTop(services, meeting) : null,
    standings: await standingsTop(services),
    news: await homeNews(services),
    votes: await votePreview(services),
    favourites: await favouriteStandings(services, await viewerFavourites(services, request), () =>
      fanCounts(services),
    ),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    meeting,
    sessions,
    drawing,
    now,
    lastRace,
    latestSession,
    standings,
    news,
    favourites,
    sync,
    votes,
  } = loaderData;
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  return (
    <main className="page home">
      {meeting ? (
        <>
          <HeroCard meeting={meeting} drawing={drawing} serverNow={now} />
          <section aria-labelledby="timetable-title" className="home__timetable">
            <h2 id="timetable-title">Weekend timetable</h2>
            <TimeZoneNote />
            <WeekendTimetable sessions={sessions} track={meetingTrack(meeting)} />
          </section>
          {latestSession && <LatestSession meeting={meeting} session={latestSession} sync={sync} now={now} />}
        </>
      ) : (
        <h1>No meeting is scheduled yet</h1>
      )}
      <HomeFavourites favourites={favourites} />
      {lastRace && <LastRaceResults {...lastRace} sync={sync} now={now} />}
      {votes && <VotePreview {...votes} />}
      {standings && <StandingsTopCard {...standings} />}
      {news && <NewsSection {...news} />}
      {!signedIn && <AccountPromo />}
    </main>
  );
}
