// Runs a command and passes its output through line by line, leaving out the one notice of our
// tools we cannot act on (below). `npm run typecheck` and `npm run dev` run through it; the build
// (scripts/build.mjs) filters its output with the same pattern.
//   node scripts/quiet-upstream.mjs <command> [arguments…]
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * React Router 7's Vite plugin loads its configuration through a Vite server of its own started with
 * `envFile: false`, which Vite 8 reports as deprecated on every start; React Router 8 (Node 22)
 * passes `envDir: false` instead. Nothing in our configuration sets it (vite.config.ts rewrites it
 * for the servers that take our plugins).
 */
export const upstreamNotice = /^The `envFile` option is deprecated, please use `envDir: false` instead\.\r?$/;

/** Copies a stream to `target` line by line without the upstream notice. */
function passThrough(stream, target) {
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => {
    if (!upstreamNotice.test(line)) target.write(`${line}\n`);
  });
  return new Promise((resolve) => lines.on('close', resolve));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/quiet-upstream.mjs <command> [arguments…]');
    process.exit(2);
  }
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
  // Ctrl-C reaches the whole process group; a SIGTERM sent to us alone is passed on.
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  process.on('SIGINT', () => {});
  const copied = Promise.all([
    passThrough(child.stdout, process.stdout),
    passThrough(child.stderr, process.stderr),
  ]);
  child.on('close', async (code, signal) => {
    await copied;
    process.exit(code ?? (signal ? 1 : 0));
  });
}
