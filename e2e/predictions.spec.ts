import type { Page } from '@playwright/test';
import {
  createConfirmedAccount,
  expect,
  expectNoA11yViolations,
  keepPicture,
  newAccount,
  signInAsAdmin,
  signInContext,
  test,
  useTheme,
} from './support/accounts.ts';
import { blockMedia } from './support/test.ts';

// Saturday of the 2025 British Grand Prix (round 12): qualifying started at 14:00 UTC, the race starts
// tomorrow at 14:00. Its results are in the snapshot: the dashboard's "Score again" scores from them.
test.use({ now: '2025-07-05T15:30:00Z' });

const pickSelect = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a fan predicts the race, is refused a late or doubled pick, sees the scores, and the shield hides them', async ({
    page,
    browser,
    server,
    inbox,
    signedIn,
  }, info) => {
    test.slow();
    await blockMedia(page);
    await page.goto('/predict');
    await expect(page.getByRole('heading', { level: 1, name: '2025 British Grand Prix' })).toBeVisible();
    // Qualifying has started: pole is locked, shown as text without a list to choose from.
    await expect(pickSelect(page, 'Pole position')).toHaveCount(0);
    await expect(page.getByText('Locked')).toBeVisible();
    await pickSelect(page, 'Race winner').selectOption('lando-norris');
    await pickSelect(page, 'Second in the race').selectOption('oscar-piastri');
    await pickSelect(page, 'Third in the race').selectOption('nico-hulkenberg');
    await page.getByRole('button', { name: 'Save my picks' }).click();
    await expect(page.getByRole('status')).toHaveText(/Your picks are saved/);
    await expect(pickSelect(page, 'Race winner')).toHaveValue('lando-norris');
    await keepPicture(page, info, 'predict-saved.png', { fullPage: true });

    // One driver on two podium places: the message stands beside the field, nothing changes.
    await pickSelect(page, 'Third in the race').selectOption('lando-norris');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save my picks' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText('Lando Norris is already picked for another podium place')).toBeVisible();
    await expect(pickSelect(page, 'Third in the race')).toHaveAttribute('aria-invalid', 'true');
    await page.goto('/predict');
    await expect(pickSelect(page, 'Third in the race')).toHaveValue('nico-hulkenberg');

    // A locked pick posted anyway (the form has no field for it) is a 409 naming the pick.
    const late = await page.request.post('/predict', {
      form: { season: '2025', round: '12', pole: 'lando-norris' },
      headers: { origin: server.url },
    });
    expect(late.status()).toBe(409);
    expect(await late.text()).toContain('Pole position locked when qualifying started');

    // The admin scores the race from its stored result.
    const adminContext = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    await signInAsAdmin(adminContext, server.url, inbox);
    const admin = await adminContext.newPage();
    await admin.goto('/admin');
    await admin.getByRole('button', { name: 'Score the British Grand Prix again' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: /Scored \d+ picks of \d+ players/ }),
    ).toBeVisible();
    await adminContext.close();

    // Norris, Piastri, Hülkenberg finished in that order: three exact picks.
    await page.goto('/predict');
    const race = page.getByRole('table', { name: /Round 12: British Grand Prix/ });
    await expect(race).toContainText('15 points');
    await expect(race.getByRole('row', { name: 'Race winner Lando Norris Lando Norris 5' })).toBeVisible();
    await expect(race.getByRole('row', { name: 'Pole position No pick Max Verstappen –' })).toBeVisible();
    await expect(page.getByText(/Your 2025 total: 15 points/)).toBeVisible();
    await page.goto('/predict/table');
    await expect(page.getByRole('row', { name: new RegExp(`${signedIn.name} You 15`) })).toBeVisible();

    // With the shield on, Saturday's qualifying is hidden: so are the race's scores and the table's moves.
    await page.goto('/spoilers');
    await page.getByRole('button', { name: 'Turn the shield on' }).click();
    await page.goto('/predict');
    await expect(page.getByRole('region', { name: /^Hidden: the scores of these sessions/ })).toBeVisible();
    await expect(race).toContainText('Score hidden by your spoiler shield');
    await expect(race).not.toContainText('15 points');
    // Nor who took pole, which qualifying's result would tell.
    await expect(race).not.toContainText('Max Verstappen');
    expect(await page.content()).not.toContain('15 points');
    await keepPicture(page, info, 'predict-shielded.png', { fullPage: true });
    await page.goto('/predict/table');
    await expect(page.getByRole('row', { name: new RegExp(`${signedIn.name} You 0`) })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as watched' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`${signedIn.name} You 15`) })).toBeVisible();
  });

  test('leagues: create, join by link, see locked picks only, renew the link, leave, close', async ({
    page,
    browser,
    server,
    inbox,
    signedIn,
  }, info) => {
    test.slow();
    await blockMedia(page);
    await page.goto('/predict');
    await pickSelect(page, 'Race winner').selectOption('max-verstappen');
    await page.getByRole('button', { name: 'Save my picks' }).click();

    await page.goto('/predict/leagues');
    await page.getByRole('button', { name: 'Create the league' }).click();
    // The browser's own check stops an empty name; a too-short one reaches the server's.
    await page.getByRole('textbox', { name: 'League name' }).fill('Paddock Club');
    await page.getByRole('button', { name: 'Create the league' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paddock Club' })).toBeVisible();
    const link = await page.getByRole('textbox', { name: 'Invite link' }).inputValue();
    const invite = new URL(link);
    expect(invite.pathname).toBe('/predict/join');
    const joinPath = `${invite.pathname}${invite.search}`;

    // Signed out, the link leads to the login page and back: no answer on the way is kept for others.
    const strangerContext = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const stranger = await strangerContext.newPage();
    const login = await stranger.goto(joinPath);
    expect(new URL(stranger.url()).pathname).toBe('/login');
    expect(new URL(stranger.url()).searchParams.get('redirectTo')).toBe(joinPath);
    expect(login?.headers()['cache-control']).toContain('no-store');
    await strangerContext.close();

    const friendContext = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const friendAccount = await createConfirmedAccount(
      server.url,
      inbox,
      newAccount({ name: 'Friend of Pitwall' }),
    );
    await signInContext(friendContext, server.url, friendAccount);
    const friend = await friendContext.newPage();
    await blockMedia(friend);
    const answer = await friend.goto(joinPath);
    expect(answer?.headers()['cache-control']).toContain('no-store');
    await expect(friend.getByRole('heading', { name: 'Join Paddock Club' })).toBeVisible();
    await friend.getByRole('button', { name: 'Join the league' }).click();
    await expect(friend.getByRole('status')).toHaveText('Welcome to the league.');
    const members = friend.getByRole('region', { name: 'Members', exact: true });
    await expect(members).toContainText(`${signedIn.name} (owner)`);
    await expect(members).toContainText('Friend of Pitwall (you)');
    // The owner's race winner has not locked: the friend sees that there is one to come, not who.
    const picks = friend.getByRole('table', { name: 'Picks for the British Grand Prix' });
    await expect(picks.getByRole('row', { name: new RegExp(signedIn.name) })).toContainText(
      'Shown when it locks',
    );
    await expect(picks).not.toContainText('Verstappen');
    await keepPicture(friend, info, 'league-friend.png', { fullPage: true });

    // A member has no owner's tools.
    const leaguePath = new URL(friend.url()).pathname;
    await expect(friend.getByRole('button', { name: 'Make a new link' })).toHaveCount(0);
    const notOwner = await friend.request.post(leaguePath, {
      form: { intent: 'renew' },
      headers: { origin: server.url },
    });
    expect(notOwner.status()).toBe(403);

    // The owner renews the link: the old one stops working.
    await page.reload();
    await page.getByRole('button', { name: 'Make a new link' }).click();
    await expect(page.getByRole('status')).toHaveText(/The invite link is new/);
    expect(await page.getByRole('textbox', { name: 'Invite link' }).inputValue()).not.toBe(link);
    const old = await friend.goto(joinPath);
    expect(old?.status()).toBe(404);
    await expect(friend.getByRole('heading', { name: 'This invite link does not work' })).toBeVisible();

    await friend.goto(leaguePath);
    await friend.getByRole('button', { name: 'Leave the league' }).click();
    await expect(friend.getByRole('status')).toHaveText('You have left the league.');
    expect((await friend.goto(leaguePath))?.status()).toBe(404);
    await friendContext.close();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Members', exact: true })).not.toContainText(
      'Friend of Pitwall',
    );
    await page.getByRole('button', { name: 'Close the league' }).click();
    await expect(page.getByRole('status')).toHaveText(/The league is closed/);
    await expect(page.getByRole('textbox', { name: 'Invite link' })).toHaveCount(0);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the prediction pages are accessible and fit 320 px in the ${theme} theme`, async ({
    page,
    signedIn,
  }, info) => {
    test.slow();
    expect(signedIn.name).toBeTruthy();
    await blockMedia(page);
    await useTheme(page, theme);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/predict/leagues');
    await page.getByRole('textbox', { name: 'League name' }).fill('Back markers');
    await page.getByRole('button', { name: 'Create the league' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Back markers' })).toBeVisible();
    const leaguePath = new URL(page.url()).pathname;
    const invite = new URL(await page.getByRole('textbox', { name: 'Invite link' }).inputValue());
    for (const path of [
      '/predict',
      '/predict/table',
      '/predict/leagues',
      leaguePath,
      `${invite.pathname}${invite.search}`,
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdarkmode\b/ : /^(?!.*darkmode)/);
      await expectNoA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      await keepPicture(page, info, `${path.split('?')[0]?.replaceAll('/', '_')}-${theme}-320.png`, {
        fullPage: true,
      });
    }
  });
}
