import type { Locator, Page } from '@playwright/test';
import { blockMedia, expect, test } from './support/test.ts';

// The worker's clock is Thursday 3 July 2025: the latest race run is Austria, round 11 of 2025.

const raceTable = (page: Page) =>
  page.getByRole('region', { name: 'Race results, Austrian Grand Prix 2025' });

/** How far a box's content reaches past its right edge, in pixels (0 when it fits). */
const hiddenWidth = (box: Locator) => box.evaluate((element) => element.scrollWidth - element.clientWidth);

/**
 * How light the box's two edges are drawn on screen: the median brightness (0–255) of its outermost
 * three columns of pixels on each side. Text and rules crossing an edge darken some of its pixels; a
 * shadow darkens the whole edge.
 */
async function edgeBrightness(page: Page, box: Locator) {
  const png = (await box.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const lightness = (x: number) => {
      const pixels = context.getImageData(x, 0, 3, bitmap.height).data;
      const values: number[] = [];
      for (let i = 0; i < pixels.length; i += 4)
        values.push(((pixels[i] ?? 0) + (pixels[i + 1] ?? 0) + (pixels[i + 2] ?? 0)) / 3);
      values.sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)] ?? 0;
    };
    return { left: lightness(0), right: lightness(bitmap.width - 3) };
  }, png);
}

// The cookie notice floats over the page's bottom corner: a returning visitor has accepted it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieAccepted', 'true'));
});

// At 390 px the race table fits (position, number, code, time and points first); at 320 px its status
// and fastest-lap columns still need the scroll box.
test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 844 } });

  test('the race results table scrolls in a labelled box that takes focus, shadowed on the side with more', async ({
    page,
  }) => {
    await page.goto('/race-results/2025');
    const box = raceTable(page);
    expect(await hiddenWidth(box)).toBeGreaterThan(0);
    await expect(box.getByRole('table')).toHaveCount(1);

    // More to the right: a shadow on the right edge, none on the left; at the far end, the other way round.
    const start = await edgeBrightness(page, box);
    expect(start.right, 'the right edge is shaded').toBeLessThan(start.left - 25);
    await box.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    const end = await edgeBrightness(page, box);
    expect(end.left, 'the left edge is shaded').toBeLessThan(end.right - 25);
    await box.evaluate((element) => {
      element.scrollLeft = 0;
    });

    // Keyboard users reach the box with Tab (after the round's replay links) and scroll it with the
    // arrow keys.
    await page.getByRole('article').getByRole('link', { name: 'race', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await expect(box).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test('at 1280 px the results table fits its box: nothing to scroll, no shadow on either edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/race-results/2025');
  const box = raceTable(page);
  expect(await hiddenWidth(box)).toBe(0);
  // Both edges as light as the card's white surface.
  const { left, right } = await edgeBrightness(page, box);
  expect(Math.min(left, right), `left ${left}, right ${right}`).toBeGreaterThan(250);
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('every table wider than the screen scrolls in a labelled, focusable, shadowed box', async ({
    page,
  }) => {
    await blockMedia(page);
    // Qualifying, a history season and a head-to-head now fit 320 px (codes for names, a narrower
    // typeface); these still need their boxes.
    const paths = ['/race-results/2025', '/schedule/2025/austrian-grand-prix', '/drivers/NOR'];
    for (const path of paths) {
      await page.goto(path);
      const boxes = await scrollingTableBoxes(page);
      expect(boxes.length, `${path}: a table that scrolls sideways`).toBeGreaterThan(0);
      for (const box of boxes)
        expect(box, path).toEqual({ role: 'region', tabIndex: 0, named: true, shadows: true });
    }
  });
});

/** Each box in the page's main content that holds a table and scrolls sideways, as the checks see it. */
function scrollingTableBoxes(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('*')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (
          (overflowX === 'auto' || overflowX === 'scroll') &&
          element.scrollWidth > element.clientWidth &&
          element.querySelector('table') !== null
        );
      })
      .map((element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const label = labelledBy
          ? labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : (element.getAttribute('aria-label') ?? '');
        const named = label.trim().length > 0;
        const style = getComputedStyle(element);
        return {
          role: element.getAttribute('role') ?? (element.tagName === 'SECTION' && named ? 'region' : null),
          tabIndex: (element as HTMLElement).tabIndex,
          named,
          // Background layers that scroll with the table cover edge shadows that stay with the box.
          shadows: style.backgroundAttachment.includes('local') && style.backgroundImage.includes('gradient'),
        };
      }),
  );
}
