import { latestSessionTop } from '#server/features/meetings/latest-session.server.ts';
import { homeNews } from '#server/features/news/news.server.ts';
import { standingsTop } from '#server/features/standings/standings-top.server.ts';
import { votePreview } from '#server/features/votes/vote-pages.server.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import { circuitDrawing } from '#server/race-data/circuit-drawings.ts';
import { classificationProvenance, resultsSyncSchedule } from '#server/race-data/provenance.ts';
import { raceSummary } from '#server/race-data/race-summary.ts';
import { currentOrNextMeeting, lastResults } from '#shared/meetings.ts';
import { sessionStatus } from '#shared/sessions.ts';
import { AccountPromo } from '#web/features/meetings/account-promo.tsx';
import { HeroCard } from '#web/features/meetings/hero-card.tsx';
import { LastRaceResults } from '#web/features/meetings/last-race-results.tsx';
import { LatestSession } from '#web/features/meetings/latest-session.tsx';
import { TimeZoneNote } from '#web/features/meetings/time-zone-note.tsx';
import { WeekendTimetable } from '#web/features/meetings/weekend-timetable.tsx';
import { NewsSection } from '#web/features/news/news-section.tsx';
import { useSignedIn, VisitorSlot } from '#web/features/shell/visitor-slot.tsx';
import { HomeFavourites } from '#web/features/standings/home-favourites.tsx';
import { StandingsTopCard } from '#web/features/standings/standings-top.tsx';
import { VotePreview } from '#web/features/votes/vote-preview.tsx';
import '#web/features/votes/votes.css';
import '#web/features/meetings/meetings.css';
import { useRouteLoaderData } from 'react-router';
import { HydrationSlice } from '#web/components/ui/hydration-slice.tsx';
import type { loader as rootLoader } from '../root.tsx';
import { homeFavourites } from '../visitor-parts.server.tsx';
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
  const { services } = context;
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
    favourites: await homeFavourites(services, request),
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
  const signedIn = useSignedIn(useRouteLoaderData<typeof rootLoader>('root')?.user);
  return (
    <main className="page home">
      {meeting ? (
        <>
          <HydrationSlice id="hero">
            <HeroCard meeting={meeting} drawing={drawing} serverNow={now} />
          </HydrationSlice>
          <HydrationSlice id="timetable">
            <section aria-labelledby="timetable-title" className="home__timetable">
              <h2 id="timetable-title">Weekend timetable</h2>
              <TimeZoneNote />
              <WeekendTimetable sessions={sessions} />
            </section>
          </HydrationSlice>
          {latestSession && <LatestSession meeting={meeting} session={latestSession} sync={sync} now={now} />}
        </>
      ) : (
        <h1>No meeting is scheduled yet</h1>
      )}
      <VisitorSlot name="home-favourites">
        <HomeFavourites favourites={favourites} />
      </VisitorSlot>
      {lastRace && (
        <HydrationSlice id="last-race">
          <LastRaceResults {...lastRace} sync={sync} now={now} />
        </HydrationSlice>
      )}
      {votes && (
        <HydrationSlice id="votes">
          <VotePreview {...votes} />
        </HydrationSlice>
      )}
      {standings && (
        <HydrationSlice id="standings">
          <StandingsTopCard {...standings} />
        </HydrationSlice>
      )}
      {news && (
        <HydrationSlice id="news">
          <NewsSection {...news} />
        </HydrationSlice>
      )}
      {!signedIn && <AccountPromo />}
    </main>
  );
}
