import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test.ts';

let fanBlog: Server;
test.beforeAll(async () => {
  // Another site, on a port of its own: a page with no policy of ours.
  fanBlog = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Fan blog</title>');
  });
  await new Promise<void>((resolve) => fanBlog.listen(0, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => fanBlog.close(() => resolve())));

// The results API is public: a page on another site reads it from the browser, and asks again
// with the ETag it was given (a header of its own, so the browser sends a preflight first).
test('another site’s page reads the results API and revalidates it with its ETag', async ({
  page,
  server,
}) => {
  await page.goto(`http://127.0.0.1:${(fanBlog.address() as AddressInfo).port}/`);
  const url = `${server.url}/f1/2025/10/results.json`;
  const answers = await page.evaluate(async (address) => {
    const first = await fetch(address);
    const body = (await first.json()) as { MRData: { RaceTable: { Races: { raceName: string }[] } } };
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(address, { headers: { 'If-None-Match': etag } });
    return {
      status: first.status,
      race: body.MRData.RaceTable.Races[0]?.raceName,
      etag,
      revalidated: again.status,
    };
  }, url);
  expect(answers).toEqual({
    status: 200,
    race: 'Canadian Grand Prix',
    etag: expect.stringMatching(/^"/),
    revalidated: 304,
  });
});
