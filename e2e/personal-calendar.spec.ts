import ICAL from 'ical.js';
import { expect, expectNoA11yViolations, test, useTheme } from './support/accounts.ts';
import { fullBrowser } from './support/chromium.ts';

// Early in the 2026 season: every weekend of it still to come. The full browser: the headless shell
// refuses notifications, so it would never offer reminders on this device.
test.use({ now: '2026-03-01T12:00:00Z', launchOptions: fullBrowser });

/** The events of a feed as ical.js reads them: UID, TRIGGER of each alarm. */
function readFeed(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  return root.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    alarms: event
      .getAllSubcomponents('valarm')
      .map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
  }));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a fan saves e-mail reminders for the sessions they pick, and turns them off', async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.email).toContain('@');
    await page.goto('/profile/calendar');
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await expect(reminders.getByText('Off. Choose the sessions and when, then save.')).toBeVisible();
    await expect(reminders.getByText('Reminders on this device need JavaScript')).toBeVisible();
    const sessions = reminders.getByRole('group', { name: 'Sessions to be reminded of' });
    await sessions.getByRole('checkbox', { name: 'Qualifying', exact: true }).uncheck();
    await sessions.getByRole('checkbox', { name: 'Race', exact: true }).uncheck();
    await reminders.getByRole('button', { name: 'Save reminders' }).click();
    await expect(page.getByText('Choose at least one session')).toBeVisible();

    await sessions.getByRole('checkbox', { name: 'Sprint', exact: true }).check();
    await reminders.getByLabel('When').selectOption({ label: '1 hour before' });
    await reminders.getByRole('checkbox', { name: 'By e-mail' }).check();
    await reminders.getByRole('button', { name: 'Save reminders' }).click();
    await expect(page.getByText('Your reminders are saved.')).toBeVisible();
    await expect(reminders.getByText('On: by e-mail, on no device yet.')).toBeVisible();
    await expect(sessions.getByRole('checkbox', { name: 'Sprint', exact: true })).toBeChecked();
    await expect(reminders.getByLabel('When')).toHaveValue('60');

    await reminders.getByRole('button', { name: 'Turn reminders off' }).click();
    await expect(page.getByText('Your reminders are turned off.')).toBeVisible();
  });

  test('a fan creates a calendar address with the sessions and reminder they chose, gets a new one, and turns it off', async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.email).toContain('@');
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Calendar and reminders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your calendar and reminders' })).toBeVisible();

    // Nothing ticked is refused beside the sessions, and nothing is created.
    const sessions = page.getByRole('group', { name: 'Sessions in your calendar' });
    for (const name of ['Practice', 'Sprint Qualifying', 'Sprint', 'Qualifying', 'Race']) {
      await sessions.getByRole('checkbox', { name, exact: true }).uncheck();
    }
    await page.getByRole('button', { name: 'Create my calendar address' }).click();
    await expect(page.getByText('Choose at least one session')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveCount(0);

    await sessions.getByRole('checkbox', { name: 'Qualifying', exact: true }).check();
    await sessions.getByRole('checkbox', { name: 'Race', exact: true }).check();
    await page.getByLabel('Alarm in your calendar').selectOption({ label: '1 hour before' });
    await page.getByRole('button', { name: 'Create my calendar address' }).click();
    await expect(page.getByText('Your calendar is saved.')).toBeVisible();

    const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar app' });
    await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const address = await page.getByLabel(/Or paste this address/).inputValue();
    expect(address).toMatch(/^http:\/\/.+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(sessions.getByRole('checkbox', { name: 'Race', exact: true })).toBeChecked();
    await expect(sessions.getByRole('checkbox', { name: 'Practice', exact: true })).not.toBeChecked();

    const feed = await page.request.get(address);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = readFeed(await feed.text());
    expect(events.length).toBeGreaterThan(40);
    expect(events.every((event) => /-(qualifying|race)@pitwall$/.test(event.uid))).toBe(true);
    expect(events.find((event) => event.uid === '2026-1-race@pitwall')?.alarms).toEqual(['-PT1H']);

    await page.getByRole('button', { name: 'New address' }).click();
    await expect(page.getByText('Your calendar has a new address.')).toBeVisible();
    const newAddress = await page.getByLabel(/Or paste this address/).inputValue();
    expect(newAddress).not.toBe(address);
    expect((await page.request.get(address)).status()).toBe(404);
    expect((await page.request.get(newAddress)).status()).toBe(200);

    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Your calendar address is turned off.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create my calendar address' })).toBeVisible();
    expect((await page.request.get(newAddress)).status()).toBe(404);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the calendar page passes axe in ${theme} mode and fits a 320 px phone`, async ({
    page,
    server,
    signedIn,
  }) => {
    expect(signedIn.email).toContain('@');
    useTheme(page, theme);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.request.post('/profile/calendar', {
      headers: { origin: server.url },
      form: { intent: 'save', sessions: 'race', alarm: '30' },
      maxRedirects: 0,
    });
    await page.goto('/profile/calendar');
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toBeVisible();
    // With JavaScript, the browser offers push reminders (a push service is not reachable from here).
    await expect(page.getByRole('button', { name: 'Remind me on this device' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
}

test('a visitor is sent to log in, and an unknown address is a 404', async ({ page }) => {
  await page.goto('/profile/calendar');
  await expect(page).toHaveURL(/\/login/);
  const unknown = await page.request.get('/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics');
  expect(unknown.status()).toBe(404);
});
