import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './support/accounts.ts';

// Friday of the 2025 British Grand Prix, after first practice began at 11:30 UTC: voting on the
// Austrian Grand Prix closed then.
test.use({ now: '2025-07-04T12:00:00Z' });

const group = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) });

test('voting on the last race is closed, on the page and in the API', async ({ page, signedIn: _ }) => {
  await page.goto('/vote');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025 Austrian Grand Prix');
  await expect(page.getByText('Voting closed when the next meeting started.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save my votes' })).toHaveCount(0);
  await expect(group(page, 'Best team').getByRole('radio').first()).toBeDisabled();

  // The candidates look closed: greyed out, without their team colours, no hand on hover.
  const mclaren = group(page, 'Best team').locator('label').filter({ hasText: 'McLaren' });
  const look = await mclaren.evaluate((label) => {
    const style = getComputedStyle(label);
    const teamColour = label.style.getPropertyValue('--team-colour');
    const probe = document.createElement('span');
    probe.style.color = teamColour;
    document.body.append(probe);
    const teamRgb = getComputedStyle(probe).color;
    probe.remove();
    const image = label.querySelector('.candidate__image');
    return {
      stripeIsTeamColour: style.borderLeftColor === teamRgb,
      imageFilter: image ? getComputedStyle(image).filter : '',
      cursor: style.cursor,
    };
  });
  expect(look.stripeIsTeamColour).toBe(false);
  expect(look.imageFilter).toMatch(/grayscale\(1\)/);
  expect(look.cursor).not.toBe('pointer');
  await expectNoA11yViolations(page);

  const response = await page.request.post('/api/votes', {
    data: { season: 2025, round: 11, votes: [{ category: 'best-team', candidateId: 'mclaren' }] },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).error).toMatchObject({ code: 'voting_closed', field: 'round' });
});
