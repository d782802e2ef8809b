import { expect, test } from './support/test.ts';

/** After the 2025 finale: every 2025 page exists. */
test.use({ now: '2025-12-10T12:00:00Z' });

test('every page the sitemap lists answers 200 on the built server', async ({ request, server }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);

  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1] as string,
  );
  // Every meeting since 1950 has its page: well over a thousand addresses.
  expect(urls.length).toBeGreaterThan(1000);

  // HEAD runs each page's loaders (a missing season or meeting is a 404) without rendering it.
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      const answer = await request.head(url, { maxRedirects: 0 });
      if (answer.status() !== 200) failures.push(`${answer.status()} ${url}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  expect(failures).toEqual([]);
});
