// Per page: the JavaScript a first visit downloads (the entry and route modules the server-rendered
// HTML loads, raw and gzipped) and Lighthouse's performance score in Debian's Chromium.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';

export const pages = [
  '/',
  '/teams',
  '/drivers',
  '/drivers/NOR',
  '/race-results/2025',
  '/qualifying-results/2025',
  '/schedule',
  '/schedule/2025/british-grand-prix',
];

export type PageFigures = {
  path: string;
  scripts: number;
  jsBytes: number;
  jsGzipBytes: number;
  score: number | null;
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

export async function measurePages(origin: string): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const figures: PageFigures[] = [];
    for (const path of pages) {
      const weight = await javascriptWeight(origin, path);
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const score = result?.lhr.categories.performance?.score ?? null;
      figures.push({ path, ...weight, score: score === null ? null : Math.round(score * 100) });
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}
