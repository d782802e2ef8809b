import { type ComponentProps, lazy, Suspense } from 'react';
import { livePage } from '#server/features/live/live.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { meetingTrack } from '#shared/meetings.ts';
import { sessionLabels, sessionStatus } from '#shared/sessions.ts';
import { ClassificationTable } from '#web/components/ui/classification-table.tsx';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { DataSource } from '#web/components/ui/data-source.tsx';
import { LocalTime, sessionStart } from '#web/components/ui/local-time.tsx';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import { useHydrated } from '#web/components/ui/use-hydrated.ts';
import { LiveSession } from '#web/features/live/live-session.tsx';
import { delayFromCookies } from '#web/features/live/tv-delay.ts';
import { useLiveTiming } from '#web/features/live/use-live-timing.ts';
import { usePhaseTurn } from '#web/features/live/use-phase-turn.ts';
import { useTvDelay } from '#web/features/live/use-tv-delay.ts';
import { TimeZoneNote } from '#web/features/meetings/time-zone-note.tsx';
import { useTickingNow } from '#web/features/meetings/use-ticking-now.ts';
import { WeekendTimetable } from '#web/features/meetings/weekend-timetable.tsx';
import '#web/features/meetings/meetings.css';
import '#web/components/ui/data-table.css';
import '#web/features/live/live.css';
import type { Route } from './+types/live';

// The timing's code loads with the page only during (or just after) a session that has timing, and
// the TV delay's once the page has hydrated then: most visits of /live are the countdown.
const LiveTimingPanel = lazy(() =>
  import('#web/features/live/timing-panel.tsx').then((module) => ({ default: module.LiveTimingPanel })),
);
const TvDelayControl = lazy(() =>
  import('#web/features/live/tv-delay-control.tsx').then((module) => ({ default: module.TvDelayControl })),
);

export function meta() {
  return [
    { title: 'Live · Pitwall' },
    {
      name: 'description',
      content:
        'The Formula 1 session in progress: elapsed and remaining time, running order, gaps, tyres, pit stops and race control; before it, the countdown; after it, the classification.',
    },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const data = await livePage(await readerOf(context));
  // The visitor's TV delay: the page is rendered already holding the timing back by it.
  const tvDelaySeconds = delayFromCookies(request.headers.get('cookie'));
  const staleAtRender =
    data.phase !== 'none' && data.timing
      ? // Freshness of the source is measured on the wall clock, which also runs under a frozen demo clock.
        Date.now() - Date.parse(data.timing.updatedAt) > data.staleAfterMs
      : false;
  return { ...data, staleAtRender, tvDelaySeconds };
}

/**
 * Only script holds the timing back for a TV delay: without it the page shows the timing as it is.
 * Where script runs this copy is hidden from the first paint (live.css) and gone once the page has
 * hydrated; it alone re-renders then, so the rest of the page keeps its server markup meanwhile.
 */
function UnheldTiming(props: Omit<ComponentProps<typeof LiveTimingPanel>, 'stream'>) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <div className="live-unheld">
      <Suspense fallback={null}>
        <LiveTimingPanel {...props} stream="closed" />
      </Suspense>
    </div>
  );
}

export default function Live({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const now = useTickingNow(data.now);
  const hidden = data.hidden.length > 0;
  const following = (data.phase === 'during' || data.phase === 'after') && !hidden;
  const [delay, setDelay] = useTvDelay(data.tvDelaySeconds);
  const { timing, stream, holding, received } = useLiveTiming(
    data.phase === 'none' ? null : data.timing,
    data.timingConfigured && following,
    delay,
  );
  usePhaseTurn(
    data.phase === 'before'
      ? (data.session.startsAt ?? `${data.session.date}T00:00:00Z`)
      : data.phase === 'during'
        ? data.session.endsAt
        : null,
    now,
  );
  if (data.phase === 'none') {
    return (
      <main className="page live">
        <h1>Live</h1>
        <p>No session is scheduled.</p>
      </main>
    );
  }
  const sessions = data.sessions.map((session) => ({
    ...session,
    status: sessionStatus(session, new Date(now)),
  }));
  const label = sessionLabels[data.session.kind];
  return (
    <main className="page live">
      <LiveSession data={data} now={now} />
      {hidden && <SpoilerHidden what={`the ${label} timing and classification`} sessions={data.hidden} />}
      {data.phase === 'after' && !hidden && (
        <section aria-labelledby="classification-title" className="live-block">
          <h2 id="classification-title">{label} classification</h2>
          {data.classification ? (
            <>
              <ClassificationTable
                classification={data.classification}
                caption={`${label} classification, ${data.meeting.name} ${data.meeting.year}`}
                captionHidden
              />
              {data.provenance && <DataSource label="Results" provenance={data.provenance} now={data.now} />}
            </>
          ) : (
            <p className="live-pending">
              <strong>Results pending.</strong> The classification appears here once it has been published.
            </p>
          )}
        </section>
      )}
      {following && data.timingSource === 'f1' && (timing || holding) && (
        // Room kept for the control from the first paint of a page that runs script (live.css).
        <div className="live-delay-slot">
          <ClientOnly>
            {() => (
              <Suspense fallback={null}>
                <TvDelayControl delay={delay} onDelay={setDelay} received={received} />
              </Suspense>
            )}
          </ClientOnly>
        </div>
      )}
      {following && holding && (
        <p className="live-block live-pending live-holding" role="status">
          Holding the timing back {delay} s to follow your TV; it appears once the page has that much of it.
        </p>
      )}
      {following && holding && data.timing && (
        <UnheldTiming
          timing={data.timing}
          staleAtRender={data.staleAtRender}
          staleAfterMs={data.staleAfterMs}
          now={now}
        />
      )}
      {following &&
        (timing ? (
          <Suspense fallback={null}>
            <LiveTimingPanel
              timing={timing}
              staleAtRender={data.staleAtRender}
              staleAfterMs={data.staleAfterMs + delay * 1000}
              stream={stream}
              now={now - delay * 1000}
            />
          </Suspense>
        ) : data.phase === 'during' && !holding ? (
          <p className="live-block muted">
            {data.timingConfigured
              ? 'Live timing for this session has not arrived yet. '
              : 'This site has no live-timing source; the classification appears here after the session. '}
            <a href="/live">Refresh</a>
          </p>
        ) : null)}
      <section aria-labelledby="timetable-title" className="live-block">
        <h2 id="timetable-title">Weekend timetable</h2>
        <TimeZoneNote />
        <WeekendTimetable sessions={sessions} track={meetingTrack(data.meeting)} />
      </section>
      {data.timingSource === 'f1' && (
        <p className="live-block live-attribution muted">
          Live timing comes from Formula 1's live-timing service, used unofficially; Pitwall is not associated
          with Formula 1.
        </p>
      )}
      {data.next && (
        <p className="live-block">
          Next: {sessionLabels[data.next.session.kind]} of the{' '}
          <a href={`/schedule/${data.next.meeting.year}/${data.next.meeting.slug}`}>
            {data.next.meeting.name}
          </a>
          {data.next.session.startsAt && (
            <>
              {', '}
              <LocalTime at={data.next.session.startsAt} options={sessionStart} />
            </>
          )}
        </p>
      )}
    </main>
  );
}
