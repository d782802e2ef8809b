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

// The line-up editor (/update-teams) as an admin: a mid-season driver change recorded in the form
// shows on /teams and on both drivers' pages. The worker's clock is Thursday 3 July 2025: round 11
// (Austria) is the latest run, so /teams shows the line-ups of round 11. Each test has a server of
// its own, as it changes the race data.

test.describe('the line-up editor', () => {
  test('a driver change from round 11 shows on /teams and on the driver pages', async ({
    page,
    context,
    inbox,
    serverEnv,
    startServer,
  }) => {
    const chief = newAccount();
    const server = await startServer({ env: { ...serverEnv, ADMIN_EMAILS: chief.email } });
    await signInContext(context, server.url, await createConfirmedAccount(server.url, inbox, chief));

    const alpine = () =>
      page.getByRole('list', { name: 'Teams, 2025' }).getByRole('list', { name: 'Alpine drivers' });
    await page.goto(`${server.url}/teams`);
    await expect(alpine()).toContainText('Colapinto');
    await expect(alpine()).not.toContainText('Doohan');

    await page.goto(`${server.url}/update-teams?season=2025`);
    const teams = page.getByRole('region', { name: '2025 line-ups, 24 rounds' });
    await expect(teams.getByRole('listitem').filter({ hasText: 'Alpine' })).toContainText(
      'Jack Doohan: rounds 1–6',
    );
    const replace = page.getByRole('form', { name: 'A driver replaces another' });
    await replace.getByLabel('Team').selectOption({ label: 'Alpine' });
    await replace.getByLabel('Driver coming in').selectOption({ label: 'Jack Doohan' });
    await replace.getByLabel('Driver replaced').selectOption({ label: 'Franco Colapinto' });
    await replace.getByLabel('From round').fill('11');
    await replace.getByRole('button', { name: 'Record the replacement' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const alpineNow = page
      .getByRole('region', { name: '2025 line-ups, 24 rounds' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Alpine' }) });
    await expect(alpineNow).toContainText('Edited by an admin');
    await expect(alpineNow).toContainText('Jack Doohan: rounds 1–6 and 11–24');
    await expect(alpineNow).toContainText('Franco Colapinto: rounds 7–10');

    await page.goto(`${server.url}/teams`);
    await expect(alpine()).toContainText('Doohan');
    await expect(alpine()).not.toContainText('Colapinto');

    await page.goto(`${server.url}/drivers/DOO`);
    const doohanTeams = page.getByRole('list', { name: 'Teams in 2025' });
    await expect(doohanTeams).toHaveText(/Alpine\s*rounds 1–6 and 11–24/);
    await page.goto(`${server.url}/drivers/COL`);
    await expect(page.getByRole('list', { name: 'Teams in 2025' })).toHaveText(/Alpine\s*rounds 7–10/);
    await expectNoA11yViolations(page);
  });

  test('a meeting added and another cancelled in the season-events editor show on /schedule and in the .ics', async ({
    page,
    context,
    inbox,
    serverEnv,
    startServer,
  }) => {
    // Two editor round trips, the schedule with axe and the feed: more than one page's worth of work.
    test.slow();
    const chief = newAccount();
    const server = await startServer({ env: { ...serverEnv, ADMIN_EMAILS: chief.email } });
    await signInContext(context, server.url, await createConfirmedAccount(server.url, inbox, chief));
    await page.goto(`${server.url}/admin/season-events?season=2025`);

    // A blank name (the browser's own check lets spaces through) is refused beside the field.
    const add = page.getByRole('form', { name: 'Add a meeting to 2025' });
    await add.getByLabel('Name').fill('   ');
    await add.getByLabel('Circuit').selectOption('portimao');
    await add.getByLabel('Round').fill('25');
    await add.getByLabel('Race start').fill('2025-12-14T14:00');
    await add.getByLabel('Practice 1 start').fill('2025-12-12T12:30');
    await add.getByRole('button', { name: 'Add the meeting' }).click();
    const refused = page.getByRole('form', { name: 'Add a meeting to 2025' });
    await expect(refused.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toContainText('Give the meeting a name');
    await refused.getByLabel('Name').fill('Portuguese Grand Prix');
    await refused.getByRole('button', { name: 'Add the meeting' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Added round 25: Portuguese Grand Prix' }),
    ).toBeVisible();

    // Belgium (round 13) is called off.
    const belgium = page.locator('details').filter({ hasText: 'Round 13: Belgian Grand Prix' });
    await belgium.locator('summary').click();
    await belgium.getByRole('button', { name: 'Cancel this meeting Belgian Grand Prix' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();

    await page.goto(`${server.url}/schedule?year=2025&month=12`);
    const rounds = page.getByRole('region', { name: 'Rounds' });
    await expect(rounds.getByRole('article').filter({ hasText: 'Portuguese Grand Prix' })).toContainText(
      'Round 25',
    );
    await expect(rounds.getByRole('article').filter({ hasText: 'Belgian Grand Prix' })).toContainText(
      'Cancelled',
    );
    await expectNoA11yViolations(page);
    const text = await (await fetch(`${server.url}/api/schedule/2025.ics`)).text();
    const event = (uid: string) =>
      text.split('BEGIN:VEVENT').find((part) => part.includes(`UID:${uid}`)) ?? '';
    expect(event('2025-25-race@pitwall')).toContain('DTSTART:20251214T140000Z');
    expect(event('2025-25-fp1@pitwall')).toContain('DTSTART:20251212T123000Z');
    expect(event('2025-13-race@pitwall')).toContain('STATUS:CANCELLED');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a refused change is answered beside its field; nothing changes', async ({
      page,
      context,
      inbox,
      serverEnv,
      startServer,
    }) => {
      const chief = newAccount();
      const server = await startServer({ env: { ...serverEnv, ADMIN_EMAILS: chief.email } });
      await signInContext(context, server.url, await createConfirmedAccount(server.url, inbox, chief));
      await page.goto(`${server.url}/update-teams`);
      const end = page.getByRole('form', { name: 'A driver’s stint ends' });
      await end.getByLabel('Team').selectOption({ label: 'McLaren' });
      await end.getByLabel('Driver', { exact: true }).selectOption({ label: 'Max Verstappen' });
      await end.getByLabel('Last round raced').fill('12');
      await end.getByRole('button', { name: 'End the stint' }).click();
      const refused = page.getByRole('form', { name: 'A driver’s stint ends' });
      await expect(refused.getByLabel('Driver', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(refused).toContainText('The driver does not race for the team from round 13');
      await expect(refused.getByLabel('Team')).toHaveValue('mclaren');
      await expect(
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'McLaren' }) }),
      ).not.toContainText('Edited by an admin');

      // A stint that does end: the page answers after a plain post.
      await refused.getByLabel('Driver', { exact: true }).selectOption({ label: 'Oscar Piastri' });
      await refused.getByRole('button', { name: 'End the stint' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await expect(
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'McLaren' }) }),
      ).toContainText('Oscar Piastri: rounds 1–12');
    });
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [320, 1280]) {
      test(`passes axe in the ${theme} theme at ${width} px`, async ({
        page,
        context,
        inbox,
        server,
      }, info) => {
        const account = await createConfirmedAccount(
          server.url,
          inbox,
          newAccount({ email: adminEmail }),
        ).catch(() => newAccount({ email: adminEmail }));
        await signInContext(context, server.url, account);
        await page.setViewportSize({ width, height: 900 });
        await useTheme(page, theme);
        await page.goto('/update-teams');
        await expect(page.getByRole('heading', { name: 'Team line-ups' })).toBeVisible();
        await expectNoA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await keepPicture(page, info, `update-teams-${theme}-${width}.png`, { fullPage: true });
      });
    }
  }
});
