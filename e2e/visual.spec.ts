import { blockMedia, expect, test, useTheme } from './support/test.ts';

// The look of the main pages, pinned: the first 1,400 px of each page at a phone's and a desktop's
// width, in both themes, compared with the committed pictures in visual.spec.ts-snapshots/ (a small
// tolerance for anti-aliasing). After a deliberate change of the look, `npm run test:browser -- e2e/visual.spec.ts
// --update-snapshots` writes new ones, to be looked at and committed with the change.
//
// The clock stands in the 2026 summer break (the Hungarian Grand Prix, round 11, is the last race
// run, the next weekend three days off, so no countdown ticks), in UTC; photos come from the
// official media site, out of reach here, so every page shows its designed fallbacks.
test.use({ now: '2026-08-20T12:00:00Z' });

const pages = [
  { name: 'home', path: '/' },
  { name: 'drivers', path: '/drivers' },
  { name: 'teams', path: '/teams' },
  { name: 'schedule', path: '/schedule' },
  { name: 'meeting', path: '/schedule/2026/hungarian-grand-prix' },
  { name: 'race-results', path: '/race-results' },
  { name: 'driver', path: '/drivers/RUS' },
  { name: 'team', path: '/teams/mercedes' },
];

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`the main pages look as pinned at ${width} px in the ${theme} theme`, async ({ page }) => {
      test.slow();
      await blockMedia(page);
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: 1400 });
      for (const { name, path } of pages) {
        // The typeface is `font-display: optional`: a first load on a busy machine may miss it, a
        // second one finds it in the cache, as a reader's next page does.
        await page.goto(path);
        await page.evaluate(() =>
          Promise.all(
            ['400', '600', '700'].map((weight) => document.fonts.load(`${weight} 1em "Titillium Web"`)),
          ),
        );
        await page.reload();
        await page.evaluate(() => document.fonts.ready);
        await expect(page, `${path} at ${width} px, ${theme}`).toHaveScreenshot(
          `${name}-${width}-${theme}.png`,
          {
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.01,
          },
        );
      }
    });
  }
}
