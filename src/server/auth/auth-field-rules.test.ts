import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '#server/db/schema.ts';
import {
  jsonRequest,
  newAccount,
  newClient,
  openAccountsTestApp,
  signIn,
  signUpConfirmed,
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

  test.each([
    ['a name of 51 characters', { name: 'x'.repeat(51) }, 'name'],
    ['a javascript: photo', { image: 'javascript:alert(1)' }, 'image'],
    ['a data: photo', { image: 'data:image/svg+xml,<svg/>' }, 'image'],
    ['a photo that is no address', { image: 'not a url' }, 'image'],
  ])('update-user refuses %s with a 400 naming the field', async (_case, change, field) => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const cookie = await signIn(t.app, account);
    const response = await t.app.request('/api/auth/update-user', jsonRequest('POST', change, cookie));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(new RegExp(`^${field}:`));
    expect(await stored(account.email)).toMatchObject({ name: account.name, image: null });
  });

  test('update-user stores a name within the limit and an https photo', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const cookie = await signIn(t.app, account);
    const change = { name: 'x'.repeat(50), image: 'https://example.com/me.png' };
    const response = await t.app.request('/api/auth/update-user', jsonRequest('POST', change, cookie));
    expect(response.status).toBe(200);
    expect(await stored(account.email)).toMatchObject(change);
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
