// Per page: the JavaScript a first visit downloads (the entry and route modules the server-rendered
// HTML loads, raw and gzipped) and Lighthouse's performance score with its paint and blocking
// figures, in Debian's Chromium, under the mobile profile (simulated slow 4G and a 4x slower CPU;
// the median of three runs, each figure on its own, since one run's score moves with the machine's
// load) and the desktop one (one run).
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';

/**
 * The main pages: home, schedule, two meetings (at the bench's clock, 3 July 2025, the British Grand
 * Prix is the weekend ahead and the Austrian the one just run, with every session's classification),
 * both standings, a season's results, a driver, a team, history.
 */
export const pages = [
  '/',
  '/schedule',
  '/schedule/2025/british-grand-prix',
  '/schedule/2025/austrian-grand-prix',
  '/drivers',
  '/teams',
  '/race-results/2025',
  '/drivers/NOR',
  '/teams/mclaren',
  '/f1-history',
];

export type LighthouseFigures = {
  score: number | null;
  /** First contentful paint, largest contentful paint and total blocking time, in ms. */
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  /** Cumulative layout shift, unitless (0 is none). */
  cls: number | null;
};

export type PageFigures = {
  path: string;
  /** The document as a first visit receives it, Brotli-compressed, headers left out (null if unsaid). */
  htmlBrBytes: number | null;
  scripts: number;
  jsBytes: number;
  jsGzipBytes: number;
  mobile: LighthouseFigures;
  desktop: LighthouseFigures;
};

/** The module scripts a page's HTML makes the browser fetch on first load. */
async function firstLoadScripts(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  const found = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    found.add(match[1] as string);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)) {
    const src = match[1] ?? match[2];
    if (src?.startsWith('/')) found.add(src);
  }
  return [...found];
}

async function javascriptWeight(origin: string, path: string) {
  const scripts = await firstLoadScripts(origin + path);
  let jsBytes = 0;
  let jsGzipBytes = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(origin + src)).arrayBuffer());
    jsBytes += body.length;
    jsGzipBytes += gzipSync(body).length;
  }
  return { scripts: scripts.length, jsBytes, jsGzipBytes };
}

/**
 * The compressed document's size: on a slow connection a first answer within about 14 KB (TCP's first
 * window, headers included) arrives in one round trip, and one past it waits for another.
 */
async function documentWeight(url: string): Promise<number | null> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  // fetch hands over the body decoded: the bytes on the wire are the Content-Length the server sent.
  const length = response.headers.get('content-length');
  return length === null ? null : Number(length);
}

async function audit(url: string, port: number, profile: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
    profile === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  const ms = (id: string) => {
    const value = lhr?.audits[id]?.numericValue;
    return typeof value === 'number' ? Math.round(value) : null;
  };
  const score = lhr?.categories.performance?.score ?? null;
  if (score === null) console.warn(`  ${url} (${profile}): ${lhr?.runtimeError?.message ?? 'no score'}`);
  return {
    score: score === null ? null : Math.round(score * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: shift(lhr?.audits['cumulative-layout-shift']?.numericValue),
  };
}

const shift = (value: unknown) => (typeof value === 'number' ? Math.round(value * 1000) / 1000 : null);

/** How many times each page is audited under the mobile profile; the figures are their medians. */
export const mobileRuns = 3;

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1
    ? (known[middle] as number)
    : Math.round(((known[middle - 1] as number) + (known[middle] as number)) / 2);
}

async function auditMobile(url: string, port: number): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < mobileRuns; run += 1) runs.push(await audit(url, port, 'mobile'));
  return {
    score: median(runs.map((run) => run.score)),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    // The largest of the runs: a shift seen once is a shift.
    cls: runs.reduce<number | null>(
      (most, run) => (run.cls === null ? most : Math.max(most ?? 0, run.cls)),
      null,
    ),
  };
}

export async function measurePages(origin: string, paths = pages): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const figures: PageFigures[] = [];
    for (const path of paths) {
      const weight = await javascriptWeight(origin, path);
      const htmlBrBytes = await documentWeight(origin + path);
      const mobile = await auditMobile(origin + path, chrome.port);
      const desktop = await audit(origin + path, chrome.port, 'desktop');
      figures.push({ path, htmlBrBytes, ...weight, mobile, desktop });
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}
