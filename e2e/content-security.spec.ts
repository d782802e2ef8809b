import { expect, test } from './support/test.ts';

// The CSP allows only scripts that carry the response's nonce: the site's own inline scripts (the
// head script, React Router's hydration data) must carry it, or the browser blocks them.
test('pages run their scripts under the nonce CSP, with no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of ['/', '/login', '/drivers']) {
    await page.goto(path);
    // The head script ran before the first paint (it sets the theme class), and the app hydrated:
    // the theme button in the footer toggles the class.
    await expect(page.locator('html')).toHaveClass(/\S/);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  }
  const html = page.locator('html');
  const before = await html.getAttribute('class');
  await page
    .getByRole('button', { name: /dark mode|light mode/i })
    .first()
    .click();
  await expect(html).not.toHaveAttribute('class', before ?? '');
});
