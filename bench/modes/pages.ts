// `npm run bench -- --pages`: the budget check (bench/modes/budget.ts) and, per main page,
// first-load JavaScript as the HTML loads it and Lighthouse's performance score, mobile (median of
// 3 runs) and desktop, against the targets: mobile 95 or more, desktop 100 (bench/pages.ts), against
// a warm server.
import { join } from 'node:path';
import { formatTable, type ModeContext, startPitwall } from '../common.ts';
import { measurePages, mobileRuns, pages } from '../pages.ts';
import { printBudget } from './budget.ts';

/** Lighthouse performance targets: mobile (median of its runs) and desktop. */
const lighthouseTargets = { mobile: 95, desktop: 100 };

const ms = (value: number | null) => (value === null ? 'n/a' : `${(value / 1000).toFixed(1)} s`);
const score = (value: number | null) => (value === null ? 'n/a' : String(value));

/** Per page of `paths`: first-load JavaScript and Lighthouse mobile and desktop, and the targets. */
export async function printPages(url: string, paths = pages) {
  console.log(
    `\nLighthouse (performance; mobile, median of ${mobileRuns} runs, and desktop) and first-load JavaScript per page…`,
  );
  const pageRows = [
    [
      'page',
      'HTML br',
      'JS gzip',
      'JS',
      'scripts',
      `mobile (median of ${mobileRuns})`,
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'desktop',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
    ],
  ];
  const figures = await measurePages(url, paths);
  for (const page of figures) {
    pageRows.push([
      page.path,
      page.htmlBrBytes === null ? 'n/a' : `${(page.htmlBrBytes / 1024).toFixed(1)} KB`,
      `${(page.jsGzipBytes / 1024).toFixed(1)} KB`,
      `${(page.jsBytes / 1024).toFixed(1)} KB`,
      String(page.scripts),
      score(page.mobile.score),
      ms(page.mobile.fcp),
      ms(page.mobile.lcp),
      `${page.mobile.tbt ?? 'n/a'} ms`,
      String(page.mobile.cls ?? 'n/a'),
      score(page.desktop.score),
      ms(page.desktop.fcp),
      ms(page.desktop.lcp),
      `${page.desktop.tbt ?? 'n/a'} ms`,
      String(page.desktop.cls ?? 'n/a'),
    ]);
  }
  console.log(`\n${formatTable(pageRows)}`);
  const missed = (profile: 'mobile' | 'desktop') =>
    figures.filter((page) => (page[profile].score ?? -1) < lighthouseTargets[profile]);
  for (const profile of ['mobile', 'desktop'] as const) {
    const below = missed(profile);
    const scores = figures.map((page) => `${page.path} ${score(page[profile].score)}`).join(', ');
    const target = profile === 'mobile' ? `>= ${lighthouseTargets.mobile} (median of ${mobileRuns})` : '100';
    console.log(
      `${profile === 'mobile' ? '\n' : ''}Target Lighthouse ${profile} ${target}: ` +
        `${below.length === 0 ? 'MET' : `NOT MET on ${below.map((page) => page.path).join(', ')}`} — ${scores}`,
    );
  }
  console.log(
    '\nLighthouse simulates a slow 4G network and a 4x slower CPU for mobile; its scores move with the ' +
      "machine's load, so compare runs made on a quiet machine.",
  );
}

export async function run({ work }: ModeContext) {
  const server = await startPitwall(join(work, 'server'));
  printBudget();
  await printPages(server.url);
}
