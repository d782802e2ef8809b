import { linkIn } from '../src/server/testing/smtp-inbox.ts';
import { expect, expectNoA11yViolations, newAccount, test } from './support/accounts.ts';

/**
 * A newcomer's first steps on the server the README starts: no PUBLIC_URL, and the address the
 * server prints in its log.
 */
test('without PUBLIC_URL, the printed 127.0.0.1 address signs up, confirms and signs in', async ({
  page,
  inbox,
  startServer,
}) => {
  const server = await startServer({ env: { PUBLIC_URL: '', SMTP_URL: inbox.url } });
  expect(server.output()).toContain(`listening on ${server.url} `);
  expect(server.output()).toContain(`Open http://localhost:${server.port} in a browser`);
  const account = newAccount();

  await page.goto(`${server.url}/signup`);
  const main = page.getByRole('main');
  await main.getByLabel('Display name').fill(account.name);
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password').fill(account.password);
  await main.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The mail's link names the default address (localhost); the same server answers it.
  const mail = await inbox.waitFor({ to: account.email, subject: /Confirm your email/ });
  const link = new URL(linkIn(mail, `http://localhost:${server.port}/auth-action`));
  await page.goto(`${server.url}${link.pathname}${link.search}`);
  await expect(page.getByRole('status').filter({ hasText: 'Your email is confirmed' })).toBeVisible();

  // Signed out, then back in with the password on the printed address.
  await page.context().clearCookies();
  await page.goto(`${server.url}/login`);
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password').fill(account.password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Account: ${account.name}` }),
  ).toBeVisible();
  expect(server.output()).not.toContain('Refused a cross-site');
});

test('a form sent from another address is refused with a page that says why and where it works', async ({
  page,
  server,
}) => {
  // The same server reached under a name it does not take writes from (PUBLIC_URL is 127.0.0.1).
  const elsewhere = `http://localhost:${server.port}`;
  await page.goto(`${elsewhere}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('fan@example.com');
  await main.getByLabel('Password').fill('lights-out');
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Not sent: the form came from another address' }),
  ).toBeVisible();
  await expect(main).toContainText(`Pitwall takes forms only from its own pages, at ${server.url}`);
  await expect(main.getByRole('link', { name: 'this page at that address' })).toHaveAttribute(
    'href',
    `${server.url}/login`,
  );
  await expectNoA11yViolations(page);
  await expect
    .poll(() => server.output())
    .toMatch(new RegExp(`Refused a cross-site POST /login(\\.data)? from ${elsewhere}`));
});
