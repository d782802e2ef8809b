import { lastRace } from '#server/features/meetings/last-race.server.ts';
import { latestSessionTop } from '#server/features/meetings/latest-session.server.ts';
import { homeNews } from '#server/features/news/news.server.ts';
import { fanCounts, viewerFavourites } from '#server/features/profile/favourites.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { favouriteStandings } from '#server/features/standings/favourite-standings.server.ts';
import { standingsTop } from '#server/features/standings/standings-top.server.ts';
import { votePreview } from '#server/features/votes/vote-pages.server.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import { circuitDrawing } from '#server/race-data/circuit-drawings.ts';
import { resultsSyncSchedule } from '#server/race-data/provenance.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { currentOrNextMeeting, meetingTrack } from '#shared/meetings.ts';
import { sessionStatus } from '#shared/sessions.ts';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
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

/**
 * The home page. With the spoiler shield on, each part that would tell a hidden session's outcome
 * comes as the sessions it hides instead of its data (`hidden`), so neither the page nor its
 * hydration data carries the outcome.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const reader = await readerOf(context);
  const now = services.clock.now();
  const meeting = currentOrNextMeeting(await cachedMeetings(services), now) ?? null;
  const favourites = await favouriteStandings(reader, await viewerFavourites(services, request), () =>
    fanCounts(services),
  );
  return {
    ...(await lastRace(reader)),
    sync: await resultsSyncSchedule(services),
    now: now.toISOString(),
    meeting,
    drawing: await circuitDrawing(services, meeting?.circuitLayoutId ?? null),
    sessions: meeting?.sessions.map((session) => ({ ...session, status: sessionStatus(session, now) })) ?? [],
    ...(meeting
      ? await latestSessionTop(reader, meeting)
      : { latestSession: null, latestSessionHidden: null }),
    ...(await standingsTop(reader)),
    ...(await homeNews(reader)),
    votes: await votePreview(reader),
    favourites,
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
    lastRaceHidden,
    latestSessionHidden,
    standingsHidden,
    newsHidden,
  } = loaderData;
  const shield = useRouteLoaderData<typeof rootLoader>('root')?.spoilerShield;
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
          {latestSessionHidden && (
            <SpoilerHidden what="the top three of the latest session" sessions={latestSessionHidden} />
          )}
        </>
      ) : (
        <h1>No meeting is scheduled yet</h1>
      )}
      <HomeFavourites favourites={favourites} />
      {lastRace && <LastRaceResults {...lastRace} sync={sync} now={now} />}
      {lastRaceHidden && (
        <SpoilerHidden what="the last race's results and the fans' votes" sessions={lastRaceHidden} />
      )}
      {votes && <VotePreview {...votes} />}
      {standings && <StandingsTopCard {...standings} />}
      {standingsHidden && <SpoilerHidden what="the championship standings" sessions={standingsHidden} />}
      {newsHidden > 0 && shield?.on && (
        <SpoilerHidden
          what={`${newsHidden} news ${newsHidden === 1 ? 'story' : 'stories'} published after a hidden session started`}
          sessions={shield.hidden}
        />
      )}
      {news && <NewsSection {...news} />}
      {!signedIn && <AccountPromo />}
    </main>
  );
}
