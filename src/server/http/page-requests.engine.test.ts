import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountsTestApp, testOrigin } from '../testing/accounts.ts';
import { openWholeApp } from '../testing/server-build.ts';

// What one client's page requests may cost everyone else, and what a client's broken cookie may cost
// itself, on each database engine: the anonymous-answer cache answers junk parameters, renders are bounded per
// client address, and a cookie that does not decode is read as absent.

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let whole: Awaited<ReturnType<typeof openWholeApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp({ PAGE_RENDERS_PER_CLIENT: '2', PAGE_RENDER_RATE_LIMIT: '6/60' });
  whole = await openWholeApp(t.services);
});
afterAll(async () => {
  await whole?.close();
  await t?.close();
});

/** A page asked as the visitor at `client` would (through the trusted proxy of the test app). */
const visit = (path: string, client: string, headers: Record<string, string> = {}) =>
  whole.app.request(`${testOrigin}${path}`, { headers: { 'x-forwarded-for': client, ...headers } });

describe('query parameters no page reads', () => {
  it('leave the address before the anonymous-answer cache: a new junk parameter is the page already kept', async () => {
    const first = await visit('/drivers?season=2023&utm_source=a', '10.7.0.1');
    expect(first.status).toBe(200);
    const second = await visit('/drivers?season=2023&r=2', '10.7.0.2');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
  });

  it('the parameters a page reads still choose what it shows', async () => {
    const page = await (await visit('/drivers?season=2021&junk=1', '10.7.0.3')).text();
    expect(page).toContain('<title>Driver standings 2021 · Pitwall</title>');
    const scenario = await visit(
      '/drivers?season=2021&after=20&scenario=1&pick-max_verstappen=1&junk=2',
      '10.7.0.3',
    );
    expect(scenario.status).toBe(200);
  });

  it('React Router’s route manifest keeps its query: a link followed in the browser finds its route', async () => {
    const { assets, routeDiscovery } = await whole.build();
    const answer = await visit(
      `${routeDiscovery.manifestPath}?paths=${encodeURIComponent('/update-profile')}&version=${assets.version}`,
      '10.7.0.4',
    );
    expect(answer.status).toBe(200);
    expect(Object.keys(await answer.json())).toContain('routes/update-profile');
  });
});

describe('page renders per client address', () => {
  it('past PAGE_RENDERS_PER_CLIENT at once are a 429 with Retry-After, while another client is served', async () => {
    // Seasons the anonymous-answer cache does not hold yet: each is a render.
    const flood = Array.from({ length: 10 }, (_, i) => visit(`/drivers?season=${2000 + i}`, '10.8.0.1'));
    const other = visit('/teams?season=2012', '10.8.0.2');
    const answers = await Promise.all(flood);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(answers.length - 2);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(refused[0]?.headers.get('retry-after')).toBe('1');
    expect((await other).status).toBe(200);
    // The renders done, the client renders again.
    expect((await visit('/drivers?season=2010', '10.8.0.1')).status).toBe(200);
  });

  it('past PAGE_RENDER_RATE_LIMIT one after another are a 429 until the window ends; kept pages still answer', async () => {
    const seasons = [1990, 1991, 1992, 1993, 1994, 1995];
    for (const season of seasons) {
      expect((await visit(`/teams?season=${season}`, '10.9.0.1')).status, String(season)).toBe(200);
    }
    const refused = await visit('/teams?season=1996', '10.9.0.1');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // Another client renders; the page it rendered, now kept, answers the first client too.
    expect((await visit('/teams?season=1996', '10.9.0.2')).status).toBe(200);
    const kept = await visit('/teams?season=1996', '10.9.0.1');
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-cache')).toBe('HIT');
  });
});

describe('the queue of costly answers', () => {
  it('past ADMISSION_QUEUE_LENGTH a page is a 503 that says the site is busy, with Retry-After and the security headers; with room again, pages render', async () => {
    const { services } = t.withEnv({ ADMISSION_CONCURRENCY: '1', ADMISSION_QUEUE_LENGTH: '2' });
    const busy = await openWholeApp(services);
    try {
      // Eight visitors at once, each asking a season no one has asked for: eight renders.
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          busy.app.request(`${testOrigin}/drivers?season=${1980 + i}`, {
            headers: { 'x-forwarded-for': `10.11.0.${i}` },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      // The two waiting (and any started before the rest came in) are rendered; the others are told
      // to come back.
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
      const refused = answers.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(refused.length + statuses.filter((status) => status === 200).length).toBe(8);
      const page = refused[0] as Response;
      expect(page.headers.get('retry-after')).toBe('1');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await page.text()).toContain('Pitwall is busy right now');
      await Promise.all(answers.map((answer) => answer.arrayBuffer().catch(() => undefined)));
      const later = await busy.app.request(`${testOrigin}/drivers?season=1979`, {
        headers: { 'x-forwarded-for': '10.11.1.1' },
      });
      expect(later.status).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

describe('a cookie the site reads that does not decode', () => {
  // A client that broke its cookie (or forged it) gets the page as without one: the schedule in UTC,
  // results unshielded. The cookie stays in the browser, so anything else would fail every visit.
  const brokenCookies = [
    'tz=%',
    'tz=%E0%A4%A',
    'tz=Europe%2F%',
    'pitwall-spoilers=%',
    'pitwall-spoilers=1.%E0',
  ];

  it('is read as absent: the schedule, a meeting and the results answer 200', async () => {
    let client = 0;
    for (const cookie of brokenCookies) {
      for (const path of ['/schedule', '/schedule/2025/british-grand-prix', '/race-results']) {
        // Each from its own address: these are renders (a cookie keeps a page out of the cache).
        client += 1;
        const response = await visit(path, `10.10.0.${client}`, { cookie });
        expect(response.status, `${path} with ${cookie}`).toBe(200);
      }
    }
  });

  it('leaves a good time zone beside it read', async () => {
    const response = await visit('/schedule/2025/british-grand-prix', '10.10.1.1', {
      cookie: 'pitwall-spoilers=%; tz=Asia%2FTokyo',
    });
    expect(await response.text()).toContain('Asia/Tokyo');
  });
});
