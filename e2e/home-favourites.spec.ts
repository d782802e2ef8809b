import { expect, expectNoA11yViolations, test } from './support/accounts.ts';

// After the 2025 finale: Norris champion on 423, McLaren constructors' champion on 833 with 14 wins.
test.use({ now: '2025-12-10T12:00:00Z' });

test('a signed-in fan sees their favourite team and driver on the home page, linking to the drivers', async ({
  page,
  server,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  const picked = await page.request.put('/api/favourites/mine', {
    headers: { origin: server.url },
    data: { driverId: 'lando-norris', teamId: 'mclaren' },
  });
  expect(picked.ok()).toBe(true);

  await page.goto('/');
  const favourites = page.getByRole('region', { name: 'Your favourites' });
  const team = favourites.getByRole('link', { name: /Your team/ });
  const driver = favourites.getByRole('link', { name: /Your driver/ });
  await expect(team).toContainText('McLaren');
  await expect(team).toContainText('833');
  await expect(team).toContainText('14 races won');
  await expect(driver).toContainText('Lando Norris');
  await expect(driver).toContainText('423');
  await expect(page.getByRole('region', { name: 'Make Pitwall yours' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await driver.click();
  await expect(page).toHaveURL(/\/drivers$/);
});

test('visitors get the account card instead', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your favourites' })).toHaveCount(0);
  const promo = page.getByRole('region', { name: 'Make Pitwall yours' });
  await expect(promo.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
  await expect(promo.getByRole('link', { name: 'More about Pitwall' })).toHaveAttribute('href', '/info');
});

test('the signed-in home page is their own: it hydrates with their favourites and account, and signs out', async ({
  page,
  server,
  signedIn,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.request.put('/api/favourites/mine', {
    headers: { origin: server.url },
    data: { driverId: 'oscar-piastri', teamId: 'mclaren' },
  });

  const answer = await page.goto('/');
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('link', { name: /Your driver/ })).toContainText('Oscar Piastri');
  // Hydrated: the account menu is the scripted one (a button with aria-expanded), with the visitor in it.
  const badge = page.getByRole('banner').getByRole('button', { name: `Account: ${signedIn.name}` });
  await expect(badge).toHaveAttribute('aria-expanded', 'false');
  await badge.press('Enter');
  await expect(page.getByRole('banner').getByText(signedIn.email)).toBeVisible();
  await expect(page.locator('footer')).toContainText(signedIn.email);
  expect(problems).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Make Pitwall yours' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(signedIn.email);
});
