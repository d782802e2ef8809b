import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '#server/db/schema.ts';
import {
  jsonRequest,
  newAccount,
  newClient,
  openAccountsTestApp,
  signUpConfirmed,
  testOrigin,
} from '#server/testing/accounts.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp();
});
afterAll(() => t?.close());

const stored = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('the API holds the forms’ rules', () => {
  test.each([
    ['a name of 51 characters', { name: 'x'.repeat(51) }, 'name'],
    ['a 104 KB name', { name: 'x'.repeat(104 * 1024) }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a javascript: photo', { image: 'javascript:alert(1)' }, 'image'],
    // A photo is set by uploading it once signed in, never by naming an address.
    ['an https photo', { image: 'https://example.com/me.png' }, 'image'],
    ['a photo of ours', { image: '/media/avatars/someone-0123456789abcdef.webp' }, 'image'],
  ])('sign-up refuses %s with a 400 naming the field, storing nothing', async (_case, change, field) => {
    const account = { ...newAccount(), ...change };
    const response = await t.app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', account, { client: newClient() }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(new RegExp(`^${field}:`));
    expect(await stored(account.email)).toBeUndefined();
  });
});

describe('where better-auth sends the browser next', () => {
  // Each is refused by safeRedirect; a browser following most of them as a Location leaves the site.
  const elsewhere = [
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example/x',
    '/./..//evil.example',
    '//evil.example',
    '///evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    'https://evil.example',
    'http://localhost:3000.evil.example/',
    'javascript:alert(1)',
  ];
  /** Where a browser goes on this answer's Location, read against the URL it asked for. */
  const leavesSite = (response: Response, asked: string) => {
    const location = response.headers.get('location');
    return location !== null && new URL(location, new URL(asked, testOrigin)).origin !== testOrigin;
  };
  const refusal = async (response: Response) => {
    // better-auth's error body, or the house one of a control character refused before it.
    type Refusal = { field?: string; message?: string };
    const json = (await response.json()) as Refusal & { error?: Refusal };
    const body = json.error ?? json;
    return { status: response.status, field: body.field, named: body.message?.split(':')[0] };
  };

  test.each(elsewhere)('%j in a query string is a 400 naming callbackURL, no redirect', async (target) => {
    for (const value of [encodeURIComponent(target), target]) {
      for (const path of [
        `/api/auth/verify-email?token=x&callbackURL=${value}`,
        `/api/auth/reset-password/some-token?callbackURL=${value}`,
      ]) {
        const response = await t.app.request(path);
        expect(leavesSite(response, path), `${path} → ${response.headers.get('location')}`).toBe(false);
        expect(await refusal(response)).toEqual({ status: 400, field: 'callbackURL', named: 'callbackURL' });
      }
    }
  });

  test.each(elsewhere)('%j in a JSON body is a 400 naming the field, no redirect', async (target) => {
    const email = newAccount().email;
    const calls: [string, string, Record<string, unknown>][] = [
      ['/api/auth/sign-in/social', 'callbackURL', { provider: 'google' }],
      ['/api/auth/sign-in/social', 'errorCallbackURL', { provider: 'google' }],
      ['/api/auth/sign-in/social', 'newUserCallbackURL', { provider: 'google' }],
      ['/api/auth/sign-up/email', 'callbackURL', newAccount()],
      ['/api/auth/send-verification-email', 'callbackURL', { email }],
      ['/api/auth/request-password-reset', 'redirectTo', { email }],
    ];
    for (const [path, field, body] of calls) {
      const response = await t.app.request(
        path,
        jsonRequest('POST', { ...body, [field]: target }, { client: newClient() }),
      );
      expect(leavesSite(response, path), `${path} ${field}`).toBe(false);
      expect(await refusal(response), `${path} ${field}`).toEqual({ status: 400, field, named: field });
    }
  });

  test('a repeated query parameter is refused too', async () => {
    const path = '/api/auth/verify-email?token=x&callbackURL=/login&callbackURL=//evil.example';
    const response = await t.app.request(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  test('a path on this site is followed as before', async () => {
    const verify = await t.app.request('/api/auth/verify-email?token=x&callbackURL=/login');
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/login?error=INVALID_TOKEN');
    const reset = await t.app.request('/api/auth/reset-password/some-token?callbackURL=/reset-password');
    expect(reset.status).toBe(302);
    expect(reset.headers.get('location')).toBe(`${testOrigin}/reset-password?error=INVALID_TOKEN`);
  });
});

describe('sign-up with a taken address', () => {
  test('answers with the same body shape as a new account', async () => {
    const signUp = async (account: ReturnType<typeof newAccount>) => {
      const response = await t.app.request(
        '/api/auth/sign-up/email',
        jsonRequest('POST', account, { client: newClient() }),
      );
      expect(response.status).toBe(200);
      return (await response.json()) as { token: unknown; user: Record<string, unknown> };
    };
    // Every value's type, and the values a stranger could compare (not the id, times or address).
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      user: Object.fromEntries(
        Object.entries(body.user).map(([key, value]) => [
          key,
          ['id', 'email', 'name', 'createdAt', 'updatedAt'].includes(key) ? typeof value : value,
        ]),
      ),
    });
    const taken = await signUpConfirmed(t.app, t.inbox);
    const fresh = await signUp(newAccount());
    const again = await signUp({ ...newAccount(), email: taken.email });
    expect(shape(again)).toEqual(shape(fresh));
    expect(fresh.user.role).toBe('user');
  });
});
