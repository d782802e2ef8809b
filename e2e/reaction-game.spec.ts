import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/accounts.ts';

const status = (page: Page) => page.locator('.reaction__status');

/** Watches the lights come on one by one and go out, then reacts like a quick human would. */
async function playOnce(page: Page) {
  await page.getByRole('button', { name: /^(Start|Try again)$/ }).click();
  for (let light = 1; light <= 4; light += 1) {
    await expect(status(page)).toHaveText(`${light} of 5 lights on`, { timeout: 5_000 });
  }
  // The fifth light may go out again after only 0.2 s, quicker than the test looks.
  await expect(status(page)).toHaveText(/^(5 of 5 lights on|Lights out — go!)$/, { timeout: 5_000 });
  await expect(status(page)).toHaveText('Lights out — go!', { timeout: 5_000 });
  // A human needs a moment: a press within 100 ms of lights out counts as a guess.
  await page.waitForTimeout(200);
  await page.getByRole('button', { name: 'React!' }).click();
  await expect(status(page)).toHaveText(/^\d+ ms/);
  return Number(/^(\d+) ms/.exec((await status(page).textContent()) ?? '')?.[1]);
}

test('the full start sequence gives a time in ms that the browser remembers', async ({ page }) => {
  await page.goto('/reaction-game');
  await expect(page.getByText('The reaction game needs JavaScript')).toBeHidden();
  const ms = await playOnce(page);
  expect(ms).toBeGreaterThanOrEqual(200);
  await expect(page.getByText('Personal best', { exact: true }).locator('..')).toContainText(`${ms} ms`);
  await expect(page.getByRole('list').filter({ hasText: `${ms} ms` })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Personal best', { exact: true }).locator('..')).toContainText(`${ms} ms`);
});

test('a press before lights out is a jump start, and the game works from the keyboard', async ({ page }) => {
  await page.goto('/reaction-game');
  // Start is disabled until the game's script has run; focus cannot land on it before then.
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeEnabled();
  await start.focus();
  await expect(start).toBeFocused();
  await page.keyboard.press('Space');
  await expect(status(page)).toHaveText(/Get ready|of 5 lights on/);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Jump start! You pressed before the lights went out.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('Space or Enter starts the lights from anywhere on the page, except where the key has a job', async ({
  page,
}) => {
  await page.goto('/reaction-game');
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  // On a link, Space and Enter keep their own meaning.
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).focus();
  await page.keyboard.press('Space');
  await expect(status(page)).toHaveText(/^Press Start/);
  // Nothing focused: Space starts the lights.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Space');
  await expect(status(page)).toHaveText(/Get ready|of 5 lights on/);
  await page.keyboard.press('Space');
  await expect(status(page)).toHaveText('Jump start! You pressed before the lights went out.');
  // Clicking the page's text puts no control in focus: Enter starts again.
  await page.getByRole('heading', { level: 1, name: 'Reaction game' }).click();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/Get ready|of 5 lights on/);
});

test("a signed-in player's valid time reaches the leaderboard", async ({ page, signedIn }) => {
  await page.goto('/reaction-game');
  const ms = await playOnce(page);
  const today = page.getByRole('region', { name: 'Today (UTC)' });
  await expect(today.getByRole('row').filter({ hasText: signedIn.name })).toContainText(`${ms} ms`);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'All time' }).getByRole('row').filter({ hasText: signedIn.name }),
  ).toContainText(`${ms} ms`);
  await expect(page.getByText('Personal best', { exact: true }).locator('..')).toContainText(`${ms} ms`);
});

test('the lights switch without a fade when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/reaction-game');
  const duration = await page
    .locator('.reaction__light')
    .first()
    .evaluate((light) => getComputedStyle(light).transitionDuration);
  expect(duration).toBe('0s');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says the game needs JavaScript and still shows the leaderboard', async ({ page }) => {
    await page.goto('/reaction-game');
    const start = page.getByRole('button', { name: 'Start' });
    await expect(start).toBeDisabled();
    await expect(page.getByText('The reaction game needs JavaScript')).toBeVisible();
    // It looks out of use: greyed, not in the red of a button that works.
    const colours = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, text: style.color };
      });
    // The navbar's Log in is drawn as a primary button, as Start is.
    const enabled = await colours(page.getByRole('banner').getByRole('link', { name: 'Log in' }));
    const disabled = await colours(start);
    expect(disabled.background).not.toBe(enabled.background);
    expect(disabled.text).not.toBe(enabled.text);
    // And says why.
    await expect(start).toHaveAccessibleDescription(/^The reaction game needs JavaScript/);
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'All time' })).toBeVisible();
  });
});
