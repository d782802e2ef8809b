import { inflateRawSync } from 'node:zlib';
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  type ILogger,
  LogLevel,
} from '@microsoft/signalr';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import type { Services } from '#server/services.ts';
import {
  applyFeedRecords,
  type FeedRecord,
  type FeedTopics,
  publicTopics,
  subscriberTopics,
} from '#shared/live-feed.ts';
import { feedView } from '#shared/live-feed-view.ts';
import { liveSessionKey } from '#shared/live-session.ts';
import type { LiveTimingState } from '#shared/live-timing.ts';
import type { TimedSession } from '#shared/sessions.ts';
import {
  deleteLiveStatesBefore,
  selectLiveState,
  storeFeedRecords,
  upsertLiveState,
} from './live.queries.ts';
import { type Followed, followedSession, idleFor, keptStatesMs } from './live-window.ts';

/** Records are merged, stored and announced to the instances at most this often. */
export const feedFlushMs = 1_000;
/** A quiet feed (a red flag) still has its state written this often, so the page can tell it is alive. */
const keepAliveWriteMs = 15_000;
/** Pauses before each new attempt after a failed or dropped connection; the last repeats. */
export const retryDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000];
/** How long to wait before asking again when the feed serves another session than ours. */
const otherSessionRetryMs = 60_000;

class OtherSession extends Error {}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** `*.z` topics are base64 of deflate-raw JSON; they are stored under their plain name, decoded. */
function decoded(topic: string, patch: unknown): { topic: string; patch: unknown } {
  if (!topic.endsWith('.z') || typeof patch !== 'string') return { topic, patch };
  return {
    topic: topic.slice(0, -2),
    patch: JSON.parse(inflateRawSync(Buffer.from(patch, 'base64')).toString('utf8')),
  };
}

/**
 * Whether the feed's SessionInfo is our session: the feed serves whatever session Formula 1 shows
 * last, which before ours is the one before. Its start is local time with an offset from UTC.
 */
export function isSameSession(info: unknown, session: TimedSession): boolean {
  const { StartDate, GmtOffset } = (info ?? {}) as { StartDate?: unknown; GmtOffset?: unknown };
  if (typeof StartDate !== 'string' || !session.startsAt) return true;
  const offset = /^(-)?(\d\d):(\d\d)/.exec(typeof GmtOffset === 'string' ? GmtOffset : '');
  const offsetMs = offset ? (offset[1] ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000 : 0;
  const start = Date.parse(`${StartDate.replace(/Z$/, '')}Z`) - offsetMs;
  return Number.isFinite(start) && Math.abs(start - Date.parse(session.startsAt)) <= 2 * 60 * 60_000;
}

/**
 * One session followed on Formula 1's live-timing service: a SignalR connection that subscribes to
 * the public topics (and the subscriber ones with an operator's token), merges what arrives, and
 * every second stores the new records and the merged state in one transaction and tells every
 * instance (`live.changed`). A dropped connection is retried with backoff by the client, then by
 * this loop; the page says since when it is down, and what was stored stays.
 */
class FeedFollower {
  #topics: FeedTopics = {};
  #seq = 0;
  #feedAt: string | null = null;
  #pending: FeedRecord[] = [];
  #connection: LiveTimingState['connection'] = null;
  #connectionChanged = false;
  #lastWrite = 0;
  #flushing: Promise<void> | undefined;

  constructor(
    private readonly services: Services,
    private readonly key: string,
    private readonly followed: Followed,
  ) {}

  async run(signal: AbortSignal): Promise<number> {
    const stored = await selectLiveState(this.services.db, this.key);
    if (stored?.state?.topics) {
      this.#topics = stored.state.topics;
      this.#seq = stored.state.seq ?? 0;
      this.#feedAt = stored.state.session?.feedAt ?? null;
    } else {
      // A new session is a good moment to forget the states of old ones (their records stay).
      await deleteLiveStatesBefore(this.services.db, new Date(Date.now() - keptStatesMs));
    }
    const flusher = setInterval(() => void this.flush(), feedFlushMs);
    let attempt = 0;
    try {
      while (!signal.aborted && !this.#over()) {
        const connection = this.#build(signal);
        try {
          await connection.start();
          await this.#subscribe(connection);
          attempt = 0;
          await this.#untilClosed(connection, signal);
        } catch (error) {
          if (error instanceof OtherSession) {
            this.services.log.info(`Live timing: ${error.message}; asking again in a minute`);
            return otherSessionRetryMs;
          }
          if (!signal.aborted)
            this.services.log.warn(
              `Live timing: no connection to ${this.services.env.F1_LIVE_TIMING_URL}: ${(error as Error).message}`,
            );
        } finally {
          await connection.stop().catch(() => {});
        }
        if (signal.aborted || this.#over()) break;
        this.#setConnection('down');
        await sleep(retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 30_000, signal);
        attempt += 1;
      }
    } finally {
      clearInterval(flusher);
      await this.flush();
    }
    return feedFlushMs;
  }

  #over() {
    return this.services.clock.now().getTime() >= this.followed.until;
  }

  #build(signal: AbortSignal): HubConnection {
    const { env, log } = this.services;
    const logger: ILogger = {
      log: (level, message) => {
        if (level >= LogLevel.Error && !signal.aborted) log.warn(`Live timing: ${message}`);
      },
    };
    const token = env.F1_LIVE_TIMING_TOKEN;
    const connection = new HubConnectionBuilder()
      .withUrl(env.F1_LIVE_TIMING_URL, {
        transport: HttpTransportType.WebSockets,
        headers: { 'User-Agent': `Pitwall live timing (+${env.PUBLIC_URL})` },
        ...(token ? { accessTokenFactory: () => token } : {}),
      })
      .withAutomaticReconnect({
        nextRetryDelayInMilliseconds: ({ previousRetryCount }) =>
          signal.aborted || this.#over()
            ? null
            : (retryDelaysMs[Math.min(previousRetryCount, retryDelaysMs.length - 1)] ?? null),
      })
      .configureLogging(logger)
      .build();
    connection.on('feed', (topic: unknown, patch: unknown, at: unknown) => {
      if (typeof topic !== 'string' || typeof at !== 'string') return;
      try {
        this.#pending.push({ ...decoded(topic, patch), at });
      } catch (error) {
        log.warn(`Live timing: a ${topic} record could not be read`, error);
      }
    });
    connection.onreconnecting(() => this.#setConnection('down'));
    connection.onreconnected(() => {
      this.#subscribe(connection).catch((error: unknown) => {
        log.warn(`Live timing: subscribing again failed: ${(error as Error).message}`);
        void connection.stop();
      });
    });
    return connection;
  }

  /** Asks for the topics; the answer is each topic's full state, which replaces what we held. */
  async #subscribe(connection: HubConnection) {
    const topics = [...publicTopics, ...(this.services.env.F1_LIVE_TIMING_TOKEN ? subscriberTopics : [])];
    const result = (await connection.invoke('Subscribe', topics)) as Record<string, unknown> | null;
    const full = result ?? {};
    if (!isSameSession(full.SessionInfo, this.followed.session)) {
      throw new OtherSession(`the feed serves another session than ${this.key}`);
    }
    const at = new Date().toISOString();
    for (const [topic, state] of Object.entries(full)) {
      this.#pending.push({ ...decoded(topic, state), at, full: true });
    }
    this.#setConnection('open');
  }

  #untilClosed(connection: HubConnection, signal: AbortSignal) {
    return new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (this.#over()) finish();
      }, 30_000);
      function finish() {
        clearInterval(check);
        signal.removeEventListener('abort', finish);
        resolve();
      }
      connection.onclose(finish);
      signal.addEventListener('abort', finish, { once: true });
    });
  }

  #setConnection(status: 'open' | 'down') {
    const next =
      status === 'open'
        ? null
        : (this.#connection ?? { status: 'reconnecting' as const, since: new Date().toISOString() });
    if (next === this.#connection) return;
    this.#connection = next;
    this.#connectionChanged = true;
  }

  /** Stores what arrived since the last flush; one flush at a time, and a failed one is tried again. */
  flush(): Promise<void> {
    this.#flushing ??= this.#write().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  async #write() {
    const now = Date.now();
    const records = this.#pending.splice(0);
    if (records.length === 0 && !this.#connectionChanged && now - this.#lastWrite < keepAliveWriteMs) return;
    const topics = applyFeedRecords(this.#topics, records);
    const seq = this.#seq + records.length;
    const feedAt = records.at(-1)?.at ?? this.#feedAt;
    const updatedAt = new Date(now);
    const view = feedView(topics, { version: seq, updatedAt: updatedAt.toISOString(), feedAt });
    const state: LiveTimingState = { ...view, cursors: {}, topics, seq, connection: this.#connection };
    const connectionChanged = this.#connectionChanged;
    this.#connectionChanged = false;
    try {
      if (records.length > 0)
        await storeFeedRecords(this.services.db, this.key, updatedAt, state, records, this.#seq + 1);
      else await upsertLiveState(this.services.db, this.key, updatedAt, state);
    } catch (error) {
      // Kept for the next flush: nothing received is lost to a passing database failure.
      this.#pending.unshift(...records);
      this.#connectionChanged ||= connectionChanged;
      this.services.log.warn('Live timing: storing the feed failed', error);
      return;
    }
    this.#topics = topics;
    this.#seq = seq;
    this.#feedAt = feedAt;
    this.#lastWrite = now;
    await this.services.events
      .publish({ type: 'live.changed', session: this.key, version: seq })
      .catch((error: unknown) => this.services.log.warn('Live timing: telling the instances failed', error));
  }
}

/**
 * One run of the live-timing job with Formula 1's feed as the source: while a session of the calendar
 * runs (with a margin either side), follow it until it is over or the job stops; otherwise sleep
 * until the next one. Returns the pause before the next run.
 */
export async function followF1LiveTiming(services: Services, signal: AbortSignal): Promise<number> {
  const meetings = await cachedMeetings(services);
  const now = services.clock.now();
  const followed = followedSession(meetings, now);
  if (!followed) return idleFor(meetings, now, feedFlushMs);
  const key = liveSessionKey(followed.meeting, followed.session);
  return new FeedFollower(services, key, followed).run(signal);
}
