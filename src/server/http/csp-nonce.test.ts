import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountsTestApp, signIn, signUpConfirmed, testOrigin } from '../testing/accounts.ts';
import { openWholeApp } from '../testing/server-build.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let whole: Awaited<ReturnType<typeof openWholeApp>>;
let cookie: string;
beforeAll(async () => {
  t = await openAccountsTestApp();
  whole = await openWholeApp(t.services);
  cookie = await signIn(whole.app, await signUpConfirmed(whole.app, t.inbox));
});
afterAll(async () => {
  await whole?.close();
  await t?.close();
});

/** The page's script-src nonce, after checking every script in it carries that nonce. */
async function scriptNonce(path: string, headers: Record<string, string> = {}) {
  const response = await whole.app.request(`${testOrigin}${path}`, { headers });
  expect(response.status).toBe(200);
  const policy = response.headers.get('content-security-policy') ?? '';
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(1);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce;
}

describe('the Content-Security-Policy', () => {
  it('allows only scripts with a nonce, new for every render; a shared page keeps its render’s', async () => {
    // Visitors without cookies share a render (here: arriving together), nonce and all: policy and
    // page agree, so its scripts run.
    t.services.cache.drop('news.changed');
    const [first, shared] = await Promise.all([scriptNonce('/drivers'), scriptNonce('/drivers')]);
    expect(shared).toBe(first);
    t.services.cache.drop('news.changed');
    const next = await scriptNonce('/drivers');
    expect(next).not.toBe(first);
    expect(await scriptNonce('/teams')).not.toBe(next);
  });

  it('holds for signed-in pages', async () => {
    const a = await scriptNonce('/profile', { cookie });
    const b = await scriptNonce('/profile', { cookie });
    expect(a).not.toBe(b);
  });
});
