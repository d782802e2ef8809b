import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { linkIn } from '../src/server/testing/smtp-inbox.ts';
import {
  adminEmail,
  createConfirmedAccount,
  expect,
  expectNoA11yViolations,
  keepPicture,
  newAccount,
  signInContext,
  test,
  useTheme,
} from './support/accounts.ts';

const main = (page: Page) => page.getByRole('main');
const navbar = (page: Page) => page.getByRole('banner');
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function logIn(page: Page, email: string, password: string) {
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Waits for a popup to close: at once when it closed itself before the test got to it. */
const closed = async (popup: Page) => {
  if (!popup.isClosed()) await popup.waitForEvent('close');
};

/** Marks the window, so a test can tell a full page load (the mark is gone) from a client navigation. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { pitwallMark: true }));
const windowMarked = (page: Page) => page.evaluate(() => 'pitwallMark' in window);

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e10600' } })
    .png()
    .toBuffer();

test('sign up, confirm by mail, log in, pick favourites, update name and photo, sign out, reset the password by mail', async ({
  page,
  inbox,
  server,
  request,
}) => {
  // The whole account journey in one test, with two mails and an upload.
  test.slow();
  const account = newAccount();

  // Sign up.
  await page.goto('/signup');
  await main(page).getByLabel('Display name').fill(account.name);
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  await main(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(main(page)).toContainText(account.email);

  // The mail arrives at the SMTP server; its link confirms the address and signs in.
  const confirmation = await inbox.waitFor({ to: account.email, subject: /Confirm your email/ });
  await page.goto(linkIn(confirmation, `${server.url}/auth-action?mode=verifyEmail`));
  await expect(page).toHaveURL(`${server.url}/update-profile`);
  await expect(page.getByRole('status').filter({ hasText: 'Your email is confirmed' })).toBeVisible();
  const badge = navbar(page).getByRole('button', { name: `Account: ${account.name}` });
  await expect(badge).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(account.email);

  // Favourite driver and team, from the profile badge's menu.
  await badge.click();
  await navbar(page).getByRole('link', { name: 'Update profile' }).click();
  await main(page).getByLabel('Favourite driver').selectOption({ label: 'Lando Norris' });
  await main(page).getByLabel('Favourite team').selectOption({ label: 'McLaren' });
  await main(page).getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(`${server.url}/profile`);
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  const favourites = main(page).getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByRole('article').filter({ hasText: 'Favourite driver' })).toContainText(
    'Lando Norris',
  );
  await expect(favourites.getByRole('article').filter({ hasText: 'Favourite team' })).toContainText(
    'McLaren',
  );

  // The standings count this fan, and mark the picks.
  const fans = await (await request.get('/api/favourites/drivers/fans')).json();
  expect(fans).toContainEqual({ driverId: 'lando-norris', fans: 1 });
  await page.goto('/teams');
  const mclaren = main(page).getByRole('article', { name: 'McLaren' });
  await expect(mclaren).toContainText('Liked by 1');
  await expect(mclaren).toContainText('Your team');
  await page.goto('/drivers');
  await expect(main(page).getByRole('article', { name: /Norris/ })).toContainText('1 fan');
  await page.goto('/profile');

  // Display name and photo.
  await main(page).getByRole('link', { name: 'Update profile' }).click();
  await main(page).getByLabel('Display name').fill('Papaya Rules');
  await main(page)
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo(900, 600) });
  await main(page).getByRole('button', { name: 'Save profile' }).click();
  await expect(main(page).getByRole('heading', { name: 'Papaya Rules' })).toBeVisible();
  const avatar = main(page).locator('img.avatar');
  const src = await avatar.getAttribute('src');
  expect(src).toMatch(/^\/media\/avatars\/[\w-]+\.webp$/);
  const image = await request.get(src ?? '');
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await sharp(await image.body()).metadata()).toMatchObject({
    width: 320,
    height: 320,
    format: 'webp',
  });
  await expect(navbar(page).getByRole('button', { name: 'Account: Papaya Rules' })).toBeVisible();

  // Sign out from the badge menu: the page reloads, signed out.
  await page.goto('/info');
  await markWindow(page);
  await navbar(page).getByRole('button', { name: 'Account: Papaya Rules' }).click();
  await navbar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(navbar(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(page.url()).toBe(`${server.url}/info`);
  expect(await windowMarked(page)).toBe(false);

  // Forgot the password: a reset link by mail.
  await page.goto('/login');
  await main(page).getByRole('link', { name: 'Forgot password?' }).click();
  // The login page has an Email field too: fill the reset form's once its page is there.
  await expect(main(page).getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('a reset link is on its way');
  const reset = await inbox.waitFor({ to: account.email, subject: /Reset your Pitwall password/ });
  const resetLink = linkIn(reset, `${server.url}/auth-action?mode=resetPassword`);
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await main(page).getByLabel('New password').fill('undercut-2025');
  await main(page).getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(`${server.url}/login`);
  await expect(page.getByRole('status')).toContainText('Your password is changed. Log in with the new one.');

  // The old password no longer works; the new one does.
  await logIn(page, account.email, account.password);
  await expect(alert(page, 'Wrong email or password.')).toBeVisible();
  await main(page).getByLabel('Password').fill('undercut-2025');
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(navbar(page).getByRole('button', { name: 'Account: Papaya Rules' })).toBeVisible();

  // The reset link worked once.
  await page.goto(resetLink);
  await expect(alert(page, 'This link has expired or was already used. Ask for a new one.')).toBeVisible();
  await expect(main(page).getByLabel('New password')).toHaveCount(0);
});

test.describe('route guards (docs/product.md §6)', () => {
  test('signed out, /profile and /update-profile send you to log in, then back', async ({
    page,
    account,
    server,
  }) => {
    for (const path of ['/profile', '/update-profile']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}`));
      await expect(alert(page, 'You have to log in to view this page!')).toBeVisible();
    }
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(`${server.url}/update-profile`);
  });

  test('the guard also answers a link followed inside the site', async ({
    page,
    context,
    signedIn,
    server,
  }) => {
    await page.goto('/profile');
    await expect(main(page).getByRole('heading', { name: signedIn.name })).toBeVisible();
    // The session ends (signed out elsewhere, say) while the page stays open.
    await context.clearCookies();
    await markWindow(page);
    await main(page).getByRole('link', { name: 'Update profile' }).click();
    await expect(page).toHaveURL(`${server.url}/login?redirectTo=%2Fupdate-profile`);
    await expect(alert(page, 'You have to log in to view this page!')).toBeVisible();
    // A client-side navigation: the page was not reloaded.
    expect(await windowMarked(page)).toBe(true);
  });

  test('signed in, /signup sends you home with Already logged in!', async ({ page, signedIn, server }) => {
    await page.goto('/signup');
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(alert(page, 'Already logged in!')).toBeVisible();
    await expect(navbar(page).getByRole('button', { name: `Account: ${signedIn.name}` })).toBeVisible();
    // The message is dismissable and leaves the address bar.
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(alert(page, 'Already logged in!')).toHaveCount(0);
    expect(page.url()).toBe(`${server.url}/`);
  });

  test('signed out, /admin sends you to log in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
    await expect(alert(page, 'Log in to admin account first!')).toBeVisible();
  });

  test('a fan who is not an admin is sent home from /admin', async ({ page, signedIn, server }) => {
    expect(signedIn.email).not.toBe(adminEmail);
    await page.goto('/admin');
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(alert(page, 'You are not the admin')).toBeVisible();
  });

  test('a forged or expired session cookie is refused at /admin', async ({ page, context, server }) => {
    await context.addCookies([
      { name: 'pitwall.session_token', value: 'forged.c2lnbmF0dXJl', url: server.url },
    ]);
    await page.goto('/admin');
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(alert(page, 'Invalid or expired token. Please log in again.')).toBeVisible();
  });

  test('an address in ADMIN_EMAILS gets the admin role at sign-in', async ({
    page,
    context,
    inbox,
    server,
  }) => {
    const chief = await createConfirmedAccount(server.url, inbox, newAccount({ email: adminEmail }));
    await signInContext(context, server.url, chief);
    await page.goto('/admin');
    await expect(main(page).getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/profile');
    await expect(main(page).getByText('Admin', { exact: true })).toBeVisible();
  });

  test('the admin check failing has its own message', async ({ page, server }) => {
    // What the guard leaves when the check itself fails (the failure is tested in the API tests).
    await page.goto('/?notice=adminCheckFailed');
    await expect(alert(page, 'Server error during admin check')).toBeVisible();
    await expect.poll(() => page.url()).toBe(`${server.url}/`);
  });
});

test.describe('Google and GitHub', () => {
  test('Google in a 500x600 popup that closes itself, back where you wanted to go', async ({
    page,
    providers,
    server,
  }) => {
    const user = { id: '104729', email: newAccount().email, name: 'Kimi Fan' };
    providers.google.signInAs(user);
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (...args) => {
        Object.assign(window, { openedWith: args[2] });
        return open(...args);
      };
    });
    await page.goto('/profile');
    const popupOpened = page.waitForEvent('popup');
    await main(page).getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    expect(await page.evaluate(() => (window as unknown as { openedWith: string }).openedWith)).toMatch(
      /^popup=yes,width=500,height=600,/,
    );
    await closed(popup);
    await expect(page).toHaveURL(`${server.url}/profile`);
    await expect(main(page).getByRole('heading', { name: 'Kimi Fan' })).toBeVisible();
    await expect(main(page)).toContainText(user.email);
  });

  test('GitHub as a full-page round trip when the browser blocks the popup', async ({
    page,
    providers,
    server,
  }) => {
    const user = { id: '5823', email: newAccount().email, name: 'Box Box' };
    providers.github.signInAs(user);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await main(page).getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(navbar(page).getByRole('button', { name: 'Account: Box Box' })).toBeVisible();
    await page.goto('/profile');
    await expect(main(page)).toContainText(user.email);
  });

  test('works without JavaScript too', async ({ browser, providers, server }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await context.newPage();
    providers.github.signInAs({ id: '9001', email: newAccount().email, name: 'No Script' });
    await page.goto('/login');
    await main(page).getByRole('button', { name: 'Continue with GitHub' }).click();
    // Without JavaScript the account menu is a disclosure element (<details>), named the same.
    await expect(navbar(page).getByLabel('Account: No Script')).toBeVisible();
    await context.close();
  });

  test('the same verified email joins the existing account', async ({ page, account, providers, server }) => {
    providers.google.signInAs({ id: '31337', email: account.email, name: 'Some Other Name' });
    await page.goto('/login?redirectTo=%2Fprofile');
    const popupOpened = page.waitForEvent('popup');
    await main(page).getByRole('button', { name: 'Continue with Google' }).click();
    await closed(await popupOpened);
    await expect(page).toHaveURL(`${server.url}/profile`);
    // The account made with a password, not a second one named after the Google profile.
    await expect(main(page).getByRole('heading', { name: account.name })).toBeVisible();
  });

  test('a slow way back from the provider still ends signed in, not in "the window was closed"', async ({
    page,
    context,
    providers,
    server,
  }) => {
    const user = { id: '2718', email: newAccount().email, name: 'Slow Lap' };
    providers.google.signInAs(user);
    await page.goto('/login?redirectTo=%2Fprofile');
    await expect(main(page).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    // Once the page is loaded, every script the popup asks for takes 5 s: its page hydrates (and
    // reports back) long after it came back from the provider, and well after the check below.
    await context.route(/\/assets\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue();
    });
    const popupOpened = page.waitForEvent('popup');
    await main(page).getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/auth-popup\?attempt=[0-9a-f]{32}$/, { waitUntil: 'commit' });
    // Meanwhile the page still waits for the popup: it has not taken it for closed.
    await page.waitForTimeout(2000);
    await expect(main(page).getByRole('button', { name: 'Waiting for Google…' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(`${server.url}/profile`);
    await expect(main(page)).toContainText(user.email);
  });

  test('an unconfirmed account with the same email is not taken over', async ({
    page,
    providers,
    server,
  }) => {
    const pending = newAccount();
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify(pending),
    });
    expect(signUp.ok).toBe(true);
    providers.github.signInAs({ id: '777', email: pending.email, name: 'Claimant' });
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await main(page).getByRole('button', { name: 'Continue with GitHub' }).click();
    await closed(await popupOpened);
    await expect(
      alert(page, 'An account with this email already exists, but its email is not confirmed yet'),
    ).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('cancelling at the provider, or closing the popup, says so', async ({ page, context, providers }) => {
    providers.google.deny();
    await page.goto('/login');
    let popupOpened = page.waitForEvent('popup');
    await main(page).getByRole('button', { name: 'Continue with Google' }).click();
    await closed(await popupOpened);
    await expect(alert(page, 'You cancelled the sign-in. Nothing was changed.')).toBeVisible();

    // The provider's page never finishes loading; the user closes the window.
    await context.route(/\/authorize\?/, () => {});
    popupOpened = page.waitForEvent('popup');
    await main(page).getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await expect(main(page).getByRole('button', { name: 'Waiting for Google…' })).toBeVisible();
    await popup.close();
    await expect(alert(page, 'The sign-in window was closed before you finished.')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });
});

test.describe('bad input gets a message beside the field, and nothing is stored', () => {
  test('sign-up: malformed email and short password', async ({ page }) => {
    await page.goto('/signup');
    await main(page).getByLabel('Display name').fill('Shorty');
    await main(page).getByLabel('Email').fill('not-an-email');
    await main(page).getByLabel('Password').fill('12345');
    await main(page).getByRole('button', { name: 'Sign up' }).click();
    const email = main(page).getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    // Focus moved to the first field in error (checked in the page: with two browsers running,
    // the window itself may not be the focused one).
    await expect.poll(() => email.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect(main(page).getByLabel('Password')).toHaveAccessibleDescription(
      'At least 6 characters. Use at least 6 characters',
    );
    // What was typed (but the password) is kept.
    await expect(main(page).getByLabel('Display name')).toHaveValue('Shorty');
  });

  test('sign-up with an address that has an account: same answer, and a mail to its owner', async ({
    page,
    account,
    inbox,
  }) => {
    await page.goto('/signup');
    await main(page).getByLabel('Display name').fill('Copycat');
    await main(page).getByLabel('Email').fill(account.email);
    await main(page).getByLabel('Password').fill('another-password');
    await main(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const notice = await inbox.waitFor({ to: account.email, subject: /You already have a Pitwall account/ });
    expect(notice.text).toContain('Log in instead');
    // The old password still signs in, under the old name.
    await page.goto('/login');
    await logIn(page, account.email, account.password);
    await expect(navbar(page).getByRole('button', { name: `Account: ${account.name}` })).toBeVisible();
  });

  test('log in before confirming: a new link is mailed', async ({ page, inbox, server }) => {
    const pending = newAccount();
    await page.goto('/signup');
    await main(page).getByLabel('Display name').fill(pending.name);
    await main(page).getByLabel('Email').fill(pending.email);
    await main(page).getByLabel('Password').fill(pending.password);
    await main(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await page.goto('/login');
    await logIn(page, pending.email, pending.password);
    await expect(alert(page, 'Confirm your email first')).toBeVisible();
    await expect
      .poll(() => inbox.messages.filter((mail) => mail.to.includes(pending.email)).length)
      .toBeGreaterThanOrEqual(2);
    expect(page.url()).toContain(`${server.url}/login`);
  });

  test('photo: too large, or not an image', async ({ page, signedIn }) => {
    await page.goto('/update-profile');
    const field = main(page).getByLabel('Profile photo');
    // 6 MB of noise: over the limit, whatever it holds.
    await field.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024, 7),
    });
    await expect(field).toHaveAccessibleDescription(/The photo is larger than 5 MB/);
    await main(page).getByRole('button', { name: 'Save profile' }).click();
    await expect(field).toHaveAccessibleDescription(/The photo is larger than 5 MB/);

    await field.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await main(page).getByLabel('Display name').fill('Should Not Stick');
    await main(page).getByRole('button', { name: 'Save profile' }).click();
    await expect(field).toHaveAccessibleDescription(/must be a JPEG, PNG, WebP, GIF or AVIF image/);
    await page.goto('/profile');
    await expect(main(page).getByRole('heading', { name: signedIn.name })).toBeVisible();
    await expect(main(page).locator('img.avatar')).toHaveCount(0);
  });
});

test('the forms work without JavaScript', async ({ browser, account, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, account.email, 'wrong-password');
  await expect(alert(page, 'Wrong email or password.')).toBeVisible();
  await logIn(page, account.email, account.password);
  // Without JavaScript the account menu is a disclosure element (<details>), named the same.
  await expect(navbar(page).getByLabel(`Account: ${account.name}`)).toBeVisible();
  await page.goto('/update-profile');
  await main(page).getByLabel('Favourite team').selectOption({ label: 'Ferrari' });
  await main(page).getByRole('button', { name: 'Save profile' }).click();
  await expect(main(page).getByRole('article').filter({ hasText: 'Favourite team' })).toContainText(
    'Ferrari',
  );
  // Sign out from the footer.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`account pages in the ${theme} theme`, () => {
    const signedOutPages = [
      '/login',
      '/signup',
      '/forgot-password',
      '/confirm?email=fan%40example.com',
      '/auth-action?mode=verifyEmail&token=not-a-token',
      '/reset-password?token=not-a-token',
    ];
    for (const width of [390, 1280]) {
      test(`have no serious accessibility violations at ${width} px`, async ({
        page,
        context,
        account,
        server,
      }, info) => {
        // Nine views and a menu, each checked with axe and photographed: several times a one-page test.
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        await useTheme(page, theme);
        const check = async (path: string) => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveClass(
            theme === 'dark' ? /\bdarkmode\b/ : /^(?!.*darkmode)/,
          );
          await expectNoA11yViolations(page);
          const name = `${path.split('?')[0]?.replace(/\W+/g, '') || 'home'}-${theme}-${width}.png`;
          await keepPicture(page, info, name, { fullPage: true });
        };
        for (const path of signedOutPages) await check(path);
        // A form showing its errors.
        await page.goto('/signup');
        await main(page).getByRole('button', { name: 'Sign up' }).click();
        await expect(main(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
        await expectNoA11yViolations(page);
        await keepPicture(page, info, `signup-errors-${theme}-${width}.png`, { fullPage: true });

        await signInContext(context, server.url, account);
        const picked = await page.request.put('/api/favourites/mine', {
          headers: { origin: server.url },
          data: { driverId: 'charles-leclerc', teamId: 'ferrari' },
        });
        expect(picked.ok()).toBe(true);
        for (const path of ['/profile', '/update-profile']) await check(path);
        await page.goto('/');
        await navbar(page)
          .getByRole('button', { name: `Account: ${account.name}` })
          .click();
        await expectNoA11yViolations(page);
        await keepPicture(page, info, `menu-${theme}-${width}.png`);
      });
    }
  });
}
