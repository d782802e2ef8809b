import { expect, test } from './support/test.ts';

// The worker's clock is Thursday 3 July 2025, 12:00 UTC: the British Grand Prix's first session
// (FP1, Friday 4 July 11:30 UTC) is 23.5 hours away. The previous meeting is Austria (29 June).

const main = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the meeting link (docs/product.md §4: 1-day threshold)', () => {
  test('23.5 hours before the first session: Current meeting, server-rendered', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/href="\/schedule\/2025\/british-grand-prix"[^>]*>Current meeting</);
    expect(html).not.toContain('Last meeting');
  });

  test('two days before the first session: Last meeting, to the previous race', async ({
    startServer,
    page,
  }) => {
    const server = await startServer({ now: '2025-07-02T11:30:00Z' });
    await page.goto(server.url);
    const link = main(page).getByRole('link', { name: 'Last meeting' });
    await expect(link).toHaveAttribute('href', '/schedule/2025/austrian-grand-prix');
    await expect(main(page).getByRole('link', { name: 'Current meeting' })).toHaveCount(0);
  });

  test('one minute either side of one day before', async ({ startServer, request }) => {
    const before = await startServer({ now: '2025-07-03T11:29:00Z' });
    const after = await startServer({ now: '2025-07-03T11:31:00Z' });
    const early = await (await request.get(before.url)).text();
    const late = await (await request.get(after.url)).text();
    expect(early).toMatch(/href="\/schedule\/2025\/austrian-grand-prix"[^>]*>Last meeting</);
    expect(late).toMatch(/href="\/schedule\/2025\/british-grand-prix"[^>]*>Current meeting</);
  });

  test('during the weekend: Current meeting', async ({ startServer, page }) => {
    const server = await startServer({ now: '2025-07-05T14:30:00Z' });
    await page.goto(server.url);
    await expect(main(page).getByRole('link', { name: 'Current meeting' })).toHaveAttribute(
      'href',
      '/schedule/2025/british-grand-prix',
    );
  });
});

test('the navbar links and menus point where the spec says', async ({ page }) => {
  await page.goto('/info');
  await expect(page.getByRole('link', { name: 'Pitwall home' }).first()).toHaveAttribute('href', '/');
  await expect(main(page).getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/schedule');
  await main(page).getByRole('button', { name: 'Standings' }).click();
  await expect(main(page).getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/teams');
  await expect(main(page).getByRole('link', { name: 'Drivers' })).toHaveAttribute('href', '/drivers');
  await main(page).getByRole('button', { name: 'Results' }).click();
  await expect(main(page).getByRole('link', { name: 'Teams' })).toBeHidden();
  await expect(main(page).getByRole('link', { name: 'Races' })).toHaveAttribute('href', '/race-results/2025');
  await expect(main(page).getByRole('link', { name: 'Qualifying' })).toHaveAttribute(
    'href',
    '/qualifying-results/2025',
  );
  // A click elsewhere closes it.
  await page.getByRole('main').getByText('It is free and made by fans.').click();
  await expect(main(page).getByRole('link', { name: 'Races' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('the menus work from the keyboard', async ({ page }) => {
  await page.goto('/info');
  const standings = main(page).getByRole('button', { name: 'Standings' });
  await standings.focus();
  await page.keyboard.press('Enter');
  await expect(standings).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('link', { name: 'Teams' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(standings).toHaveAttribute('aria-expanded', 'false');
  await expect(standings).toBeFocused();
  await expect(main(page).getByRole('link', { name: 'Teams' })).toBeHidden();

  // Tabbing past the last link closes the menu.
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('button', { name: 'Results' })).toBeFocused();
  await expect(standings).toHaveAttribute('aria-expanded', 'false');

  // Arrow keys open the menu and move through it, wrapping around; Enter follows the link.
  await page.keyboard.press('ArrowDown');
  await expect(main(page).getByRole('link', { name: 'Races' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(main(page).getByRole('link', { name: 'Qualifying' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(main(page).getByRole('link', { name: 'Races' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/race-results\/2025$/);
  await expect(main(page).getByRole('button', { name: 'Results' })).toHaveAttribute('aria-expanded', 'false');
});

/** The links of the page's banner, open menus included, as destination → label. */
async function bannerLinks(page: import('@playwright/test').Page) {
  const links = page.getByRole('banner').getByRole('link');
  const pairs = await links.evaluateAll((all) =>
    all
      .filter((link) => link.checkVisibility())
      .map((link) => [link.getAttribute('href') ?? '', link.textContent?.trim() ?? ''] as const),
  );
  return new Map(pairs);
}

test('the phone menu calls each page what the wide navbar calls it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/info');
  const wide = new Map<string, string>();
  for (const menu of ['Standings', 'Results']) {
    await main(page).getByRole('button', { name: menu }).click();
    for (const [href, label] of await bannerLinks(page)) wide.set(href, label);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const narrow = await bannerLinks(page);
  const shared = [...narrow.keys()].filter((href) => wide.has(href));
  expect(shared).toEqual(expect.arrayContaining(['/race-results/2025', '/live', '/login']));
  for (const href of shared) expect(narrow.get(href), href).toBe(wide.get(href));
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger lists Races, Qualifying, Live, Game, History and Log in', async ({ page }) => {
    await page.goto('/');
    await expect(main(page).getByRole('button', { name: 'Results' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await menu.getAttribute('aria-controls')}`);
    const links = panel.getByRole('link');
    await expect(links).toHaveText(['Races', 'Qualifying', 'Live', 'Game', 'History', 'Log in']);
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/race-results/2025',
      '/qualifying-results/2025',
      '/live',
      '/reaction-game',
      '/f1-history',
      '/login',
    ]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();
  });

  for (const path of ['/', '/info', '/privacy-policy', '/terms-of-service', '/welcome', '/no-such-page']) {
    test(`${path} fits the width without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('an unknown path answers 404 with the not-found page inside the shell', async ({ page, request }) => {
  for (const path of ['/no-such-page', '/schedule/2025/british-grand-prix/extra/parts']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('Page not found');
  }
  const response = await page.goto('/definitely/not/here');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found · Pitwall');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/definitely/not/here')).toBeVisible();
  await expect(main(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the footer, signed out', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(footer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  await expect(footer.getByRole('button', { name: 'Dark Mode' })).toBeVisible();
  // The year of the worker's clock.
  await expect(footer).toContainText('© 2025 Pitwall');
  await expect(footer).toContainText('not associated in any way with the Formula 1 companies');
  await expect(footer).toContainText('trade marks of Formula One Licensing B.V.');
  await expect(footer.getByRole('link', { name: /Ko-fi/ })).toHaveAttribute(
    'href',
    /^https:\/\/ko-fi\.com\//,
  );
  await expect(footer.getByRole('link', { name: 'F1DB' })).toHaveAttribute(
    'href',
    'https://github.com/f1db/f1db',
  );
  await expect(footer.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
  await expect(footer.getByRole('link', { name: 'bacinger/f1-circuits' })).toBeVisible();
});

test('the copyright year follows the site clock, on the server and in the browser', async ({
  startServer,
  page,
  request,
}) => {
  const server = await startServer({ now: '2026-03-01T12:00:00Z' });
  const html = (await (await request.get(`${server.url}/info`)).text()).replaceAll('<!-- -->', '');
  expect(html).toContain('© 2026 Pitwall');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${server.url}/info`);
  // Taken over by the browser: the navbar's menus are scripted buttons.
  await expect(main(page).getByRole('button', { name: 'Standings' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('contentinfo')).toContainText('© 2026 Pitwall');
  expect(errors).toEqual([]);
});
