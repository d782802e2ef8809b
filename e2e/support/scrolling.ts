import type { Page } from '@playwright/test';

/** Scrolls the end of the list into view until paging says it is done (or gives up). */
export async function scrollToTheEnd(page: Page, doneText: string) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if (await page.getByText(doneText).isVisible()) return;
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(150);
  }
  throw new Error(`"${doneText}" never appeared`);
}
