import type { Page } from '@playwright/test';
import { linkIn, type SmtpInbox } from '../src/server/testing/smtp-inbox.ts';
import { expect, expectNoA11yViolations, newAccount, test, useTheme } from './support/accounts.ts';
import { keepPicture } from './support/test.ts';

const main = (page: Page) => page.getByRole('main');
const navbar = (page: Page) => page.getByRole('banner');

/** Signs up through the page and returns the account and its confirmation link. */
async function signUp(page: Page, inbox: SmtpInbox, url: string) {
  const account = newAccount();
  await page.goto('/signup');
  await main(page).getByLabel('Display name').fill(account.name);
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  await main(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const mail = await inbox.waitFor({ to: account.email, subject: /Confirm your email/ });
  return { account, link: linkIn(mail, `${url}/auth-action?mode=verifyEmail`) };
}

test('/drivers: signed-in fans get a way to pick or change their favourite, not the sign-up invitation', async ({
  page,
  signedIn,
  server,
}) => {
  await page.goto('/drivers');
  await expect(main(page).getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Pick your favourite' })).toHaveAttribute(
    'href',
    '/update-profile',
  );

  const picked = await page.request.put('/api/favourites/mine', {
    headers: { origin: server.url },
    data: { driverId: 'charles-leclerc', teamId: 'ferrari' },
  });
  expect(picked.ok()).toBe(true);
  await page.goto('/drivers');
  await expect(main(page).getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  const change = main(page).getByRole('link', { name: 'Change your favourite' });
  await expect(change).toHaveAttribute('href', '/update-profile');
  await change.click();
  await expect(page).toHaveURL(`${server.url}/update-profile`);
  expect(signedIn.email).toContain('@');
});

test('following the confirmation link signs the new fan in', async ({ page, inbox, server }) => {
  const { account, link } = await signUp(page, inbox, server.url);
  await page.goto(link);
  await expect(page).toHaveURL(`${server.url}/update-profile`);
  await expect(page.getByRole('status').filter({ hasText: 'Your email is confirmed' })).toBeVisible();
  await expect(navbar(page).getByRole('button', { name: `Account: ${account.name}` })).toBeVisible();
  // The session is a real one: it outlives the redirect.
  await page.goto('/profile');
  await expect(page).toHaveURL(`${server.url}/profile`);
  await expect(page.getByRole('contentinfo')).toContainText(account.email);
  // It signs in once: followed again, it leads to the login page.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(`${server.url}/login`);
  await expect(page.getByRole('status').filter({ hasText: 'confirmed already' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('/confirm opened directly does not claim a mail was sent', async ({ page }) => {
  await page.goto('/confirm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your email');
  await expect(main(page)).not.toContainText(/We have sent|Check your inbox/);
  await expect(main(page).getByRole('button', { name: 'Send a confirmation link' })).toBeVisible();
  await page.goto('/confirm?email=fan%40example.com');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  await expect(main(page)).toContainText('We have sent a confirmation link to fan@example.com');
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`${theme} at ${width} px: the welcome toast leaves the heading clear; the pages are accessible`, async ({
      page,
      inbox,
      server,
      context,
    }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      const shot = (name: string) =>
        keepPicture(page, info, `${name}-${theme}-${width}.png`, { fullPage: true });

      await page.goto('/confirm');
      await expectNoA11yViolations(page);
      await shot('confirm-direct');

      const { link } = await signUp(page, inbox, server.url);
      await page.goto(link);
      const toast = page.getByRole('status').filter({ hasText: 'Your email is confirmed' });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(toast).toBeVisible();
      await expect(heading).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdarkmode\b/ : /^(?!.*darkmode)/);
      const [a, b] = [await toast.boundingBox(), await heading.boundingBox()];
      if (!a || !b) throw new Error('toast or heading has no box');
      const intersect =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(intersect, 'the toast overlaps the heading').toBe(false);
      await expectNoA11yViolations(page);
      await shot('confirmed-toast');

      await page.goto('/drivers');
      await expect(main(page).getByRole('link', { name: 'Pick your favourite' })).toBeVisible();
      await expectNoA11yViolations(page);
      await shot('drivers-signed-in');
      await context.clearCookies();
    });
  }
}
