import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import {
  jsonRequest,
  newAccount,
  openAccountsTestApp,
  signIn,
  signUpConfirmed,
  testOrigin,
} from '#server/testing/accounts.ts';
import { openWholeApp } from '#server/testing/server-build.ts';
import { timeZoneCookie } from '#shared/time-zone-cookie.ts';
import { findRouteData } from './route-data-patch.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let whole: Awaited<ReturnType<typeof openWholeApp>>;
/** Visitors whose pages differ: plain; with favourites, a photo and markup in the name; an admin. */
const visitors: Record<string, { cookie: string; email: string; name: string }> = {};

async function visitor(
  key: string,
  change: { name?: string; image?: string; role?: string },
  favourites?: { driverId: string; teamId: string },
) {
  const account = newAccount();
  await signUpConfirmed(whole.app, t.inbox, account);
  if (Object.keys(change).length > 0) {
    await t.database.db.update(users).set(change).where(eq(users.email, account.email));
  }
  const cookie = await signIn(whole.app, account);
  if (favourites) {
    const picked = await whole.app.request('/api/favourites/mine', jsonRequest('PUT', favourites, cookie));
    expect(picked.status).toBe(200);
  }
  visitors[key] = { cookie, email: account.email, name: change.name ?? account.name };
}

beforeAll(async () => {
  t = await openAccountsTestApp();
  whole = await openWholeApp(t.services);
  await visitor('plain', {});
  await visitor(
    'fan',
    { name: 'Fan <b>"&\' Ünïcode', image: 'https://images.example/fan.png?a=1&b=2' },
    { driverId: 'lando-norris', teamId: 'mclaren' },
  );
  await visitor('admin', { role: 'admin' });
}, 120_000);
afterAll(async () => {
  await whole?.close();
  await t?.close();
});

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';

/** A page's markup with its nonce written as NONCE, and its route data decoded apart. */
async function readPage(response: Response, gzipped: boolean) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const html = new TextDecoder()
    .decode(gzipped ? gunzipSync(bytes) : bytes)
    .split(nonceOf(response))
    .join('NONCE');
  const at = findRouteData(html);
  if (!at) throw new Error('The page has no route data');
  const chunk = JSON.parse(html.slice(at.start, at.end)) as string;
  const stream = new Blob([chunk]).stream();
  const decoded = await decodeTurboStream(stream, globalThis as unknown as Window);
  return { markup: html.slice(0, at.start) + html.slice(at.end), data: decoded.value };
}

const request = (app: typeof whole.app, path: string, cookie: string, encoding = 'gzip, deflate, br') =>
  app.request(`${testOrigin}${path}`, { headers: { cookie, 'accept-encoding': encoding } });

describe('a signed-in view of a page shared by every visitor', () => {
  const shared = [
    '/',
    '/schedule',
    '/schedule/2025/british-grand-prix',
    '/race-results/2024',
    '/qualifying-results/2024/3',
    '/drivers/NOR',
    '/head-to-head',
    '/f1-history',
    '/f1-history/1998',
    '/live',
    '/fun',
    '/track-vizualizer',
    '/info',
    '/privacy-policy',
    '/terms-of-service',
  ];

  it.each(shared.flatMap((path) => ['plain', 'fan', 'admin'].map((key) => [path, key] as const)))(
    '%s for the %s visitor is the page rendered for them alone, byte for byte',
    async (path, key) => {
      const { cookie } = visitors[key] ?? { cookie: '' };
      const filled = await request(whole.app, path, cookie);
      expect(filled.status).toBe(200);
      expect(filled.headers.get('x-shared-render')).toBe('filled');
      expect(filled.headers.get('content-encoding')).toBe('gzip');
      expect(filled.headers.get('cache-control')).toBe('private, no-store');
      expect(filled.headers.get('vary')).toMatch(/\bCookie\b/);

      const own = await request(whole.ownRenders, path, cookie, 'identity');
      expect(own.status).toBe(200);
      expect(own.headers.get('x-shared-render')).toBeNull();

      const [fromShared, fromOwn] = await Promise.all([readPage(filled, true), readPage(own, false)]);
      expect(fromShared.markup).toBe(fromOwn.markup);
      expect(fromShared.data).toEqual(fromOwn.data);
    },
  );

  it('shows each visitor their own account, favourites and escaped name, under a nonce of their own', async () => {
    const fan = visitors.fan ?? { cookie: '', email: '', name: '' };
    const plain = visitors.plain ?? { cookie: '', email: '', name: '' };
    const [fanPage, plainPage] = [
      await request(whole.app, '/', fan.cookie),
      await request(whole.app, '/', plain.cookie),
    ];
    expect(nonceOf(fanPage)).not.toBe(nonceOf(plainPage));
    const fanHtml = gunzipSync(new Uint8Array(await fanPage.arrayBuffer())).toString();
    const plainHtml = gunzipSync(new Uint8Array(await plainPage.arrayBuffer())).toString();
    expect(fanHtml).toContain(fan.email);
    expect(fanHtml).toContain('Fan &lt;b&gt;&quot;&amp;&#x27; Ünïcode');
    expect(fanHtml).not.toContain('Fan <b>');
    expect(fanHtml).toContain('https://images.example/fan.png?a=1&amp;b=2');
    expect(fanHtml).toMatch(/favourite/i);
    expect(fanHtml).not.toContain(plain.email);
    expect(plainHtml).toContain(plain.email);
    expect(plainHtml).not.toContain(fan.email);
    // Neither page carries the other's nonce, nor the one the shared render was made with.
    expect(fanHtml).not.toContain(nonceOf(plainPage));
    expect(plainHtml).not.toContain(nonceOf(fanPage));
    for (const html of [fanHtml, plainHtml]) {
      expect(html).not.toContain('data-visitor-slot');
      expect(html).not.toContain('account-promo');
      expect(html).not.toMatch(/>Log in</);
    }
  });

  it('answers a client that takes no compression with the same page, uncompressed', async () => {
    const { cookie } = visitors.plain ?? { cookie: '' };
    const plain = await request(whole.app, '/info', cookie, 'identity');
    expect(plain.headers.get('x-shared-render')).toBe('filled');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const own = await request(whole.ownRenders, '/info', cookie, 'identity');
    expect((await readPage(plain, false)).markup).toBe((await readPage(own, false)).markup);
  });

  it("writes the schedule in the time zone each visitor's browser reported, one shared render per zone", async () => {
    const { cookie } = visitors.plain ?? { cookie: '' };
    const path = '/schedule/2025/british-grand-prix';
    const pages: string[] = [];
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles']) {
      const withZone = `${cookie}; ${timeZoneCookie}=${encodeURIComponent(zone)}`;
      const filled = await request(whole.app, path, withZone);
      expect(filled.headers.get('x-shared-render')).toBe('filled');
      const own = await request(whole.ownRenders, path, withZone, 'identity');
      const [fromShared, fromOwn] = await Promise.all([readPage(filled, true), readPage(own, false)]);
      expect(fromShared.markup).toBe(fromOwn.markup);
      expect(fromShared.data).toEqual(fromOwn.data);
      pages.push(JSON.stringify(fromShared.data));
    }
    expect(pages[0]).toContain('Asia/Tokyo');
    expect(pages[1]).toContain('America/Los_Angeles');
  });

  it.each(['/drivers', '/teams', '/vote', '/vote/results', '/reaction-game', '/profile'])(
    '%s, which reads the visitor (favourites, votes, records, account), is rendered for them alone',
    async (path) => {
      const { cookie } = visitors.fan ?? { cookie: '' };
      const response = await request(whole.app, path, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-shared-render')).toBeNull();
    },
  );

  it('a session that has ended gets the signed-out page, not a shared one', async () => {
    const account = newAccount();
    await signUpConfirmed(whole.app, t.inbox, account);
    const cookie = await signIn(whole.app, account);
    expect((await request(whole.app, '/info', cookie)).headers.get('x-shared-render')).toBe('filled');
    const out = await whole.app.request(`${testOrigin}/api/auth/sign-out`, jsonRequest('POST', {}, cookie));
    expect(out.status).toBe(200);
    const after = await request(whole.app, '/info', cookie, 'identity');
    expect(after.headers.get('x-shared-render')).toBeNull();
    const html = await after.text();
    expect(html).not.toContain(account.email);
    expect(html).toMatch(/>Log in</);
  });
});
