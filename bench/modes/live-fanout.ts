// `npm run bench -- --live-fanout`: live timing's fan-out: two instances on one PostgreSQL database,
// 1,000 viewers of /api/live/stream each, a race recording played to the follower at 4× through a
// local live-timing server: updates delivered per second, server CPU per viewer per update and
// delivery p99 (bench/live-fanout.ts).
import { join } from 'node:path';
import { bytes, cpuMs, formatTable, int, latency, type ModeContext, s, startPitwall } from '../common.ts';
import {
  type Latency,
  liveFanoutInstances,
  liveFanoutNow,
  measureLiveFanout,
  paceSpeedup,
  playbackFeedMs,
  viewersPerInstance,
  windowFeedMs,
} from '../live-fanout.ts';

export async function run({ work }: ModeContext) {
  const dataDir = join(work, 'server');
  const figures = await measureLiveFanout(
    (name, env) => startPitwall(`${dataDir}-${name}`, env),
    (pid) => cpuMs(pid),
  );
  const windowSeconds = figures.windowMs / 1000;
  const perViewerUpdate = (cpuTime: number | undefined, events: number) =>
    cpuTime === undefined || events === 0 ? 'n/a' : `${((cpuTime * 1000) / events).toFixed(1)} µs`;
  const row = (
    name: string,
    viewers: number,
    events: number,
    sent: number,
    delivery: Latency,
    cpuTime: number | undefined,
  ) => [
    name,
    int(viewers),
    viewers === 0 ? 'n/a' : (events / viewers).toFixed(1),
    int(events),
    int(events / windowSeconds),
    events === 0 ? 'n/a' : bytes(Math.round(sent / events)),
    latency(delivery.p50),
    latency(delivery.p99),
    latency(delivery.max),
    cpuTime === undefined ? 'n/a' : s(cpuTime),
    perViewerUpdate(cpuTime, events),
  ];
  const rows = [
    [
      'instance',
      'viewers',
      'updates/viewer',
      'events',
      'events/s',
      'bytes/event',
      'p50',
      'p99',
      'max',
      'CPU',
      'CPU/viewer/update',
    ],
  ];
  for (const instance of figures.instances) {
    rows.push(
      row(
        `${instance.name}${instance.follower ? ' (follower)' : ''}`,
        instance.viewers,
        instance.events,
        instance.bytes,
        instance.latency,
        instance.cpuMs,
      ),
    );
  }
  const all = figures.instances;
  const sum = (pick: (instance: (typeof all)[number]) => number) =>
    all.reduce((total, instance) => total + pick(instance), 0);
  const cpus = all.map((instance) => instance.cpuMs);
  const totalCpu = cpus.every((value) => value !== undefined)
    ? cpus.reduce<number>((total, value) => total + (value ?? 0), 0)
    : undefined;
  rows.push(
    row(
      'both',
      sum((instance) => instance.viewers),
      sum((instance) => instance.events),
      sum((instance) => instance.bytes),
      figures.delivery,
      totalCpu,
    ),
  );
  const viewers = liveFanoutInstances * viewersPerInstance;
  console.log(
    `\nLive timing fan-out — the 2025 British GP race from lights out, ${playbackFeedMs / 1000} s of feed at ` +
      `${paceSpeedup}× (every record of each ${windowFeedMs} ms of feed time in one batch, one batch every ` +
      `${windowFeedMs / paceSpeedup} ms: ${int(figures.batches)} batches, ${int(figures.records)} records) ` +
      `through a local live-timing server to ${liveFanoutInstances} instances on one PostgreSQL database, ` +
      `${int(viewersPerInstance)} viewers of /api/live/stream each (HTTP/1.1, 127.0.0.1), measured over ` +
      `${windowSeconds.toFixed(1)} s; delivery = a batch leaving the upstream server → a viewer's first event with ` +
      `its feed timestamp; PITWALL_NOW=${liveFanoutNow}, Node ${process.version}\n`,
  );
  console.log(formatTable(rows));
  const dropped = sum((instance) => instance.dropped);
  const refused = sum((instance) => instance.refused);
  console.log(
    `\nViewers: ${int(sum((instance) => instance.viewers))} of ${int(viewers)} held, ${int(refused)} refused, ` +
      `${int(dropped)} dropped during the run, ${int(figures.complete)} received the last batch`,
  );
  console.log(
    `Fan-out spread (one update from an instance's first viewer to its last): ${all
      .map(
        (instance) =>
          `${instance.name} p50 ${latency(instance.spread.p50)}, max ${latency(instance.spread.max)}`,
      )
      .join('; ')}`,
  );
  console.log(
    `Server CPU in the kernel (system time) during the playback: ${all
      .map(
        (instance) =>
          `${instance.name} ${instance.systemShare === undefined ? 'n/a' : `${Math.round(instance.systemShare * 100)}%`}`,
      )
      .join(', ')}`,
  );
  console.log(
    `Idle CPU with every viewer connected and no change (3 s before the playback): ${all
      .map(
        (instance) =>
          `${instance.name} ${instance.idleCpuMsPerS === undefined ? 'n/a' : `${instance.idleCpuMsPerS.toFixed(0)} ms/s`}`,
      )
      .join(', ')}`,
  );
  console.log(
    `Every batch's wait for its first event (older records of a flush wait longer): ` +
      `p50 ${latency(figures.everyBatch.p50)}, p99 ${latency(figures.everyBatch.p99)}, ` +
      `max ${latency(figures.everyBatch.max)}`,
  );
  const { subscriptions, open, refusedNegotiations } = figures.upstream;
  console.log(
    `Upstream connections: ${subscriptions} in all (${subscriptions === 1 ? 'one, as it must be' : 'NOT one'}; ` +
      `${open} open at the end; ${refusedNegotiations} negotiations refused while instance A loaded the database)`,
  );
  console.log(
    `Bench process (viewers and upstream server): CPU ${s(figures.bench.cpuMs)} ` +
      `(${((figures.bench.cpuMs / figures.windowMs) * 100).toFixed(0)}% of a core), event-loop delay p99 ` +
      `${latency(figures.bench.loopDelayP99Ms)}`,
  );
}
