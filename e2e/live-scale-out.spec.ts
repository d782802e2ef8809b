import {
  britishGp2025Race,
  type OpenF1Server,
  startOpenF1Server,
} from '../src/server/features/live/fixtures/openf1-server.ts';
import { createScratchDatabase, postgresAnswers } from './support/postgres.ts';
import { expect, test } from './support/test.ts';

// Two built servers on one PostgreSQL database, as behind a load balancer, during the 2025 British
// Grand Prix: 200 viewers hold the live stream open, half on each. The live-timing source must see
// one poll per endpoint per interval from the whole cluster, and a change at the source must reach
// the viewers of both instances.

const pollMs = 1000;
const viewersPerInstance = 100;

type Timing = { cars: { code: string }[] } | null;

/** One viewer: reads the stream with plain fetch and keeps the leader of the newest `timing` event. */
function viewer(url: string, signal: AbortSignal) {
  const seen = {
    leader: undefined as string | undefined,
    events: 0,
    failed: undefined as string | undefined,
  };
  void (async () => {
    const response = await fetch(`${url}/api/live/stream`, { signal });
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!/^event: timing$/m.test(block)) continue;
        const timing = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Timing;
        seen.events += 1;
        seen.leader = timing?.cars[0]?.code;
      }
    }
  })().catch((error: Error) => {
    if (!signal.aborted) seen.failed = error.message;
  });
  return seen;
}

test.use({ now: '2025-07-06T14:30:00Z' });

test('200 viewers on two instances cause one poll per interval at the source', async ({ startServer }) => {
  test.skip(!(await postgresAnswers()), 'needs a PostgreSQL server at PITWALL_TEST_DATABASE_URL');
  test.setTimeout(300_000);
  const database = await createScratchDatabase('pitwall_e2e_live');
  let source: OpenF1Server | undefined;
  const viewers = new AbortController();
  try {
    source = await startOpenF1Server(britishGp2025Race(), { replayAt: '2025-07-06T14:30:00Z' });
    const env = {
      DATABASE_URL: database.url,
      LIVE_TIMING_SOURCE: 'openf1',
      LIVE_TIMING_URL: source.url,
      LIVE_TIMING_POLL_MS: String(pollMs),
      // Every viewer here comes from this machine's one address: past the per-client cap otherwise.
      LIVE_STREAM_MAX_PER_CLIENT: String(viewersPerInstance),
    };
    // The first migrates and loads the snapshot; the second finds it done.
    const a = await startServer({ env, timeoutMs: 180_000 });
    const b = await startServer({ env, timeoutMs: 180_000 });

    const audience = [
      ...Array.from({ length: viewersPerInstance }, () => viewer(a.url, viewers.signal)),
      ...Array.from({ length: viewersPerInstance }, () => viewer(b.url, viewers.signal)),
    ];
    const leaders = () => {
      const failed = audience.find((each) => each.failed)?.failed;
      if (failed) throw new Error(`a viewer's stream failed: ${failed}`);
      return [...new Set(audience.map((each) => each.leader ?? 'none'))];
    };
    await expect.poll(leaders, { timeout: 30_000 }).toEqual(['PIA']);

    // Watch the source for a while with everyone connected.
    const from = Date.now();
    await expect
      .poll(() => Date.now() - from, { timeout: 15_000, intervals: [500] })
      .toBeGreaterThan(6 * pollMs);
    const to = Date.now();
    const log = source.requests();
    for (const endpoint of ['drivers', 'position', 'intervals', 'laps', 'pit', 'stints', 'race_control']) {
      const times = log.filter((request) => request.endpoint === endpoint).map((request) => request.at);
      const inWindow = times.filter((at) => at >= from && at <= to);
      // At most one per interval (the poller lets a poll come a fifth of an interval early; two
      // instances polling each on its own would make about twice as many)…
      expect(inWindow.length, `${endpoint} polls in ${to - from} ms`).toBeLessThanOrEqual(
        Math.floor((to - from) / (pollMs * 0.8)) + 1,
      );
      // …and the polling goes on with 200 viewers, however noisy the machine.
      expect(inWindow.length, `${endpoint} polls in ${to - from} ms`).toBeGreaterThanOrEqual(2);
    }
    // The session was looked up once for the whole cluster.
    expect(log.filter((request) => request.endpoint === 'sessions')).toHaveLength(1);
    console.log(
      `${log.filter((request) => request.endpoint === 'position' && request.at >= from && request.at <= to).length} position polls in ${to - from} ms with ${audience.length} viewers`,
    );

    // Piastri serves his penalty at the source: every viewer, on either instance, sees Norris lead.
    source.replayTo('2025-07-06T14:50:00Z');
    await expect.poll(leaders, { timeout: 30_000 }).toEqual(['NOR']);
  } finally {
    viewers.abort();
    await source?.close();
    await database.drop();
  }
});
