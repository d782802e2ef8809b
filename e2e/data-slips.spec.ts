import { blockMedia, expect, expectNoA11yViolations, test } from './support/test.ts';

/** After the 2025 finale. */
test.use({ now: '2025-12-10T12:00:00Z' });

test('VER raced #1 in 2025: his page shows that, not his permanent #3', async ({ page }) => {
  await blockMedia(page);
  await page.goto('/drivers/VER');
  await expect(page.getByText('2025 season · No. 1', { exact: true })).toBeVisible();
});

test('Red Bull and Racing Bulls each have their own badge', async ({ page }) => {
  await blockMedia(page);
  await page.goto('/teams');
  const badge = (name: string) => page.getByRole('article', { name }).locator('.team-logo .team-image__code');
  await expect(badge('Red Bull')).toHaveText('RED');
  await expect(badge('Racing Bulls')).toHaveText('RAC');
});

test('in July Alpine lists Colapinto, entered from round 7, not Doohan', async ({ page, startServer }) => {
  const server = await startServer({ now: '2025-07-03T12:00:00Z' });
  await blockMedia(page);
  await page.goto(`${server.url}/teams`);
  const alpine = page.getByRole('article', { name: 'Alpine' });
  await expect(alpine).toContainText('Colapinto');
  await expect(alpine).not.toContainText('Doohan');
});

test('the British GP lists its own winners (Hamilton in 2020); Silverstone names the 70th Anniversary GP as another', async ({
  page,
  startServer,
}) => {
  const server = await startServer({ now: '2025-07-03T12:00:00Z' });
  await blockMedia(page);
  await page.goto(`${server.url}/schedule/2025/british-grand-prix`);
  const circuit = page.getByRole('region', { name: 'Silverstone Circuit' });
  // The Grand Prix's own winners: Hamilton won the 2020 British Grand Prix.
  const grandPrix = circuit.getByRole('region', { name: 'The British Grand Prix' });
  await expect(grandPrix.locator('.circuit-facts__winners li')).toHaveText([
    '2024Lewis Hamilton · Mercedes',
    '2023Max Verstappen · Red Bull',
    '2022Carlos Sainz Jr. · Ferrari',
    '2021Lewis Hamilton · Mercedes',
    '2020Lewis Hamilton · Mercedes',
  ]);
  // The circuit's winners count every Grand Prix held there, the 70th Anniversary one named as such.
  const here = circuit.getByRole('region', { name: 'At Silverstone Circuit' });
  await expect(here.locator('.circuit-facts__winners li').last()).toHaveText(
    '2020Max Verstappen · Red Bull70th Anniversary Grand Prix',
  );
});

test('Las Vegas counts and lists the same races', async ({ page }) => {
  await blockMedia(page);
  await page.goto('/schedule/2025/las-vegas-grand-prix');
  const times = page.locator('dt', { hasText: 'Times held' }).locator('xpath=following-sibling::dd');
  await expect(times).toHaveText('3');
  await expect(page.locator('.circuit-facts__winners li')).toHaveCount(3);
  await expect(page.locator('.circuit-facts__winners li').first()).toHaveText(
    '2025Max Verstappen · Red Bull',
  );
  await expectNoA11yViolations(page);
});
