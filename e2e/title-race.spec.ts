import { expect, expectNoA11yViolations, test } from './support/test.ts';

// Who can still win the championship, on the standings pages: at a frozen clock before the last
// round of 2021 and of 2025, and a scenario answered by the server without JavaScript.

test.use({ now: '2025-12-02T12:00:00Z' });

const contenders = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: /Title contenders/ }).getByRole('row');

test.describe('2021, the week before Abu Dhabi', () => {
  test('Verstappen and Hamilton can both still win and are level on points', async ({
    page,
    startServer,
  }) => {
    const server = await startServer({ now: '2021-12-10T12:00:00Z' });
    await page.goto(`${server.url}/drivers`);
    const section = page.getByRole('region', { name: 'Who can still win' });
    await expect(
      section.getByText(
        'With the Saudi Arabian Grand Prix (round 21) run: 1 Grand Prix left, the Abu Dhabi Grand Prix.',
      ),
    ).toBeVisible();
    await expect(section.getByText('Verstappen and Hamilton are level on 369.5 points.')).toBeVisible();
    await expect(contenders(page).filter({ hasText: 'Can still win' })).toHaveCount(2);
    await expect(contenders(page).filter({ hasText: 'Max Verstappen' })).toContainText(
      /Can still win.*369\.5 pts.*395\.5 pts/,
    );
    await expect(contenders(page).filter({ hasText: 'Lewis Hamilton' })).toContainText(
      /Can still win.*369\.5 pts.*395\.5 pts/,
    );
    await expect(contenders(page).filter({ hasText: 'Valtteri Bottas' })).toContainText('Out of contention');
    await expect(section.getByText(/Tie-break: .* So far: Verstappen 9 wins/)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the teams page shows Mercedes and Red Bull both in contention', async ({ page, startServer }) => {
    const server = await startServer({ now: '2021-12-10T12:00:00Z' });
    await page.goto(`${server.url}/teams`);
    await expect(contenders(page).filter({ hasText: 'Can still win' })).toHaveCount(2);
    await expect(contenders(page).filter({ hasText: 'Red Bull' })).toContainText('603.5 pts');
    await expectNoA11yViolations(page);
  });
});

test.describe('2025, before Abu Dhabi', () => {
  test('names Norris, Verstappen and Piastri as still in contention', async ({ page }) => {
    await page.goto('/drivers');
    await expect(contenders(page).filter({ hasText: 'Can still win' })).toHaveText([
      /Lando Norris.*408 pts.*433 pts/,
      /Max Verstappen.*396 pts.*421 pts/,
      /Oscar Piastri.*392 pts.*417 pts/,
    ]);
    await expect(contenders(page).filter({ hasText: 'George Russell' })).toContainText('Out of contention');
  });

  test('fits a 320 px phone without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/drivers?scenario=1&pick-oscar-piastri=1&pick-lando-norris=3');
    await expect(page.getByRole('table', { name: 'Projected table after the last round' })).toBeVisible();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('#title-race *')].flatMap((element) => {
        const box = element.getBoundingClientRect();
        return box.right > window.innerWidth ? [`${element.tagName} ${element.className} ${box.right}`] : [];
      }),
    );
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoA11yViolations(page);
  });
});

test.describe('a scenario without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('picked finishing positions return the projected table from the server', async ({ page }) => {
    await page.goto('/drivers');
    const form = page.getByRole('group', { name: /Pick where each driver finishes/ });
    await form.getByLabel('Oscar Piastri').selectOption('1');
    await form.getByLabel('Max Verstappen').selectOption('2');
    await form.getByLabel('Lando Norris').selectOption('4');
    await page.getByRole('button', { name: 'See the projected table' }).click();
    await expect(page).toHaveURL(/scenario=1.*#title-race-result$/);
    const projected = page.getByRole('table', { name: 'Projected table after the last round' });
    await expect(projected.getByRole('row').nth(1)).toHaveText(/1\s*Lando Norris\s*420 pts/);
    await expect(projected.getByRole('row').nth(2)).toHaveText(/2\s*Oscar Piastri\s*417 pts/);
    await expect(projected.getByRole('row').nth(3)).toHaveText(/3\s*Max Verstappen\s*414 pts/);
    // The picks stay in the form for the next try.
    await expect(form.getByLabel('Oscar Piastri')).toHaveValue('1');
  });

  test('"wins every race left" is a link, and two drivers in one place are refused', async ({ page }) => {
    await page.goto('/drivers');
    await page.getByRole('link', { name: 'Max Verstappen wins every race left' }).click();
    const projected = page.getByRole('table', { name: 'Projected table after the last round' });
    await expect(projected.getByRole('row').nth(1)).toHaveText(/1\s*Max Verstappen\s*421 pts/);
    await page.goto('/drivers?scenario=1&pick-lando-norris=2&pick-max-verstappen=2');
    await expect(page.getByRole('alert')).toHaveText('Norris and Verstappen cannot both finish 2nd.');
  });
});
