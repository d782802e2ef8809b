import { data } from 'react-router';
import { defineCache } from '#server/cache.ts';
import { findMeeting, seasonMeetings } from '#server/race-data/calendar.ts';
import type { Services } from '#server/services.ts';
import { applyFeedRecords, type FeedTopics } from '#shared/live-feed.ts';
import { feedView } from '#shared/live-feed-view.ts';
import { type ReplayStep, recordsUntil, replayRecords, replaySteps } from '#shared/live-replay.ts';
import { liveSessionKey } from '#shared/live-session.ts';
import type { LiveTimingView } from '#shared/live-timing.ts';
import type { Meeting } from '#shared/meetings.ts';
import { firstReplaySeason, replayHref } from '#shared/replay-links.ts';
import { sessionStatus, type WeekendSessionKind, weekendSessionKinds } from '#shared/sessions.ts';
import { decodedReplay, type ReplayLookup, replayFeed } from './replay-feeds.ts';

/** A session's part of a replay URL: its kind with hyphens ("sprint-qualifying"). */
export const replaySessionSlug = (kind: WeekendSessionKind) => kind.replace(/_/g, '-');
export const replayPath = (meeting: Pick<Meeting, 'year' | 'slug'>, kind: WeekendSessionKind) =>
  `/replay/${meeting.year}/${meeting.slug}/${replaySessionSlug(kind)}`;

/** Whether a session of this meeting can have a replay: run, and in a season the archive holds. */
export function hasReplay(
  meeting: Pick<Meeting, 'year'>,
  session: Parameters<typeof sessionStatus>[0],
  now: Date,
) {
  return meeting.year >= firstReplaySeason && sessionStatus(session, now) === 'finished';
}

type SteppedReplay = { steps: ReplayStep[]; views: Omit<LiveTimingView, 'connection'>[] };

/** Each step's view of a replay, worked out in one pass over its records and kept for a while. */
const steppedCacheSpec = defineCache<SteppedReplay>({
  name: 'replay-steps',
  maxEntries: 8,
  ttlMs: 10 * 60_000,
  dropOn: [],
});

async function stepped(services: Services, key: string, feed: Buffer): Promise<SteppedReplay> {
  return services.cache.use(steppedCacheSpec).get(key, async () => {
    const records = replayRecords(await decodedReplay(services, key, feed));
    const steps = replaySteps(records);
    let topics: FeedTopics = {};
    let done = 0;
    const views = steps.map((step, index) => {
      const until = recordsUntil(records, step.offsetMs);
      topics = applyFeedRecords(topics, records.slice(done, until));
      done = until;
      const at = records[until - 1]?.at ?? null;
      return feedView(topics, { version: index, updatedAt: at ?? '', feedAt: at });
    });
    return { steps, views };
  });
}

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** The session a /replay/:year/:meeting/:session URL names, or a 404. */
export async function replaySession(
  services: Services,
  yearParam: string,
  slug: string,
  sessionSlug: string,
) {
  if (!/^\d{4}$/.test(yearParam) || Number(yearParam) < firstReplaySeason) throw notFound();
  const meeting = await findMeeting(services, Number(yearParam), slug);
  const kind = weekendSessionKinds.find((k) => replaySessionSlug(k) === sessionSlug);
  const session = meeting?.sessions.find((s) => s.kind === kind);
  if (!meeting || !kind || !session) throw notFound();
  return { meeting, kind, session };
}

/**
 * What the replay page shows: the session, whether the archive has it, and the view at one step
 * (lap or time), with the steps' labels. Nothing past that step is in it, so the page gives no
 * result away ahead of the playback.
 */
export async function replayPage(
  services: Services,
  params: { year: string; meeting: string; session: string },
  stepParam: string | null,
) {
  const { meeting, kind, session } = await replaySession(
    services,
    params.year,
    params.meeting,
    params.session,
  );
  const key = liveSessionKey(meeting, { kind });
  const base = {
    meeting: {
      year: meeting.year,
      round: meeting.round,
      name: meeting.name,
      slug: meeting.slug,
      circuitName: meeting.circuitName,
    },
    kind,
    key,
    feedUrl: `/api/live/replays/${key}/feed`,
    href: replayHref(meeting.year, meeting.slug, kind),
  };
  if (sessionStatus(session, services.clock.now()) !== 'finished')
    return { ...base, status: 'upcoming' as const };
  const lookup: ReplayLookup = await replayFeed(services, meeting, kind);
  if (lookup.status !== 'ready') return { ...base, status: lookup.status };
  const { steps, views } = await stepped(services, key, lookup.feed);
  const requested = Number(stepParam ?? 0);
  const index = Number.isInteger(requested) && requested >= 0 && requested < steps.length ? requested : 0;
  return {
    ...base,
    status: 'ready' as const,
    source: lookup.source,
    steps: steps.map((step) => ({ label: step.label, lap: step.lap })),
    step: index,
    offsetMs: steps[index]?.offsetMs ?? 0,
    view: views[index] ?? null,
  };
}

export type ReplayPageData = Awaited<ReturnType<typeof replayPage>>;

/** The ready feed of a session named by our key ("2025-12-race"), for the player; null otherwise. */
export async function replayFeedByKey(services: Services, key: string): Promise<ReplayLookup | null> {
  const match = /^(\d{4})-(\d{1,2})-([a-z_0-9]+)$/.exec(key);
  if (!match || Number(match[1]) < firstReplaySeason) return null;
  const meeting = (await seasonMeetings(services, Number(match[1]))).find(
    (m) => m.round === Number(match[2]),
  );
  const kind = weekendSessionKinds.find((k) => k === match[3]);
  const session = meeting?.sessions.find((s) => s.kind === kind);
  if (!meeting || !kind || !session || sessionStatus(session, services.clock.now()) !== 'finished')
    return null;
  return replayFeed(services, meeting, kind);
}
