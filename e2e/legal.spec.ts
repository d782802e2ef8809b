import { expect, expectNoA11yViolations, keepPicture, test, useTheme } from './support/test.ts';

const legalPages = ['/privacy-policy', '/terms-of-service'];

test('without CONTACT_EMAIL the legal pages print no made-up address and say none is set up', async ({
  page,
}) => {
  for (const path of legalPages) {
    await page.goto(path);
    const content = page.getByRole('main');
    await expect(content).toContainText('it has no contact address set up');
    await expect(content).not.toContainText('@127.0.0.1');
    await expect(content).not.toContainText('@localhost');
    await expect(content.locator('a[href^="mailto:"]')).toHaveCount(0);
  }
});

test('"Last updated" is the date of the document, not of the clock', async ({ page, startServer }) => {
  // A server whose clock is years away from the document's date.
  const later = await startServer({ now: '2031-03-14T09:00:00Z' });
  for (const url of [...legalPages, ...legalPages.map((path) => later.url + path)]) {
    await page.goto(url);
    const date = page.getByRole('main').locator('header time');
    await expect(date).toHaveText('22 November 2026');
    await expect(date).toHaveAttribute('datetime', '2026-11-22');
  }
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`${theme} at ${width} px: contents numbers sit on the first line of their entry, titles wrap clear of them`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      for (const path of legalPages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdarkmode\b/ : /^(?!.*darkmode)/);
        const entries = page.getByRole('navigation', { name: 'On this page' }).getByRole('listitem');
        const boxes = await entries.evaluateAll((items) =>
          items.map((item) => {
            const number = item.querySelector('.legal__toc-number')?.getBoundingClientRect();
            const link = item.querySelector('a');
            const lines = link ? [...link.getClientRects()] : [];
            const text = link ? document.createRange() : null;
            if (text && link) text.selectNodeContents(link);
            const textLines = text ? [...text.getClientRects()] : lines;
            return {
              number: number && { top: number.top, right: number.right },
              lefts: textLines.map((line) => line.left),
              firstTop: textLines[0]?.top ?? 0,
            };
          }),
        );
        expect(boxes.length).toBeGreaterThan(5);
        const textLeft = boxes[0]?.lefts[0] ?? 0;
        for (const box of boxes) {
          if (!box.number) throw new Error('an entry has no number');
          // The number is on the entry's first line, left of the text.
          expect(Math.abs(box.number.top - box.firstTop)).toBeLessThan(4);
          expect(box.number.right).toBeLessThanOrEqual(textLeft);
          // Every line of every title starts at the same x: wrapped lines do not run under the number.
          for (const left of box.lefts) expect(Math.abs(left - textLeft)).toBeLessThan(1);
        }
        await expectNoA11yViolations(page);
        const name = `${path.slice(1)}-${theme}-${width}.png`;
        await keepPicture(page, info, name, { fullPage: true });
      }
    });
  }
}
