import type { Page } from '@playwright/test';
import { type ImageServer, startImageServer } from '../src/server/testing/image-server.ts';
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

// The driver and team editors' round trips as an admin: bad input answered beside the field with
// nothing changed, an edit (a nationality's flag too) shown at once on /drivers and /teams, an upload stored and served, a
// revert from the dashboard's audit log, and the forms without JavaScript. The worker's clock is in
// the 2025 season. Each test runs a server of its own (its edits change the race data), in the test
// environment so that it may check images on this machine's plain-http image server.

let images: ImageServer;
test.beforeAll(async () => {
  images = await startImageServer();
});
test.afterAll(() => images?.close());
// Each test starts a server and makes a dozen round trips through it.
test.describe.configure({ timeout: 240_000 });

const editorTest = test.extend<{ editorServer: { url: string } }>({
  editorServer: async ({ context, inbox, serverEnv, startServer }, use) => {
    const chief = newAccount();
    const server = await startServer({ env: { ...serverEnv, ADMIN_EMAILS: chief.email, NODE_ENV: 'test' } });
    await signInContext(context, server.url, await createConfirmedAccount(server.url, inbox, chief));
    await use(server);
  },
});

const form = (page: Page) => page.locator('form[method="post"]');

/** A field's message beside it, and that the field says it is invalid. */
async function expectFieldError(page: Page, label: string, message: string | RegExp) {
  const field = form(page).getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

editorTest(
  'the driver editor: bad input beside each field, an edit on /drivers, reverted from the audit log',
  async ({ page, editorServer }) => {
    await page.goto(`${editorServer.url}/admin/driver-editor?season=2025&driver=oscar-piastri`);
    await expect(page.getByRole('heading', { name: 'Oscar Piastri in 2025' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Driver editor');
    await expect(page).toHaveTitle('Driver editor · Admin · Pitwall');
    await expectNoA11yViolations(page);

    // Empty name, a number Norris carries, an address that is not an image: each beside its field.
    await form(page).getByLabel('First name').fill('');
    await form(page).getByLabel('Number in 2025').fill('4');
    await form(page).getByRole('button', { name: 'Save driver' }).click();
    await expectFieldError(page, 'First name', /Give the first name/);
    await form(page).getByLabel('First name').fill('Oscar');
    await form(page).getByRole('button', { name: 'Save driver' }).click();
    await expectFieldError(page, 'Number in 2025', /Number 4 is carried by Lando Norris in 2025/);
    await form(page).getByLabel('Number in 2025').fill('28');
    await form(page).getByLabel('Photo address').fill(images.pageUrl);
    await form(page).getByRole('button', { name: 'Save driver' }).click();
    await expectFieldError(page, 'Photo address', /not an image/);
    await form(page).getByLabel('Photo address').fill('http://example.com/piastri.png');
    await form(page).getByRole('button', { name: 'Save driver' }).click();
    await expectFieldError(page, 'Photo address', /must start with https/);
    await expectNoA11yViolations(page);

    // Nothing of that was stored.
    await page.goto(`${editorServer.url}/drivers`);
    await expect(page.getByRole('main')).toContainText('Piastri');
    await expect(page.getByRole('main')).not.toContainText('Piastri-Edited');

    // A real edit: shown on /drivers at once, the flag beside the driver too.
    await page.goto(`${editorServer.url}/admin/driver-editor?season=2025&driver=oscar-piastri`);
    await expect(form(page).getByLabel('Nationality')).toHaveValue('australia');
    await form(page).getByLabel('Last name').fill('Piastri-Edited');
    await form(page).getByLabel('Nationality').selectOption({ label: 'New Zealand' });
    await form(page).getByLabel('Number in 2025').fill('28');
    await form(page).getByLabel('Photo address').fill(images.pngUrl);
    await form(page).getByRole('button', { name: 'Save driver' }).click();
    await expect(page.getByRole('status')).toContainText('Saved');
    await expect(page.getByRole('heading', { name: 'Oscar Piastri-Edited in 2025' })).toBeVisible();
    await expect(form(page).getByLabel('Nationality')).toHaveValue('new-zealand');
    await page.goto(`${editorServer.url}/drivers`);
    await expect(page.getByRole('main')).toContainText('Piastri-Edited');
    await page.goto(`${editorServer.url}/drivers/PIA`);
    await expect(page.getByRole('main').getByRole('img', { name: 'New Zealand' }).first()).toBeVisible();

    // The dashboard's audit log has it; reverting brings the old name back.
    await page.goto(`${editorServer.url}/admin?season=2025`);
    const log = page.getByRole('region', { name: 'Audit log', exact: true });
    const entry = log.getByRole('row').filter({ hasText: 'oscar-piastri' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Piastri-Edited');
    await entry.getByRole('button', { name: /^Revert/ }).click();
    await expect(log.getByRole('status').filter({ hasText: 'Reverted' })).toBeVisible();
    await page.goto(`${editorServer.url}/drivers`);
    await expect(page.getByRole('main')).not.toContainText('Piastri-Edited');
    await page.goto(`${editorServer.url}/drivers/PIA`);
    await expect(page.getByRole('main').getByRole('img', { name: 'Australia' }).first()).toBeVisible();
  },
);

editorTest(
  'the team editor: a bad colour beside the field, then a name, colour and uploaded car on /teams',
  async ({ page, editorServer }) => {
    // The two editors are one route module: the admin menu goes from one to the other in the
    // browser, and the heading, title and form follow.
    await page.goto(`${editorServer.url}/admin/driver-editor?season=2025`);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Teams' }).click();
    await expect(page).toHaveURL(/\/admin\/team-editor$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Team editor');
    await expect(page).toHaveTitle('Team editor · Admin · Pitwall');
    await expect(form(page).getByLabel('Colour in 2025')).toBeVisible();

    await page.goto(`${editorServer.url}/admin/team-editor?season=2025&team=mclaren`);
    await expect(page.getByRole('heading', { name: 'McLaren in 2025' })).toBeVisible();

    await form(page).getByLabel('Name', { exact: true }).fill('');
    await form(page).getByLabel('Colour in 2025').fill('orange');
    await form(page).getByRole('button', { name: 'Save team' }).click();
    await expectFieldError(page, 'Name', /Give the team name/);
    await expectFieldError(page, 'Colour in 2025', /Give a colour like #FF8000/);
    await expectNoA11yViolations(page);

    await form(page).getByLabel('Name', { exact: true }).fill('McLaren Papaya');
    await form(page).getByLabel('Colour in 2025').fill('#ff8001');
    await form(page)
      .getByLabel('Or upload a car image')
      .setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: images.png });
    await form(page).getByRole('button', { name: 'Save team' }).click();
    await expect(page.getByRole('status')).toContainText('Saved');
    const carUrl = await form(page).getByLabel('Car image address').inputValue();
    expect(carUrl).toMatch(/^\/media\/race-data\/[\w-]+\.webp$/);
    const car = await fetch(`${editorServer.url}${carUrl}`);
    expect(car.headers.get('content-type')).toBe('image/webp');
    await expect(form(page).getByLabel('Colour in 2025')).toHaveValue('#FF8001');

    await page.goto(`${editorServer.url}/teams`);
    await expect(page.getByRole('main')).toContainText('McLaren Papaya');
    await expect(page.locator(`img[src="${carUrl}"]`).first()).toBeAttached();
  },
);

editorTest.describe('without JavaScript', () => {
  editorTest.use({ javaScriptEnabled: false });

  editorTest(
    'a new team and a new driver are created by plain form posts',
    async ({ page, editorServer }) => {
      await page.goto(`${editorServer.url}/admin/team-editor?season=2025&team=new`);
      await form(page).getByLabel('Name', { exact: true }).fill('Pitwall Racing');
      await form(page).getByLabel('Country').selectOption({ label: 'Switzerland' });
      await form(page).getByLabel('Colour in 2025').fill('#123456');
      await form(page).getByRole('button', { name: 'Create team' }).click();
      await expect(page).toHaveURL(/team=pitwall-racing/);
      await expect(form(page).getByLabel('Country')).toHaveValue('switzerland');
      await expect(page.getByRole('heading', { name: 'Pitwall Racing in 2025' })).toBeVisible();
      await expect(page.getByLabel('Team', { exact: true })).toContainText('Pitwall Racing');

      await page.goto(`${editorServer.url}/admin/driver-editor?season=2025&driver=new`);
      await form(page).getByLabel('First name').fill('Ada');
      await form(page).getByLabel('Last name').fill('');
      await form(page).getByRole('button', { name: 'Create driver' }).click();
      await expectFieldError(page, 'Last name', /Give the last name/);
      await expect(form(page).getByLabel('First name')).toHaveValue('Ada');
      await form(page).getByLabel('Last name').fill('Lovelace');
      await form(page).getByRole('button', { name: 'Create driver' }).click();
      await expect(page).toHaveURL(/driver=ada-lovelace/);
      await expect(page.getByRole('status')).toContainText('Saved');
    },
  );
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [320, 1280]) {
    test(`both editors pass axe in the ${theme} theme at ${width} px, without scrolling sideways`, async ({
      page,
      context,
      inbox,
      server,
    }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      const account = await createConfirmedAccount(
        server.url,
        inbox,
        newAccount({ email: adminEmail }),
      ).catch(() => newAccount({ email: adminEmail }));
      await signInContext(context, server.url, account);
      for (const path of [
        '/admin/driver-editor?season=2025&driver=lando-norris',
        '/admin/team-editor?season=2025&team=mclaren',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText('in 2025');
        await expectNoA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const name = `${path.split('?')[0]?.replace(/\W+/g, '-')}-${theme}-${width}.png`;
        await keepPicture(page, info, name, { fullPage: true });
      }
    });
  }
}
