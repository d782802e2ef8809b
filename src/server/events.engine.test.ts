import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import {
  createInProcessEventBus,
  createPostgresEventBus,
  type EventBus,
  type PlatformEvent,
} from './events.ts';
import { createLogger } from './log.ts';
import { openEmptyTestDatabase, usesPostgres } from './testing/test-database.ts';

const log = createLogger('silent');

/** Events a bus delivers to a subscriber of `types`, as they arrive. */
function heard(bus: EventBus, types: Parameters<EventBus['subscribe']>[0] = 'all') {
  const events: PlatformEvent[] = [];
  bus.subscribe(types, (event) => events.push(event));
  return events;
}

describe('the in-process event bus', () => {
  it('delivers each event to the subscribers of its type, at once', async () => {
    const bus = createInProcessEventBus(log);
    const all = heard(bus);
    const news = heard(bus, ['news.changed']);
    await bus.publish({ type: 'race-data.changed', season: 2025, round: 12 });
    await bus.publish({ type: 'news.changed' });
    expect(all).toEqual([{ type: 'race-data.changed', season: 2025, round: 12 }, { type: 'news.changed' }]);
    expect(news).toEqual([{ type: 'news.changed' }]);
  });

  it('refuses a malformed event instead of sending it on', async () => {
    const bus = createInProcessEventBus(log);
    const all = heard(bus);
    await expect(
      bus.publish({ type: 'race-data.changed', season: 'soon' } as unknown as PlatformEvent),
    ).rejects.toThrow();
    expect(all).toEqual([]);
  });

  it('keeps delivering when one subscriber throws', async () => {
    const bus = createInProcessEventBus(log);
    bus.subscribe('all', () => {
      throw new Error('broken subscriber');
    });
    const all = heard(bus);
    await bus.publish({ type: 'news.changed' });
    expect(all).toHaveLength(1);
  });
});

describe.runIf(usesPostgres())('the event bus across instances on one PostgreSQL server', () => {
  let database: Database;
  const buses: EventBus[] = [];
  const bus = () => {
    const created = createPostgresEventBus({ databaseUrl: database.databaseUrl!, log }, database.notify);
    buses.push(created);
    return created;
  };
  beforeAll(async () => {
    database = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    for (const each of buses) await each.close();
    await database.close();
  });

  it('delivers an event to the other instances once, and to its own once', async () => {
    const a = bus();
    const b = bus();
    await Promise.all([a.ready, b.ready]);
    const onA = heard(a);
    const onB = heard(b);
    await a.publish({ type: 'race-data.changed', season: 2026, round: 22 });
    await expect.poll(() => onB).toEqual([{ type: 'race-data.changed', season: 2026, round: 22 }]);
    // A's own NOTIFY comes back to it too; it must not count twice.
    await b.publish({ type: 'news.changed' });
    await expect.poll(() => onA).toHaveLength(2);
    expect(onA).toEqual([{ type: 'race-data.changed', season: 2026, round: 22 }, { type: 'news.changed' }]);
    expect(onB).toEqual([{ type: 'race-data.changed', season: 2026, round: 22 }, { type: 'news.changed' }]);
  });

  it('hears other instances again after its listening connection was cut', async () => {
    const a = bus();
    const b = bus();
    await Promise.all([a.ready, b.ready]);
    const onB = heard(b);
    // What a server restart or a network cut does to B's LISTEN connection.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen pitwall_events' and datname = current_database()`,
    );
    await expect
      .poll(
        async () => {
          await a.publish({ type: 'votes.changed', season: 2026, round: 22 });
          return onB.length;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThan(0);
  });
});
