// `npm test`: every lane of docs/testing.md, in three stages; within a stage, lanes side by side
// where they leave each other room. The first lane that fails
// stops the run: the others are ended, and the last line names the failed lane.
// `node --import tsx scripts/test.ts unit engine` runs only the lanes named, in the same stages.
import { type ChildProcess, spawn } from 'node:child_process';
import { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each lane is its npm script (`npm run test:<lane>`), so a lane runs alone the same way. */
const lanes = ['static', 'unit', 'engine', 'build', 'system', 'browser'];

/**
 * The stages, one after another; each is a list of tracks run side by side, each track's lanes one
 * after another. The unit lane runs a file per core, alone (the static checks beside it cost it as
 * long as they take). The engine lane, then the static checks, run beside the build and the system
 * lane, whose files mostly wait on servers they start and stop. The browser lane runs alone: its
 * two workers, each a server and a Chromium, need both cores (run beside a Vitest lane, its longest
 * tests ran past their time).
 */
const stages: string[][][] = [
  [['unit']],
  [
    ['engine', 'static'],
    ['build', 'system'],
  ],
  [['browser']],
];

const asked = process.argv.slice(2);
for (const lane of asked) {
  if (!lanes.includes(lane)) {
    console.error(`Unknown lane "${lane}": the lanes are ${lanes.join(', ')}.`);
    process.exit(2);
  }
}
const selected = new Set(asked.length ? asked : lanes);
if (selected.has('system') || selected.has('browser')) selected.add('build');

/** Whether the PostgreSQL server of the engine lane answers. */
function postgresAnswers(): Promise<boolean> {
  const url = new URL(process.env.PITWALL_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(url.port || 5432), url.hostname, () => done(true));
  });
}

if (selected.has('engine') && !(await postgresAnswers())) {
  if (process.env.CI) {
    console.error('The engine lane needs PostgreSQL (PITWALL_TEST_DATABASE_URL), and none answers.');
    process.exit(1);
  }
  console.log(
    'PostgreSQL does not answer: skipping the engine lane (docs/testing.md says how to start one).',
  );
  selected.delete('engine');
}

const running = new Map<string, ChildProcess>();
const finished = new Map<string, { seconds: number; ok: boolean }>();
let failed: { lane: string; code: number | NodeJS.Signals | null } | undefined;
/** Set once a lane failed: the lanes ended after it are not reported as failures of their own. */
let stopping = false;

/** Runs `npm run test:<lane>` (the build: as `npm start` does, when stale), its lines prefixed with the lane. */
function runLane(lane: string): Promise<boolean> {
  const [command, args]: [string, string[]] =
    lane === 'build'
      ? [process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-needed']]
      : ['npm', ['run', `test:${lane}`]];
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  running.set(lane, child);
  const prefix = `[${lane}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(lane);
      const seconds = (performance.now() - started) / 1000;
      finished.set(lane, { seconds, ok: code === 0 });
      if (code !== 0 && !failed && !stopping) failed = { lane, code: code ?? signal };
      resolve(code === 0);
    });
  });
}

async function runTrack(track: string[]) {
  for (const lane of track) {
    if (!selected.has(lane)) continue;
    if (failed) return;
    const ok = await runLane(lane);
    if (!ok) {
      stopOthers();
      return;
    }
  }
}

function stopOthers() {
  stopping = true;
  for (const [, child] of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

process.on('SIGINT', () => {
  stopOthers();
  process.exit(130);
});

const started = performance.now();
for (const stage of stages) {
  if (failed) break;
  await Promise.all(stage.map(runTrack));
}
const total = ((performance.now() - started) / 1000).toFixed(0);

console.log('\nLane times (docs/testing.md):');
for (const lane of lanes) {
  const result = finished.get(lane);
  if (result)
    console.log(
      `  ${lane.padEnd(8)} ${result.seconds.toFixed(0).padStart(5)} s  ${result.ok ? 'passed' : 'FAILED'}`,
    );
}
console.log(`  ${'total'.padEnd(8)} ${total.padStart(5)} s`);
if (failed) {
  console.error(`\nnpm test: the ${failed.lane} lane failed (exit ${failed.code}).`);
  process.exit(1);
}
console.log('\nnpm test: every lane passed.');
