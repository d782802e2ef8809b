import type { Page } from '@playwright/test';
import { expect, test } from './support/accounts.ts';
import { keepPicture } from './support/test.ts';

// Two days after the 2025 Austrian Grand Prix (round 11), two before the British one: voting is open.
test.use({ now: '2025-07-01T12:00:00Z' });

/** The votes a candidate has in a category of /vote/results (0 when not listed). */
async function votesFor(page: Page, category: string, name: string): Promise<number> {
  const row = page.getByRole('region', { name: category }).getByRole('listitem').filter({ hasText: name });
  if ((await row.count()) === 0) return 0;
  const text = (await row.textContent()) ?? '';
  return Number(/· (\d+) votes?/.exec(text)?.[1] ?? 0);
}

const group = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) });

test('a fan votes in all three categories, changes a vote and sees the results follow', async ({
  page,
  signedIn: _,
}, info) => {
  await page.goto('/vote/results');
  const ferrariBefore = await votesFor(page, 'Best team', 'Ferrari');
  const mclarenBefore = await votesFor(page, 'Best team', 'McLaren');

  await page.goto('/vote');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025 Austrian Grand Prix');
  // Nothing picked yet: the form says what is missing.
  await page.getByRole('button', { name: 'Save my votes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vote in at least one category');
  const scorers = group(page, 'Best point scorer');
  await expect(scorers.getByRole('radio')).toHaveCount(10);
  await expect(scorers.getByText('P1 · 25 pts')).toBeVisible();
  await scorers.getByRole('radio', { name: /Oscar Piastri/ }).check();
  const rest = group(page, 'Best of the rest');
  await rest.getByRole('radio').first().check();
  await group(page, 'Best team')
    .getByRole('radio', { name: /^Ferrari/ })
    .check();
  await page.getByRole('button', { name: 'Save my votes' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your votes are saved' })).toBeVisible();
  await expect(scorers.getByRole('radio', { name: /Oscar Piastri/ })).toBeChecked();
  await expect(rest.getByRole('radio').first()).toBeChecked();
  await expect(group(page, 'Best team').getByRole('radio', { name: /^Ferrari/ })).toBeChecked();

  await page.goto('/vote/results');
  const bestTeam = page.getByRole('region', { name: 'Best team' });
  await expect(bestTeam.getByRole('listitem').filter({ hasText: 'Ferrari' })).toContainText('FER');
  expect(await votesFor(page, 'Best team', 'Ferrari')).toBe(ferrariBefore + 1);

  // A change of mind replaces the vote rather than adding one.
  await page.goto('/vote');
  await group(page, 'Best team')
    .getByRole('radio', { name: /^McLaren/ })
    .check();
  await page.getByRole('button', { name: 'Save my votes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your votes are saved' })).toBeVisible();
  await page.goto('/vote/results');
  expect(await votesFor(page, 'Best team', 'McLaren')).toBe(mclarenBefore + 1);
  expect(await votesFor(page, 'Best team', 'Ferrari')).toBe(ferrariBefore);
  await expect(page.getByText('Fans vs result:')).toBeVisible();
  await expect(page.getByRole('region', { name: /2025 fans’ winners/ })).toContainText('Austrian Grand Prix');
  await keepPicture(page, info, 'results-after-votes.png', { fullPage: true });

  // The profile lists the picks.
  await page.goto('/profile');
  const recent = page.getByRole('region', { name: 'Your recent votes' });
  await expect(recent).toContainText('2025 Austrian Grand Prix');
  await expect(recent).toContainText('Best team: McLaren');
  await expect(recent).toContainText('Best point scorer: Oscar Piastri');
});

test('a visitor sees the candidates and an invitation, but cannot vote by page or API', async ({ page }) => {
  await page.goto('/vote');
  await expect(page.getByRole('region', { name: 'Sign in to vote' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save my votes' })).toHaveCount(0);
  await expect(group(page, 'Best team').getByRole('radio').first()).toBeDisabled();

  const api = await page.request.post('/api/votes', {
    data: { season: 2025, round: 11, votes: [{ category: 'best-team', candidateId: 'mclaren' }] },
  });
  expect(api.status()).toBe(401);
  // Posting the form without an account leads to the login page, and nothing is counted.
  const before = await page.request.get('/api/votes/2025/11');
  const form = await page.request.post('/vote', {
    form: { season: '2025', round: '11', 'best-team': 'williams' },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(302);
  expect(form.headers().location).toMatch(/^\/login/);
  const after = await page.request.get('/api/votes/2025/11');
  expect((await after.json()).results).toEqual((await before.json()).results);

  await page.goto('/vote/results');
  await expect(page.getByRole('region', { name: 'Sign in to vote' })).toBeVisible();
});

test('the home page previews the awards between two race weekends, and hides them when the next is too soon', async ({
  page,
  startServer,
}, info) => {
  await page.goto('/');
  const preview = page.getByRole('region', { name: 'Fan’s Choice Awards' });
  await expect(preview).toContainText('2025 Austrian Grand Prix');
  for (const category of ['Best point scorer', 'Best of the rest', 'Best team']) {
    await expect(preview.getByRole('heading', { name: category })).toBeVisible();
  }
  await expect(preview.getByRole('link', { name: 'Vote now' })).toHaveAttribute('href', '/vote');
  await keepPicture(preview, info, 'home-preview.png');

  // Less than a day before the British Grand Prix's first practice: the last-race sections skip.
  const soon = await startServer({ now: '2025-07-03T12:00:00Z' });
  await page.goto(soon.url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fan’s Choice Awards' })).toHaveCount(0);
});
