import { expect, expectNoA11yViolations, test } from './support/test.ts';

const pages = [
  { path: '/', title: /Pitwall/ },
  { path: '/info', title: 'About Pitwall · Pitwall', heading: 'About Pitwall' },
  { path: '/privacy-policy', title: 'Privacy Policy · Pitwall', heading: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service · Pitwall', heading: 'Terms of Service' },
  { path: '/welcome', title: 'Welcome · Pitwall', heading: 'Welcome to my page' },
  { path: '/no-such-page', title: 'Page not found · Pitwall', heading: 'Page not found' },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    for (const { path } of pages) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdarkmode\b/ : /^(?!.*darkmode)/);
        // The cookie notice is showing (a first visit), so it is checked too.
        await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
        await expectNoA11yViolations(page);
      });
    }
  });
}

test('every page has its own title and description', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const { path, title, heading } of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length, path).toBeGreaterThan(30);
    descriptions.add(description ?? '');
  }
  expect(descriptions.size).toBe(pages.length);
});

test('/info credits the sources and invites to sign up', async ({ page }) => {
  await page.goto('/info');
  const content = page.getByRole('main');
  await expect(content.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  await expect(content.getByRole('link', { name: 'F1DB' })).toHaveAttribute(
    'href',
    'https://github.com/f1db/f1db',
  );
  await expect(content.getByRole('link', { name: 'CC BY 4.0' })).toBeVisible();
  await expect(content.getByRole('link', { name: 'bacinger/f1-circuits' })).toBeVisible();
  await expect(content).toContainText('not associated in any way with the Formula 1 companies');
});

test('the privacy policy names what the browser stores and how to have an account deleted', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const content = page.getByRole('main');
  await expect(content.getByRole('cell', { name: /darkMode/ })).toBeVisible();
  await expect(content.getByRole('cell', { name: /cookieAccepted/ })).toBeVisible();
  await expect(content.getByRole('heading', { name: /Signing in with Google or GitHub/ })).toBeVisible();
  const deletion = content.getByRole('region', { name: /Deleting your account/ });
  // No CONTACT_EMAIL on the test server: the section says so instead of printing an address.
  await expect(deletion).toContainText('it has no contact address set up');
  // Each contents entry leads to its section.
  await content
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Your rights' })
    .click();
  await expect(page).toHaveURL(/#your-rights$/);
});

test('the legal pages give the configured contact address', async ({ startServer, page }) => {
  const server = await startServer({ env: { CONTACT_EMAIL: 'help@pitwall.test' } });
  for (const path of ['/privacy-policy', '/terms-of-service']) {
    await page.goto(server.url + path);
    await expect(page.getByRole('link', { name: 'help@pitwall.test' }).first()).toHaveAttribute(
      'href',
      'mailto:help@pitwall.test',
    );
  }
});

test('a form posted to a page that takes none says so, under its own title, with the way back', async ({
  page,
}) => {
  await page.goto('/drivers');
  // A stale tab's form, or one made by hand: the page has no action.
  await Promise.all([
    page.waitForURL('**/drivers'),
    page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.innerHTML = '<input name="a" value="b">';
      document.body.append(form);
      form.submit();
    }),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing to send here');
  // The title is the error page's once the page has hydrated, not lost with the server's markup.
  await expect(page).toHaveTitle('Nothing to send here · Pitwall');
  await expectNoA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Open it again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driver standings');
  await expect(page).toHaveTitle('Driver standings 2025 · Pitwall');
});
