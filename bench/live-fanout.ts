// `npm run bench -- --live-fanout`: live timing's fan-out in a cluster. Two instances of the built
// server share one fresh PostgreSQL database (the PostgreSQL server of PITWALL_TEST_DATABASE_URL) with
// LIVE_TIMING_SOURCE=f1 and PITWALL_NOW half an hour into the 2025 British Grand Prix; a local server
// speaking Formula 1's live-timing protocol (src/server/testing/signalr-core-server.ts) stands for
// Formula 1, its state the keyframes of a recording of that race made from the stored race data
// (src/server/testing/feed-recording.ts). One instance (the live-timing job's lock holder) follows
// it, 1,000 viewers per instance hold GET /api/live/stream open over HTTP/1.1, and the recording is
// played from lights out, compressed: every record of each 250 ms window of feed time, one window
// every 62.5 ms of wall time (4×), for 180 s of feed (45 s). Measured during the playback: the
// `timing` events each instance delivered (in all and per second, and their size), each server's CPU
// time per viewer per update, and the delivery latency, from the moment the batch holding a record
// leaves the upstream server to the moment a viewer receives the first event whose `session.feedAt`
// is that record's (the newest one merged into it).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/client.ts';
import { recordRace } from '../src/server/testing/feed-recording.ts';
import { startSignalRCoreServer } from '../src/server/testing/signalr-core-server.ts';
import { applyFeedRecords, type FeedRecord } from '../src/shared/live-feed.ts';
import { freshPostgresDatabase } from './client-floods.ts';

/** During the 2025 British Grand Prix (lights out at 14:00Z), so the calendar has it running. */
export const liveFanoutNow = '2025-07-06T14:30:00Z';
const race = { year: 2025, round: 12 };
export const liveFanoutInstances = 2;
export const viewersPerInstance = 1000;
/** The playback: feed time runs this many times faster than wall time. */
export const paceSpeedup = 4;
/** Records are sent in batches of this much feed time (one batch every windowFeedMs / paceSpeedup). */
export const windowFeedMs = 250;
/** Feed time played from lights out. */
export const playbackFeedMs = 180_000;
/** Viewers opening at once (each waits for its first event before the next opens). */
const openingAtOnce = 100;
/** How long after the last batch the viewers may take to receive it. */
const drainTimeoutMs = 10_000;

/** A started server as bench/common.ts's `startPitwall` gives it. */
export type FanoutServer = { url: string; child: { pid?: number | undefined }; stop: () => Promise<void> };

export type Latency = { samples: number; p50: number; p99: number; max: number };

export type InstanceFigures = {
  name: string;
  /** Whether this instance held the live-timing job (followed the feed). */
  follower: boolean;
  viewers: number;
  /** Viewers the instance refused (429, 503) or that failed to open. */
  refused: number;
  /** Viewers whose stream ended during the run (the instance drops one that stops reading). */
  dropped: number;
  /** `timing` events its viewers received during the playback, and their bytes (as sent, SSE framing included). */
  events: number;
  bytes: number;
  /** The server's CPU time (user + system) during the playback, ms; undefined where /proc has none. */
  cpuMs: number | undefined;
  /** Delivery latency of the newest record each event carries (one sample per viewer and update). */
  latency: Latency;
  /**
   * How long one update takes to reach all of the instance's viewers: from the first viewer's receipt
   * of it to the last's (p50 and max over the updates every viewer received).
   */
  spread: { p50: number; max: number };
  /** The share of that CPU time spent in the kernel (system time: socket writes, loopback TCP). */
  systemShare: number | undefined;
  /** The server's CPU time per second while its viewers were connected and nothing changed, ms. */
  idleCpuMsPerS: number | undefined;
};

export type LiveFanoutFigures = {
  instances: InstanceFigures[];
  /** The delivery latency of both instances' viewers together. */
  delivery: Latency;
  /** Every batch's wait for the first event to carry it (older records of a flush wait longer). */
  everyBatch: Latency;
  /** Wall time from the first batch sent to the last batch received by every viewer (or the timeout). */
  windowMs: number;
  batches: number;
  records: number;
  /** Viewers that received the event carrying the last batch. */
  complete: number;
  /** WebSocket connections that subscribed upstream, how many are open at the end, negotiations refused. */
  upstream: { subscriptions: number; open: number; refusedNegotiations: number };
  /** The bench process (viewers and upstream server): its CPU time and event-loop delay p99, ms. */
  bench: { cpuMs: number; loopDelayP99Ms: number };
};

type Viewer = {
  instance: number;
  /** Ordinal of the newest batch an event carried to this viewer (-1: none yet). */
  seen: number;
  feedAt: string | null;
  ended: boolean;
  close: () => void;
};

const timingPrefix = Buffer.from('event: timing\n');
const feedAtKey = Buffer.from('"feedAt":');

/** The `session.feedAt` an SSE event's JSON carries, read without parsing the rest (one key of that name). */
function feedAtOf(event: Buffer): string | null {
  const key = event.indexOf(feedAtKey);
  if (key < 0) return null;
  const start = key + feedAtKey.length;
  if (event[start] !== 0x22) return null;
  const end = event.indexOf(0x22, start + 1);
  return end < 0 ? null : event.toString('latin1', start + 1, end);
}

/**
 * Opens one viewer's event stream; resolves once its first `timing` event has arrived, rejects when
 * the instance refuses it. `onTiming` gets each `timing` event (without its closing blank line) and
 * the time its last byte arrived.
 */
function openViewer(
  url: string,
  agent: Agent,
  viewer: Viewer,
  onTiming: (viewer: Viewer, event: Buffer, receivedAt: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/live/stream`,
      { agent, headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          viewer.ended = true;
          response.resume();
          reject(new Error(`HTTP ${response.statusCode}`));
          return;
        }
        let pending: Buffer | undefined;
        let opened = false;
        response.on('data', (chunk: Buffer) => {
          const receivedAt = performance.now();
          const data = pending ? Buffer.concat([pending, chunk]) : chunk;
          let start = 0;
          for (;;) {
            const end = data.indexOf('\n\n', start);
            if (end < 0) break;
            const event = data.subarray(start, end);
            start = end + 2;
            if (!event.subarray(0, timingPrefix.length).equals(timingPrefix)) continue;
            onTiming(viewer, event, receivedAt);
            if (!opened) {
              opened = true;
              resolve();
            }
          }
          pending = start < data.length ? data.subarray(start) : undefined;
        });
        response.on('close', () => {
          viewer.ended = true;
        });
        response.on('error', () => {});
      },
    );
    req.on('error', (error) => {
      viewer.ended = true;
      reject(error);
    });
    viewer.close = () => req.destroy();
    req.end();
  });
}

/** A process's user and system CPU time so far, in clock ticks (Linux); undefined elsewhere. */
function cpuTicks(pid: number | undefined): { user: number; system: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return { user: Number(fields[11]), system: Number(fields[12]) };
  } catch {
    return undefined;
  }
}

function latencyOf(samples: number[]): Latency {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { samples: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, Math.max(0, ms)));

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`live fan-out: ${what} not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/**
 * Runs the whole measure: a fresh database, the upstream server, the two instances (`start` runs one
 * with the given env on top of the bench's; `cpuMs` reads a process's CPU time), the viewers and the
 * playback; everything is stopped and the database dropped at the end.
 */
export async function measureLiveFanout(
  start: (name: string, env: Record<string, string>) => Promise<FanoutServer>,
  cpuMs: (pid: number | undefined) => number | undefined,
): Promise<LiveFanoutFigures> {
  const servers: FanoutServer[] = [];
  const viewers: Viewer[] = [];
  const database = await freshPostgresDatabase();
  const upstream = await startSignalRCoreServer();
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  try {
    // The first instance migrates and loads the database; the recording is made from what it loaded,
    // so until then the upstream server refuses the follower (it tries again within seconds).
    upstream.refuseWith(503);
    const env = {
      DATABASE_URL: database.url,
      PITWALL_NOW: liveFanoutNow,
      LIVE_TIMING_SOURCE: 'f1',
      F1_LIVE_TIMING_URL: upstream.url,
      // All viewers come from 127.0.0.1: the most streams one address may hold (the setting's maximum).
      LIVE_STREAM_MAX_PER_CLIENT: String(viewersPerInstance),
    };
    console.log('Live fan-out: starting instance A (migrating and loading PostgreSQL)…');
    servers.push(await start('a', env));
    const opened = await openDatabase({ databaseUrl: database.url });
    const recording = await recordRace(opened.db, race).finally(() => opened.close());
    const lightsOut = Date.parse(recording.startsAt);
    const feedMs = (record: FeedRecord) => Date.parse(record.at) - lightsOut;
    upstream.setState(
      applyFeedRecords(
        {},
        recording.records.filter((record) => feedMs(record) < 0),
      ),
    );
    upstream.refuseWith(undefined);
    await upstream.waitForSubscriptions(1, 60_000);
    const refusedNegotiations = upstream.authorizations().length - 1;
    // Started once A holds the job's lock: B only serves its viewers.
    console.log('Live fan-out: A follows the feed; starting instance B…');
    servers.push(await start('b', env));

    // The batches: each window's records, sent at the window's end in wall time.
    const windows: FeedRecord[][] = Array.from(
      { length: Math.ceil(playbackFeedMs / windowFeedMs) },
      () => [],
    );
    for (const record of recording.records) {
      const ms = feedMs(record);
      if (ms >= 0 && ms < playbackFeedMs) windows[Math.floor(ms / windowFeedMs)]?.push(record);
    }
    /** Feed timestamp of each played record → ordinal of its batch; each batch's send time. */
    const batchOf = new Map<string, number>();
    const sentAt: number[] = [];
    let batches = 0;
    let records = 0;
    for (const batch of windows) {
      if (batch.length === 0) continue;
      for (const record of batch) batchOf.set(record.at, batches);
      batches += 1;
      records += batch.length;
    }

    // The viewers, and what each event tells.
    let measuring = false;
    const counts = servers.map(() => ({ events: 0, bytes: 0 }));
    const newest: number[][] = servers.map(() => []);
    const everyBatch: number[] = [];
    /** Per instance, each update's first and last receipt and how many viewers received it. */
    const reached = servers.map(() => new Map<number, { first: number; last: number; viewers: number }>());
    const onTiming = (viewer: Viewer, event: Buffer, receivedAt: number) => {
      const feedAt = feedAtOf(event);
      viewer.feedAt = feedAt;
      if (!measuring) return;
      const count = counts[viewer.instance];
      if (count) {
        count.events += 1;
        count.bytes += event.length + 2;
      }
      const batch = feedAt === null ? undefined : batchOf.get(feedAt);
      if (batch === undefined || batch <= viewer.seen) return;
      newest[viewer.instance]?.push(receivedAt - (sentAt[batch] ?? receivedAt));
      const reach = reached[viewer.instance];
      const seen = reach?.get(batch);
      if (seen) {
        seen.last = receivedAt;
        seen.viewers += 1;
      } else reach?.set(batch, { first: receivedAt, last: receivedAt, viewers: 1 });
      for (let older = viewer.seen + 1; older <= batch; older += 1)
        everyBatch.push(receivedAt - (sentAt[older] ?? receivedAt));
      viewer.seen = batch;
    };
    console.log(`Live fan-out: opening ${viewersPerInstance} viewers on each instance…`);
    const refused = servers.map(() => 0);
    const queue = Array.from({ length: viewersPerInstance * servers.length }, (_, n) => n % servers.length);
    await Promise.all(
      Array.from({ length: openingAtOnce }, async () => {
        for (let instance = queue.shift(); instance !== undefined; instance = queue.shift()) {
          const viewer: Viewer = { instance, seen: -1, feedAt: null, ended: false, close: () => {} };
          viewers.push(viewer);
          await openViewer(servers[instance]?.url ?? '', agent, viewer, onTiming).catch(() => {
            refused[instance] = (refused[instance] ?? 0) + 1;
          });
        }
      }),
    );
    const live = () => viewers.filter((viewer) => !viewer.ended);
    // Every viewer has the subscription's state (a feed timestamp) before the playback starts.
    await until(() => live().every((viewer) => viewer.feedAt !== null), 30_000, 'the first state');
    // A quiet moment with every viewer connected: each server's CPU time then, for comparison.
    const idleMs = 3000;
    const idleBefore = servers.map((server) => cpuMs(server.child.pid));
    await sleep(idleMs);
    const idleAfter = servers.map((server) => cpuMs(server.child.pid));

    console.log(
      `Live fan-out: ${live().length} viewers; playing ${playbackFeedMs / 1000} s of the race at ${paceSpeedup}×…`,
    );
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const benchCpuBefore = process.cpuUsage();
    const cpuBefore = servers.map((server) => cpuMs(server.child.pid));
    const ticksBefore = servers.map((server) => cpuTicks(server.child.pid));
    measuring = true;
    const startedAt = performance.now();
    let ordinal = 0;
    for (const [index, batch] of windows.entries()) {
      if (batch.length === 0) continue;
      await sleep(startedAt + ((index + 1) * windowFeedMs) / paceSpeedup - performance.now());
      sentAt[ordinal] = performance.now();
      ordinal += 1;
      await upstream.send(batch, { oneFrame: true });
    }
    const last = batches - 1;
    await until(
      () => live().every((viewer) => viewer.seen === last),
      drainTimeoutMs,
      'the last batch at every viewer',
    ).catch((error: Error) => console.warn(`  ${error.message}`));
    measuring = false;
    const windowMs = performance.now() - startedAt;
    const cpuAfter = servers.map((server) => cpuMs(server.child.pid));
    const ticksAfter = servers.map((server) => cpuTicks(server.child.pid));
    const benchCpu = process.cpuUsage(benchCpuBefore);
    loopDelay.disable();

    const instances = servers.map((_, index): InstanceFigures => {
      const before = cpuBefore[index];
      const after = cpuAfter[index];
      const mine = viewers.filter((viewer) => viewer.instance === index);
      return {
        name: String.fromCharCode(65 + index),
        follower: index === 0,
        viewers: mine.length - (refused[index] ?? 0),
        refused: refused[index] ?? 0,
        dropped: mine.filter((viewer) => viewer.ended).length - (refused[index] ?? 0),
        events: counts[index]?.events ?? 0,
        bytes: counts[index]?.bytes ?? 0,
        cpuMs: before === undefined || after === undefined ? undefined : after - before,
        latency: latencyOf(newest[index] ?? []),
        systemShare: (() => {
          const from = ticksBefore[index];
          const to = ticksAfter[index];
          if (!from || !to) return undefined;
          const system = to.system - from.system;
          const all = system + to.user - from.user;
          return all > 0 ? system / all : undefined;
        })(),
        spread: (() => {
          const spreads = [...(reached[index]?.values() ?? [])]
            .filter((update) => update.viewers === mine.length - (refused[index] ?? 0))
            .map((update) => update.last - update.first);
          const { p50, max } = latencyOf(spreads);
          return { p50, max };
        })(),
        idleCpuMsPerS: (() => {
          const idleStart = idleBefore[index];
          const idleEnd = idleAfter[index];
          return idleStart === undefined || idleEnd === undefined
            ? undefined
            : ((idleEnd - idleStart) * 1000) / idleMs;
        })(),
      };
    });
    return {
      instances,
      delivery: latencyOf(newest.flat()),
      everyBatch: latencyOf(everyBatch),
      windowMs,
      batches,
      records,
      complete: viewers.filter((viewer) => viewer.seen === last).length,
      upstream: {
        subscriptions: upstream.subscriptions().length,
        open: upstream.openConnections(),
        refusedNegotiations,
      },
      bench: {
        cpuMs: (benchCpu.user + benchCpu.system) / 1000,
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      },
    };
  } finally {
    for (const viewer of viewers) viewer.close();
    agent.destroy();
    await sleep(200);
    await Promise.all(servers.map((server) => server.stop()));
    await upstream.close();
    await database.drop();
  }
}
