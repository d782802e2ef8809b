import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { z } from 'zod';
import type { Logger } from './log.ts';

/**
 * What one part of the site tells the rest: every instance drops its caches on these and pushes them
 * to its own live clients. Each event says what changed, not what to do about it.
 */
const eventSchema = z.discriminatedUnion('type', [
  /** Race data of a season (and round, when one) was written: results, standings, schedule, people. */
  z.object({
    type: z.literal('race-data.changed'),
    season: z.number().int(),
    round: z.number().int().optional(),
  }),
  /** The news job stored new items. */
  z.object({ type: z.literal('news.changed') }),
  /** Predictions of a race were scored: the season's tables changed. */
  z.object({ type: z.literal('predictions.scored'), season: z.number().int() }),
  /** Fans voted on a race. */
  z.object({ type: z.literal('votes.changed'), season: z.number().int(), round: z.number().int() }),
  /** The live-timing poller stored a new state of a session (our key, e.g. `2025-12-race`). */
  z.object({ type: z.literal('live.changed'), session: z.string().max(64), version: z.number().int() }),
  /**
   * Accounts or sessions changed: a sign-in or sign-out, a revoked session, a new role, a disabled
   * account, a new name or photo. Every instance forgets the signed-in users it remembered.
   */
  z.object({ type: z.literal('sessions.changed') }),
  /** A user picked another favourite driver or team: their favourites and the fan counts changed. */
  z.object({ type: z.literal('favourites.changed') }),
  /** An admin asked for a job to run now: the instance whose scheduler holds it runs it under its lock. */
  z.object({ type: z.literal('job.run-requested'), job: z.enum(['news-feeds', 'results-sync']) }),
]);

export type PlatformEvent = z.infer<typeof eventSchema>;
export type EventType = PlatformEvent['type'];
export type EventOf<K extends EventType> = Extract<PlatformEvent, { type: K }>;
type Handler = (event: PlatformEvent) => void;

export type EventBus = {
  /** Delivers the event to this instance's subscribers, then to every other instance. Call after commit. */
  publish: (event: PlatformEvent) => Promise<void>;
  /** Calls `handler` for each event of the given types (all when none); returns the unsubscribe. */
  subscribe: (types: readonly EventType[] | 'all', handler: Handler) => () => void;
  /** Settles when the bus hears other instances (at once in process). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

/** The NOTIFY channel the instances share on one PostgreSQL database. */
export const eventChannel = 'pitwall_events';

function localBus(log: Logger) {
  const handlers = new Set<{ types: readonly EventType[] | 'all'; handler: Handler }>();
  return {
    deliver(event: PlatformEvent) {
      log.debug(`Event ${event.type}`, event);
      for (const { types, handler } of handlers) {
        if (types !== 'all' && !types.includes(event.type)) continue;
        try {
          handler(event);
        } catch (error) {
          log.error(`Event handler for ${event.type} failed`, error);
        }
      }
    },
    subscribe(types: readonly EventType[] | 'all', handler: Handler) {
      const entry = { types, handler };
      handlers.add(entry);
      return () => void handlers.delete(entry);
    },
  };
}

/** One process, one bus: what embedded PGlite serves (it serves a single process). */
export function createInProcessEventBus(log: Logger): EventBus {
  const bus = localBus(log);
  return {
    publish: async (event) => bus.deliver(eventSchema.parse(event)),
    subscribe: bus.subscribe,
    ready: Promise.resolve(),
    close: async () => {},
  };
}

/**
 * Instances on one PostgreSQL server: an event is delivered here at once and sent to the others with
 * NOTIFY; each instance LISTENs on a connection of its own, which is opened again when it drops.
 * Events published while that connection is down reach the other instances after it comes back only
 * through their caches' time to live, so caches of race data keep a bound on staleness.
 */
export function createPostgresEventBus(
  { databaseUrl, log }: { databaseUrl: string; log: Logger },
  notify: (channel: string, payload: string) => Promise<void>,
): EventBus {
  const bus = localBus(log);
  const origin = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== eventChannel || !message.payload) return;
      try {
        const { origin: from, event } = JSON.parse(message.payload) as { origin: string; event: unknown };
        if (from === origin) return;
        bus.deliver(eventSchema.parse(event));
      } catch (error) {
        log.warn('Ignored a malformed event notification', error);
      }
    });
    const lost = (why: string) => {
      if (closed || client !== next) return;
      log.warn(`Event listener connection lost: ${why}`);
      client = undefined;
      void next.end().catch(() => {});
      schedule();
    };
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('the server closed it'));
    try {
      await next.connect();
      await next.query(`listen ${eventChannel}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: Error) => {
        log.warn(`Event listener could not connect: ${error.message}`);
        schedule();
      });
    }, 1000);
    retry.unref();
  };

  // A first connection that fails is retried like a lost one; `ready` settles either way.
  const ready = connect().catch((error: Error) => {
    log.warn(`Event listener could not connect: ${error.message}`);
    schedule();
  });
  return {
    ready,
    publish: async (event) => {
      const checked = eventSchema.parse(event);
      bus.deliver(checked);
      try {
        await notify(eventChannel, JSON.stringify({ origin, event: checked }));
      } catch (error) {
        log.error(`Could not tell the other instances about ${checked.type}`, error);
      }
    },
    subscribe: bus.subscribe,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end();
      client = undefined;
    },
  };
}
