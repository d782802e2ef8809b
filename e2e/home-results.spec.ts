import { expect, expectNoA11yViolations, test } from './support/test.ts';

test.describe('the hero countdown', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('is absent more than 24 hours before the next session', async ({ startServer, page }) => {
    // Wednesday before Silverstone: FP1 (Fri 11:30 UTC) is two days away.
    const server = await startServer({ now: '2025-07-02T11:30:00Z' });
    await page.goto(server.url);
    const hero = page.getByRole('region', { name: 'British Grand Prix' });
    await expect(hero).toContainText('Upcoming Practice 1');
    await expect(hero).not.toContainText('Starts in');
  });

  test('counts down within 24 hours and reaches "Session started" without a reload', async ({
    startServer,
    page,
  }) => {
    // Six seconds before qualifying (Sat 5 July 14:00 UTC).
    const server = await startServer({ now: '2025-07-05T13:59:54Z' });
    const response = await page.request.get(server.url);
    expect(await response.text()).toContain('00:00:06');
    await page.goto(server.url);
    const hero = page.getByRole('region', { name: 'British Grand Prix' });
    await expect(hero).toContainText('Upcoming Qualifying');
    await expect(hero.locator('.countdown')).toHaveText(/^00:00:0[1-6]$/);
    await expect(hero).toContainText('Session started', { timeout: 10_000 });
    await expect(hero).toContainText('Live Qualifying');
    await expect(hero.locator('.countdown')).toHaveCount(0);
  });
});

test.describe('last race results', () => {
  test('show the podium of the last race and toggle the team and positions-gained podiums', async ({
    startServer,
    page,
  }) => {
    // Surnames are upper-cased by CSS only, so the text matches case-insensitively.
    // Three days after the 2025 season finale; the next race is in March.
    const server = await startServer({ now: '2025-12-10T12:00:00Z' });
    await page.goto(server.url);
    const section = page.getByRole('region', { name: 'Last race results' });
    await expect(section).toContainText('Abu Dhabi Grand Prix');
    const drivers = section.getByRole('list', { name: "Drivers' podium" }).getByRole('listitem');
    await expect(drivers).toHaveText([
      /Max VERSTAPPEN.*Red Bull.*25 pts/i,
      /Oscar PIASTRI.*McLaren.*18 pts/i,
      /Lando NORRIS.*McLaren.*15 pts/i,
    ]);

    const toggle = section.getByRole('button', { name: 'View more results' });
    await expect(section.getByRole('list', { name: "Teams' podium" })).toBeHidden();
    await toggle.click();
    await expect(section.getByRole('button', { name: 'View fewer results' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(section.getByRole('list', { name: "Teams' podium" }).getByRole('listitem')).toHaveText([
      /McLaren.*33 pts/,
      /Red Bull.*25 pts/,
      /Ferrari.*16 pts/,
    ]);
    await expect(
      section.getByRole('list', { name: 'Most positions gained' }).getByRole('listitem'),
    ).toHaveText([
      /Nico HÜLKENBERG.*P18 → P9.*\+9/i,
      /Lewis HAMILTON.*P16 → P8.*\+8/i,
      /Lance STROLL.*P15 → P10.*\+5/i,
    ]);
    await expectNoA11yViolations(page);
  });

  test('are skipped while the next race weekend is under way', async ({ startServer, page }) => {
    const server = await startServer({ now: '2025-07-05T12:00:00Z' });
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1, name: 'British Grand Prix' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Last race results' })).toHaveCount(0);
  });
});
