// `npm run bench`: what one Pitwall instance does on this machine, as tables. With no flag it runs
// the whole bench; `npm run bench -- --<mode>` runs one mode of `modes` below instead, and
// `npm run bench -- --help` lists them. Each mode is a module of bench/modes/ whose `run` prints its
// figures; what they share (starting the built server, autocannon runs, tables) is bench/common.ts.
// The server is built first when its sources changed, and every server a mode started is stopped
// and the scratch folder removed at the end (or on Ctrl-C).
import { ensureServerBuild } from '../src/server/testing/server-process.ts';
import { cleanUp, type ModeContext, workDir } from './common.ts';

type Mode = {
  description: string;
  /** Flags that change what the mode does, and how. */
  options?: Record<string, string>;
  module: () => Promise<{ run: (context: ModeContext) => Promise<void> }>;
};

/** `npm run bench` with no mode flag. */
const everything: Mode = {
  description:
    'snapshot load, cold and warm start, requests/s, p99 and CPU per request against an in-memory ' +
    'baseline, the signed-in pages, the JavaScript budget and Lighthouse per page (about five minutes)',
  module: () => import('./modes/all.ts'),
};

/** The modes by flag. Given several, the first here runs; any other argument is ignored. */
const modes: Record<`--${string}`, Mode> = {
  '--budget': {
    description: "every page's first-load JavaScript against the 125 KB gzip budget (no server)",
    module: () => import('./modes/budget.ts'),
  },
  '--signed-in': {
    description: 'signed-in pages: requests/s, p50 and p99 at 10 and 50 connections, and the target',
    module: () => import('./modes/signed-in.ts'),
  },
  '--instances': {
    description:
      'signed-in pages on PostgreSQL with one instance and with two (INSTANCES=2): requests/s, p99, ' +
      'CPU per request, and the target (two ≥ 1.6× one)',
    module: () => import('./modes/instances.ts'),
  },
  '--soak': {
    description:
      'ten minutes of 50 signed-in connections over the main pages: RSS each minute, and the target ' +
      '(the last within 20 % of the first)',
    module: () => import('./modes/soak.ts'),
  },
  '--f1-flood': {
    description:
      '/api/health and / p50 and p99 while 50 connections flood /f1 (new offsets, new filters; ' +
      'with and without the limits)',
    module: () => import('./modes/f1-flood.ts'),
  },
  '--client-floods': {
    description: '/api/health and a kept page while one client floods pages or a calendar feed (PGlite)',
    options: { '--postgres': "on PostgreSQL as well (PITWALL_TEST_DATABASE_URL's server)" },
    module: () => import('./modes/client-floods.ts'),
  },
  '--live-fanout': {
    description:
      "live timing's fan-out: two instances on one PostgreSQL database, 1,000 viewers each, a race " +
      'played at 4×: updates/s, CPU per viewer per update, delivery p99',
    module: () => import('./modes/live-fanout.ts'),
  },
  '--live-pages': {
    description:
      'first-load JavaScript and Lighthouse of /live half an hour into a race and of its replay page, ' +
      "from local stand-ins for Formula 1's feed and archive",
    module: () => import('./modes/live-pages.ts'),
  },
  '--signup-timing': {
    description: 'median sign-up time for a new address and for one that already has an account',
    module: () => import('./modes/signup-timing.ts'),
  },
  '--predictions': {
    description:
      "scoring 100,000 fans' predictions of one race: time and rows written for the first run, a run " +
      'with nothing to change and a re-score after a correction; the season table from the totals',
    options: { '--postgres': "on PostgreSQL as well (PITWALL_TEST_DATABASE_URL's server)" },
    module: () => import('./modes/predictions.ts'),
  },
  '--pages': {
    description:
      'the budget check, and per main page first-load JavaScript and Lighthouse mobile and desktop',
    module: () => import('./modes/pages.ts'),
  },
};

function printHelp() {
  const rows: [string, string][] = [['(no flag)', everything.description]];
  for (const [flag, mode] of Object.entries(modes)) {
    rows.push([flag, mode.description]);
    for (const [option, meaning] of Object.entries(mode.options ?? {})) rows.push([`  ${option}`, meaning]);
  }
  const width = Math.max(...rows.map(([flag]) => flag.length));
  console.log('Usage: npm run bench [-- --<mode> [options]]\n');
  for (const [flag, description] of rows) console.log(`  ${flag.padEnd(width)}  ${description}`);
}

const args = process.argv.slice(2);
if (args.includes('--help')) {
  printHelp();
} else {
  const mode = Object.entries(modes).find(([flag]) => args.includes(flag))?.[1] ?? everything;
  ensureServerBuild();
  try {
    const { run } = await mode.module();
    await run({ work: workDir(), args });
  } finally {
    await cleanUp();
  }
}
