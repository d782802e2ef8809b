import { eq } from 'drizzle-orm';
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

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let whole: Awaited<ReturnType<typeof openWholeApp>>;
/** Visitors whose pages differ: plain; with favourites, a photo and markup in the name. */
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
}, 120_000);
afterAll(async () => {
  await whole?.close();
  await t?.close();
});

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';

const request = (app: typeof whole.app, path: string, cookie: string, encoding = 'gzip, deflate, br') =>
  app.request(`${testOrigin}${path}`, { headers: { cookie, 'accept-encoding': encoding } });

describe('a signed-in page', () => {
  it.each(['/', '/schedule', '/drivers/NOR', '/f1-history', '/info', '/drivers', '/vote', '/profile'])(
    '%s is private to its visitor: not kept by a shared cache, and varied by cookie',
    async (path) => {
      const { cookie, email } = visitors.plain ?? { cookie: '', email: '' };
      const response = await request(whole.app, path, cookie, 'identity');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
      expect(await response.text()).toContain(email);
    },
  );

  it('shows each visitor their own account, favourites and escaped name, under a nonce of their own', async () => {
    const fan = visitors.fan ?? { cookie: '', email: '', name: '' };
    const plain = visitors.plain ?? { cookie: '', email: '', name: '' };
    const [fanPage, plainPage] = [
      await request(whole.app, '/', fan.cookie, 'identity'),
      await request(whole.app, '/', plain.cookie, 'identity'),
    ];
    expect(nonceOf(fanPage)).not.toBe(nonceOf(plainPage));
    const fanHtml = await fanPage.text();
    const plainHtml = await plainPage.text();
    expect(fanHtml).toContain(fan.email);
    expect(fanHtml).toContain('Fan &lt;b&gt;&quot;&amp;&#x27; Ünïcode');
    expect(fanHtml).not.toContain('Fan <b>');
    expect(fanHtml).toContain('https://images.example/fan.png?a=1&amp;b=2');
    expect(fanHtml).toMatch(/favourite/i);
    expect(fanHtml).not.toContain(plain.email);
    expect(plainHtml).toContain(plain.email);
    expect(plainHtml).not.toContain(fan.email);
    expect(fanHtml).not.toContain(nonceOf(plainPage));
    expect(plainHtml).not.toContain(nonceOf(fanPage));
    for (const html of [fanHtml, plainHtml]) {
      expect(html).not.toContain('account-promo');
      expect(html).not.toMatch(/>Log in</);
    }
  });

  it("writes the schedule in the time zone the visitor's browser reported", async () => {
    const { cookie } = visitors.plain ?? { cookie: '' };
    const path = '/schedule/2025/british-grand-prix';
    const pages: string[] = [];
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles']) {
      const withZone = `${cookie}; ${timeZoneCookie}=${encodeURIComponent(zone)}`;
      const response = await request(whole.app, path, withZone, 'identity');
      expect(response.status).toBe(200);
      pages.push(await response.text());
    }
    expect(pages[0]).toContain('Asia/Tokyo');
    expect(pages[1]).toContain('America/Los_Angeles');
  });

  it('a session that has ended gets the signed-out page', async () => {
    const account = newAccount();
    await signUpConfirmed(whole.app, t.inbox, account);
    const cookie = await signIn(whole.app, account);
    expect(await (await request(whole.app, '/info', cookie, 'identity')).text()).toContain(account.email);
    const out = await whole.app.request(`${testOrigin}/api/auth/sign-out`, jsonRequest('POST', {}, cookie));
    expect(out.status).toBe(200);
    const after = await request(whole.app, '/info', cookie, 'identity');
    const html = await after.text();
    expect(html).not.toContain(account.email);
    expect(html).toMatch(/>Log in</);
  });
});
