import { blockMedia, expect, expectNoA11yViolations, type Page, test, useTheme } from './support/test.ts';

// The evening of the 2025 British Grand Prix (round 12): the race ended about two hours ago.
test.use({ now: '2025-07-06T18:00:00Z' });

/** Every page that would tell the British Grand Prix's outcome, with what each holds back. */
const shieldedPages = [
  { path: '/', hidden: 'Hidden: the last race' },
  { path: '/race-results/2025/12', hidden: 'Hidden: the classification' },
  { path: '/race-results', hidden: 'Hidden: the classification' },
  { path: '/qualifying-results/2025/12', hidden: 'Hidden: the classification' },
  { path: '/drivers', hidden: 'Hidden: the standings and the title race' },
  { path: '/teams', hidden: 'Hidden: the standings and the title race' },
  { path: '/drivers/NOR', hidden: "Hidden: Norris's results" },
  { path: '/schedule/2025/british-grand-prix', hidden: 'Hidden: the Race classification' },
  { path: '/vote/results', hidden: "Hidden: the fans' votes on this race" },
  { path: '/f1-history/2025', hidden: 'Hidden: the 2025 winners' },
];

/** The winner's race time, read off the results page while the shield is off. */
async function winningTime(page: Page): Promise<string> {
  await page.goto('/race-results/2025/12');
  const table = page.getByRole('table', { name: /Race results, British Grand Prix 2025/ });
  const time = await table
    .getByRole('row')
    .nth(1)
    .getByText(/^\d:\d\d:\d\d\.\d{3}$/)
    .textContent();
  if (!time) throw new Error('No winning time');
  return time;
}

/** Every byte of the page: its body, title, meta description and the JSON it hydrates from. */
async function everything(page: Page) {
  return page.evaluate(async () => (await fetch(location.href, { credentials: 'same-origin' })).text());
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('a visitor watching later sees no outcome of the race until marking it watched', async ({
      page,
    }) => {
      test.slow();
      await blockMedia(page);
      const time = await winningTime(page);

      await page.goto('/spoilers');
      await expect(page.getByRole('heading', { name: 'The shield is off' })).toBeVisible();
      await page.getByRole('button', { name: 'Turn the shield on' }).click();
      await expect(page.getByRole('heading', { name: 'The shield is on' })).toBeVisible();
      await expect(page.getByText('British Grand Prix · Race', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Spoiler shield: on' })).toBeVisible();

      for (const { path, hidden } of shieldedPages) {
        await page.goto(path);
        await expect(page.getByRole('region', { name: new RegExp(`^${hidden}`) }).first()).toBeVisible();
        const html = javaScriptEnabled ? await everything(page) : await page.content();
        expect(html, path).not.toContain(time);
        expect(html, path).not.toContain('driver-card__position');
      }
      // The schedule keeps the round's podium back, and says so.
      await page.goto('/schedule?year=2025&month=2025-07');
      await expect(page.getByText('Podium hidden by your spoiler shield')).toBeVisible();
      // Nor does its card lead with the winner, as the cards of the rounds before it do.
      const british = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'British Grand Prix', exact: true }) });
      await expect(british.locator('.race-card__place--winner')).toHaveCount(0);
      await expect(
        page
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: 'Austrian Grand Prix', exact: true }) })
          .locator('.race-card__place--winner'),
      ).toContainText('Lando Norris');

      await page.goto('/race-results/2025/12');
      await page.getByRole('button', { name: 'Mark as watched' }).click();
      await expect(page).toHaveURL(/\/race-results\/2025\/12$/);
      const table = page.getByRole('table', { name: /Race results, British Grand Prix 2025/ });
      await expect(table.getByText(time)).toBeVisible();
      // Watched once, revealed everywhere: the meeting page shows the race, still not qualifying.
      await page.goto('/schedule/2025/british-grand-prix');
      await expect(page.getByText(time)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Hidden: the Qualifying classification' })).toBeVisible();

      await page.getByRole('button', { name: "I'm up to date" }).click();
      await expect(page.getByRole('region', { name: /^Hidden:/ })).toHaveCount(0);
      await page.goto('/spoilers');
      await expect(page.getByText('Nothing is hidden right now: you are up to date.')).toBeVisible();
      await page.getByRole('button', { name: 'Turn the shield off' }).click();
      await expect(page.getByRole('heading', { name: 'The shield is off' })).toBeVisible();
    });
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the shield and what it hides are accessible and fit a phone, in the ${theme} theme`, async ({
    page,
  }) => {
    test.slow();
    await blockMedia(page);
    await useTheme(page, theme);
    await page.goto('/spoilers');
    await page.getByRole('button', { name: 'Turn the shield on' }).click();
    await expect(page.getByRole('heading', { name: 'The shield is on' })).toBeVisible();
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/spoilers', '/race-results/2025/12', '/']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdarkmode\b/ : /^(?!.*darkmode)/);
        await expectNoA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          width,
        );
      }
    }
  });
}
