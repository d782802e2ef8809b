import type { Page } from '@playwright/test';
import { readCalendar } from '../src/server/testing/read-calendar.ts';
import {
  adminEmail,
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

// The admin pages: the guard of docs/product.md §6 on each, the dashboard, the season-events editor's round
// trip (a session moved shows on /schedule and in the .ics, and reverts from the audit log), and
// the diagnostics page. The worker's clock is Thursday 3 July 2025: the British GP is next, its race
// on Sunday 6 July at 14:00 UTC (15:00 at Silverstone).

const adminPages = [
  '/admin',
  '/admin/season-events',
  '/admin/test',
  '/test',
  '/admin/driver-editor',
  '/admin/team-editor',
  '/update-teams',
];

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('the admin guard on every admin page', () => {
  for (const path of adminPages) {
    test(`${path}: signed out, to the login page with 'Log in to admin account first!'`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}`));
      await expect(alert(page, 'Log in to admin account first!')).toBeVisible();
    });

    test(`${path}: a fan is sent home with 'You are not the admin'`, async ({ page, signedIn, server }) => {
      expect(signedIn.email).not.toBe(adminEmail);
      await page.goto(path);
      await expect(page).toHaveURL(`${server.url}/`);
      await expect(alert(page, 'You are not the admin')).toBeVisible();
    });

    test(`${path}: an expired session is sent home with its message`, async ({ page, context, server }) => {
      await context.addCookies([
        { name: 'pitwall.session_token', value: 'expired.c2lnbmF0dXJl', url: server.url },
      ]);
      await page.goto(path);
      await expect(page).toHaveURL(`${server.url}/`);
      await expect(alert(page, 'Invalid or expired token. Please log in again.')).toBeVisible();
    });
  }
});

test.describe('as the admin', () => {
  test.use({ timezoneId: 'UTC' });

  test('a race moved in the season-events editor shows on /schedule and in the .ics, and reverts from the audit log', async ({
    page,
    context,
    inbox,
    serverEnv,
    startServer,
  }) => {
    // Sign-in, an edit, /schedule, the .ics and a revert, in one test.
    test.slow();
    // A server of its own, as this test changes the schedule, with an admin of its own (the worker's
    // inbox would otherwise hold two confirmation mails for adminEmail, one to each server).
    const chief = newAccount();
    const server = await startServer({ env: { ...serverEnv, ADMIN_EMAILS: chief.email } });
    await signInContext(context, server.url, await createConfirmedAccount(server.url, inbox, chief));
    await page.goto(`${server.url}/admin/season-events?season=2025`);
    const british = page.locator('details').filter({ hasText: 'Round 12: British Grand Prix' });
    await british.locator('summary').click();
    await expect(british).toContainText('Europe/London');
    const race = british.getByLabel('Race start (Europe/London)');
    await expect(race).toHaveValue('2025-07-06T15:00');

    // Bad input: a practice session days after the race. A message beside the field, nothing changed.
    const fp1 = british.getByLabel('Practice 1 start (Europe/London)');
    await fp1.fill('2025-07-09T12:30');
    await british.getByRole('button', { name: 'Save Practice 1' }).click();
    const refused = page.locator('details[open]').filter({ hasText: 'Round 12' });
    await expect(refused.getByText('A session must fall in its meeting’s weekend')).toBeVisible();
    await expect(refused.getByLabel('Practice 1 start (Europe/London)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // The race an hour later, in Silverstone's time: 16:00 BST is 15:00 UTC.
    await refused.getByLabel('Race start (Europe/London)').fill('2025-07-06T16:00');
    await refused.getByRole('button', { name: 'Save Race' }).click();
    await expect(
      page.locator('details[open]').getByRole('status').filter({ hasText: 'Saved' }),
    ).toBeVisible();

    await page.goto(`${server.url}/schedule`);
    const card = page
      .getByRole('region', { name: 'Rounds' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'British Grand Prix', exact: true }) });
    const raceRow = card
      .locator('.race-card__session')
      .filter({ has: page.getByText('Race', { exact: true }) });
    await expect(raceRow).toContainText('15:00');
    const ics = readCalendar(await (await fetch(`${server.url}/api/schedule/2025.ics`)).text());
    expect(ics.events.find((event) => event.uid === '2025-12-race@pitwall')?.start).toBe(
      '2025-07-06T15:00:00Z',
    );
    expect(ics.events.find((event) => event.uid === '2025-12-fp1@pitwall')?.start).toBe(
      '2025-07-04T11:30:00Z',
    );

    // The audit log has who, what, before and after; reverting puts 14:00 UTC back.
    await page.goto(`${server.url}/admin?season=2025&round=12`);
    const log = page.getByRole('region', { name: 'Audit log', exact: true });
    const entry = log.getByRole('row').filter({ hasText: 'session-time' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('2025-07-06T14:00:00.000Z');
    await expect(entry).toContainText('2025-07-06T15:00:00.000Z');
    await entry.getByRole('button', { name: /^Revert/ }).click();
    await expect(log.getByRole('status').filter({ hasText: 'Reverted' })).toBeVisible();
    const after = readCalendar(await (await fetch(`${server.url}/api/schedule/2025.ics`)).text());
    expect(after.events.find((event) => event.uid === '2025-12-race@pitwall')?.start).toBe(
      '2025-07-06T14:00:00Z',
    );
  });

  test('the dashboard finds a user, makes them an admin and back, and disables them', async ({
    page,
    context,
    inbox,
    server,
  }) => {
    const fan = await createConfirmedAccount(server.url, inbox, newAccount({ name: 'Kimi Fan' }));
    await signInAsAdmin(context, server.url, inbox);
    await page.goto('/admin');
    const users = page.getByRole('region', { name: 'Users', exact: true });
    await expect(users).toContainText(/\d+ accounts?\./);
    await users.getByLabel('Name or email').fill(fan.email);
    await users.getByRole('button', { name: 'Search' }).click();
    const row = () =>
      page
        .getByRole('region', { name: 'Users', exact: true })
        .getByRole('row')
        .filter({ hasText: fan.email });
    await expect(row()).toHaveCount(1);
    await row().getByRole('button', { name: 'Make admin Kimi Fan' }).click();
    await expect(row()).toContainText('now an admin');
    await expect(row().getByRole('cell').nth(2)).toHaveText('admin');
    await row().getByRole('button', { name: 'Remove admin Kimi Fan' }).click();
    await expect(row()).toContainText('no longer an admin');
    await row().getByRole('button', { name: 'Disable Kimi Fan' }).click();
    await expect(row()).toContainText('user, disabled');

    // The account log has each change, newest first, and filters by kind.
    const log = page.getByRole('region', { name: 'Account changes', exact: true });
    const logged = log.getByRole('row').filter({ hasText: 'Kimi Fan' });
    await expect(logged.locator('td:last-child')).toHaveText([
      'Disabled',
      'Admin role removed',
      'Made admin',
    ]);
    await log.getByLabel('Kind').selectOption({ label: 'Disabled or enabled' });
    await log.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/accountAction=disabled/);
    await expect(logged.locator('td:last-child')).toHaveText(['Disabled']);

    // A disabled account cannot sign in.
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ email: fan.email, password: fan.password }),
    });
    expect(signIn.ok).toBe(false);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the run-now buttons and the user search are plain forms', async ({
      page,
      context,
      inbox,
      server,
    }) => {
      await signInAsAdmin(context, server.url, inbox);
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Sync results now' }).click();
      await expect(page.getByRole('region', { name: 'Results sync' })).toContainText('Asked to run now');
      await page.getByLabel('Name or email').fill(adminEmail);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/admin\?q=/);
      await expect(page.getByRole('region', { name: 'Users', exact: true }).getByRole('row')).toHaveCount(2);
    });
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [320, 1280]) {
      test(`the admin pages pass axe in the ${theme} theme at ${width} px`, async ({
        page,
        context,
        inbox,
        server,
      }, info) => {
        await page.setViewportSize({ width, height: 900 });
        await useTheme(page, theme);
        await signInAsAdmin(context, server.url, inbox);
        for (const path of ['/admin', '/admin/season-events', '/admin/test']) {
          await page.goto(path);
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          if (path === '/admin/season-events') await page.locator('details summary').first().click();
          await expect(page.locator('html')).toHaveClass(
            theme === 'dark' ? /\bdarkmode\b/ : /^(?!.*darkmode)/,
          );
          await expectNoA11yViolations(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          const name = `${path.replace(/\W+/g, '-')}-${theme}-${width}.png`;
          await keepPicture(page, info, name, { fullPage: true });
        }
      });
    }
  }
});
