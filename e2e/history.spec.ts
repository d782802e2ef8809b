import type { Locator, Page } from '@playwright/test';
import { blockMedia, expect, expectNoA11yViolations, keepPicture, test } from './support/test.ts';

// After the 2025 finale: every season to 2025 is complete.
test.use({ now: '2025-12-10T12:00:00Z' });

test.describe('F1 history', () => {
  test('champions of every era, the records and a season page', async ({ page }) => {
    await page.goto('/f1-history');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Champions and records');
    // A known champion per era.
    const champions: [string, string, string | null][] = [
      ['1950', 'Nino Farina', null],
      ['1963', 'Jim Clark', 'Lotus'],
      ['1976', 'James Hunt', 'Ferrari'],
      ['1988', 'Ayrton Senna', 'McLaren'],
      ['2004', 'Michael Schumacher', 'Ferrari'],
      ['2010', 'Sebastian Vettel', 'Red Bull'],
      ['2020', 'Lewis Hamilton', 'Mercedes'],
      ['2025', 'Lando Norris', 'McLaren'],
    ];
    for (const [year, driver, team] of champions) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: `${year} season` }) });
      await expect(card.getByRole('definition').first(), year).toHaveText(driver);
      if (team) await expect(card.getByRole('definition').nth(1), year).toHaveText(team);
      else await expect(card.getByRole('definition'), year).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { level: 3, name: /Front-engined pioneers/ })).toBeVisible();

    // Equal figures share a rank, written "=4"; a tie at the cut-off is never split.
    await expect(page.locator('#record-titles').getByRole('listitem')).toHaveText([
      '=1Lewis Hamilton7 titles',
      '=1Michael Schumacher7 titles',
      '3Juan Manuel Fangio5 titles',
      '=4Alain Prost4 titles',
      '=4Max Verstappen4 titles',
      '=4Sebastian Vettel4 titles',
    ]);
    const seasonWins = page.locator('#record-season-wins').getByRole('listitem');
    await expect(seasonWins).toHaveCount(10);
    await expect(seasonWins.filter({ hasText: '11 wins' })).toHaveCount(6);
    await expect(seasonWins.filter({ hasText: '11 wins' }).first()).toHaveText(
      /^=5Michael Schumacher in 2002/,
    );
    await expect(page.locator('#record-wins').getByRole('listitem').first()).toHaveText(
      /Lewis Hamilton105 wins/,
    );
    await expect(page.locator('#record-youngest-winner')).toContainText('Max Verstappen, 18 years 228 days');

    // A record links to its season; the season serves its winners, tables and results.
    await page.locator('#record-season-wins').getByRole('link', { name: '2023' }).click();
    await expect(page).toHaveURL(/\/f1-history\/2023$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2023 Formula 1 season');
    await expect(
      page.getByText('Drivers’ champion Max Verstappen, constructors’ champion Red Bull.'),
    ).toBeVisible();
    const drivers = page.getByRole('table', { name: 'Drivers’ championship 2023' });
    await expect(drivers.getByRole('row').nth(1)).toHaveText(/^1Max Verstappen575$/);
    await expect(
      page.getByRole('table', { name: /Winners and pole sitters of 2023/ }).locator('tbody tr'),
    ).toHaveCount(22);
    await page
      .getByRole('navigation', { name: 'More about 2023' })
      .getByRole('link', { name: 'Race results' })
      .click();
    await expect(page).toHaveURL(/\/race-results\/2023$/);
  });

  test('a 1950s season has its winners and the drivers’ table, and no constructors’ title yet', async ({
    page,
  }) => {
    const response = await page.goto('/f1-history/1952');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Drivers’ champion Alberto Ascari.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Constructors’ championship 1952' })).toHaveCount(0);
    expect((await page.goto('/f1-history/1949'))?.status()).toBe(404);
  });
});

/** The prompts of the round on the page, in order. */
const prompts = (page: Page) => page.getByRole('group', { name: /^Question \d+ / });

/** The first text of a result option: its label without the "correct answer" / "your answer" tags. */
const optionLabel = (option: Locator) => option.evaluate((element) => element.firstChild?.textContent ?? '');

async function answerEach(page: Page, choose: (group: Locator, index: number) => Promise<void>) {
  const groups = prompts(page);
  await expect(groups).toHaveCount(10);
  for (let index = 0; index < 10; index++) await choose(groups.nth(index), index);
  await page.getByRole('button', { name: 'Check my answers' }).click();
}

test.describe('fun quiz', () => {
  test('a round is scored correctly and replayed from its seed', async ({ page }) => {
    await page.goto('/fun');
    await page.getByRole('radio', { name: /Modern, 2000 on/ }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/fun\?era=modern&seed=[a-z0-9]{8}$/);
    const roundUrl = page.url();
    const asked = await prompts(page).allTextContents();

    // Always the first option: the score is the number of questions whose key that was.
    await answerEach(page, (group) => group.getByRole('radio').first().check());
    const score = page.getByRole('status');
    await expect(score).toContainText('Score');
    const questions = page.locator('.quiz-question');
    await expect(questions).toHaveCount(10);
    const keys: string[] = [];
    const right: boolean[] = [];
    for (let index = 0; index < 10; index++) {
      const question = questions.nth(index);
      const key = question.getByRole('listitem').filter({ hasText: 'correct answer' });
      await expect(key).toHaveCount(1);
      keys.push(await optionLabel(key));
      right.push((await key.textContent())?.includes('your answer') ?? false);
    }
    const expected = right.filter(Boolean).length;
    await expect(score).toContainText(`Score ${expected} of 10`);

    // The same link gives the same questions; answering the keys scores ten, a streak of ten.
    await page.getByRole('link', { name: 'Play this round again' }).click();
    await expect(page).toHaveURL(roundUrl);
    await expect(prompts(page)).toHaveText(asked);
    await answerEach(page, (group, index) =>
      group.getByRole('radio', { name: keys[index], exact: true }).check(),
    );
    await expect(page.getByRole('status')).toContainText('Score 10 of 10');
    await expect(page.getByRole('status')).toContainText('Longest streak: 10 in a row');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the quiz works as plain forms', async ({ page }) => {
      await page.goto('/fun');
      await page.getByRole('radio', { name: /Vintage/ }).check();
      await page.getByRole('button', { name: 'Start' }).click();
      await expect(page).toHaveURL(/\/fun\?era=vintage&seed=[a-z0-9]{8}$/);
      for (const year of (await prompts(page).allTextContents()).flatMap(
        (text) => text.match(/\b\d{4}\b/g) ?? [],
      ))
        expect(Number(year)).toBeLessThanOrEqual(1969);
      // Unanswered questions count as wrong.
      await page.getByRole('button', { name: 'Check my answers' }).click();
      await expect(page.getByRole('status')).toContainText('Score 0 of 10');
      await expect(page.getByText('✗ Not answered')).toHaveCount(10);
    });
  });

  test('a bad era or seed is a 400 naming it', async ({ page }) => {
    expect((await page.goto('/fun?era=future&seed=abc'))?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('era');
    expect((await page.goto('/fun?era=modern&seed=NOT%20VALID'))?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('seed');
  });
});

test.describe('track visualizer', () => {
  test('draws Monza with its facts and winners', async ({ page }) => {
    await page.goto('/track-vizualizer/monza');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autodromo Nazionale Monza');
    await expect(page.getByRole('img', { name: 'Outline of Monza' })).toBeVisible();
    const facts = page.getByRole('region', { name: 'Facts' });
    const fact = (term: string) => facts.getByRole('term').filter({ hasText: term }).locator('xpath=../dd');
    await expect(fact('Length')).toHaveText('5.793 km');
    await expect(fact('Turns')).toHaveText('11');
    await expect(fact('Direction')).toHaveText('clockwise');
    await expect(fact('First Grand Prix')).toHaveText('1950 Italian Grand Prix');
    await expect(fact('Lap record')).toHaveText('1:20.901, Lando Norris (2025)');
    // The count and the list of winners agree: 1980's Italian Grand Prix was at Imola.
    const held = Number(await fact('Grands Prix held').textContent());
    expect(held).toBe(75);
    const winners = page.getByRole('table', { name: /Grand Prix winners at Monza/ });
    await expect(winners.locator('tbody tr')).toHaveCount(held);
    await expect(winners.locator('tbody tr').first()).toHaveText(/^2025Italian Grand PrixMax Verstappen/);
    await expect(page.getByRole('main').getByRole('link', { name: 'bacinger/f1-circuits' })).toBeVisible();
  });

  test('picks Monaco from the list, at a chosen pace, and /track-visualizer redirects', async ({ page }) => {
    await page.goto('/track-visualizer');
    await expect(page).toHaveURL(/\/track-vizualizer$/);
    await page.getByLabel('Circuit').selectOption({ label: 'Monaco, Monaco' });
    await page.getByLabel('Car pace').selectOption({ label: 'Fast forward (10 s a lap)' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/track-vizualizer\/monaco\?pace=10$/);
    await expect(page.getByRole('img', { name: 'Outline of Monaco' })).toBeVisible();
    await expect(page.locator('animateMotion')).toHaveAttribute('dur', '10s');
    const facts = page.getByRole('region', { name: 'Facts' });
    await expect(facts).toContainText('3.337 km');
    await expect(facts).toContainText('1950 Monaco Grand Prix');

    expect((await page.goto('/track-vizualizer/monaco?pace=2'))?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('pace');
    expect((await page.goto('/track-vizualizer/no-such-circuit'))?.status()).toBe(404);
  });

  test('on the Friday of the 2026 Qatar Grand Prix, opens on the meeting’s circuit: Lusail', async ({
    page,
    startServer,
  }) => {
    const server = await startServer({ now: '2026-11-27T12:00:00Z' });
    await page.goto(`${server.url}/track-vizualizer`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lusail International Circuit');
    await expect(page.getByLabel('Circuit')).toHaveValue('lusail');
    await expect(page.getByRole('img', { name: 'Outline of Lusail' })).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ contextOptions: { reducedMotion: 'reduce' } });

    test('the car is a static marker', async ({ page }) => {
      await page.goto('/track-vizualizer/monza');
      await expect(page.locator('.track-svg__car--moving')).toBeHidden();
      await expect(page.locator('.track-svg__car--static')).toBeVisible();
    });
  });
});

test.describe('head-to-head', () => {
  test('reached from a driver page: Norris against Piastri in 2025', async ({ page }) => {
    await blockMedia(page);
    await page.goto('/drivers/NOR');
    await page.getByRole('link', { name: 'Head-to-head with Oscar Piastri in 2025' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lando Norris vs Oscar Piastri');
    const totals = page.getByRole('table', { name: 'Totals over the 2025 season' });
    await expect(totals.getByRole('row', { name: /Wins/ })).toHaveText('Wins77');
    await expect(totals.getByRole('row', { name: /Championship position/ })).toHaveText(
      'Championship position13',
    );
    await expect(page.getByText('24 Grands Prix both started, 24 of them as team-mates.')).toBeVisible();
    await expect(page.getByRole('table', { name: /results in 2025/ }).locator('tbody tr')).toHaveCount(24);
  });

  test('careers: Hamilton against Rosberg', async ({ page }) => {
    await page.goto('/head-to-head?a=lewis-hamilton&b=nico-rosberg');
    const totals = page.getByRole('table', { name: 'Totals over the careers' });
    await expect(totals.getByRole('row', { name: /Titles/ })).toHaveText('Titles71');
    expect((await page.goto('/head-to-head?a=nobody-at-all'))?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('“a”');
  });
});

test.describe('pages at phone and desktop widths', () => {
  const paths = [
    '/f1-history',
    '/f1-history/1958',
    '/fun',
    '/fun?era=all&seed=shared-1',
    '/track-vizualizer/monza',
    '/track-vizualizer/monaco',
    '/head-to-head?a=ayrton-senna&b=alain-prost&season=1989',
  ];
  for (const path of paths) {
    test(`${path} fits 320 px, is axe-clean in both themes at 390 and 1280 px`, async ({ page }, info) => {
      await blockMedia(page);
      for (const dark of [false, true]) {
        if (dark) await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
        for (const width of [320, 390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          if (dark) await expect(page.locator('html')).toHaveClass(/\bdarkmode\b/);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
          if (width !== 320) await expectNoA11yViolations(page);
          await keepPicture(
            page,
            info,
            `${path.replace(/[^a-z0-9]+/gi, '-')}-${width}-${dark ? 'dark' : 'light'}.png`,
          );
        }
      }
    });
  }
});
