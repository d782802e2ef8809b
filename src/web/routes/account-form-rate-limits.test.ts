import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authRateLimits } from '#server/auth/auth.server.ts';
import { newAccount, newClient, openAccountsTestApp, testOrigin } from '#server/testing/accounts.ts';
import { tooManyAttempts } from '#shared/account-form-messages.ts';
import { routeArgs } from '#web/testing/route-args.ts';
import { action as confirmAction } from './confirm.tsx';
import { action as forgotPasswordAction } from './forgot-password.tsx';
import { action as loginAction } from './login.tsx';
import { action as signupAction } from './signup.tsx';

// The account forms pass better-auth's per-address limits on: past one, the page answers 429 with
// the standard Retry-After, as the API does.

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp();
});
afterAll(() => t?.close());

type FormAction = (args: never) => Promise<unknown>;

/** Posts the form from one client address: the status, Retry-After and form-wide message of the answer. */
async function post(action: FormAction, path: string, client: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request(`${testOrigin}${path}`, {
    method: 'POST',
    headers: { origin: testOrigin },
    body: form,
  });
  try {
    const args = await routeArgs(request, { services: t.services, clientAddress: client });
    const result = (await action(args as never)) as {
      data: { errors: { form?: string } };
      init?: { status?: number; headers?: HeadersInit };
    };
    return {
      status: result.init?.status ?? 200,
      retryAfter: new Headers(result.init?.headers).get('retry-after'),
      message: result.data.errors.form,
    };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, retryAfter: thrown.headers.get('retry-after'), message: undefined };
  }
}

describe('past the limit of an address', () => {
  test.each([
    [
      '/login',
      loginAction,
      authRateLimits['/sign-in/email'].max,
      () => ({ intent: 'password', email: newAccount().email, password: 'a-guess' }),
    ],
    ['/signup', signupAction, authRateLimits['/sign-up/email'].max, () => ({ ...newAccount() })],
    [
      '/forgot-password',
      forgotPasswordAction,
      authRateLimits['/request-password-reset'].max,
      () => ({ email: newAccount().email }),
    ],
    [
      '/confirm',
      confirmAction,
      authRateLimits['/send-verification-email'].max,
      () => ({ email: newAccount().email }),
    ],
  ])('%s answers 429 with Retry-After in seconds and says to wait', async (path, action, max, fields) => {
    const client = newClient();
    for (let n = 0; n < max; n++) {
      expect((await post(action as FormAction, path, client, fields())).status).not.toBe(429);
    }
    const refused = await post(action as FormAction, path, client, fields());
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.message).toBe(tooManyAttempts);
    // Another address is not held back.
    expect((await post(action as FormAction, path, newClient(), fields())).status).not.toBe(429);
  });
});

describe('past the limit of an email address', () => {
  test('/login answers 429 with Retry-After to every client, as the API does', async () => {
    const email = newAccount().email;
    for (let n = 0; n < 10; n++) {
      const answer = await post(loginAction, '/login', newClient(), {
        intent: 'password',
        email,
        password: `guess-${n}`,
      });
      expect(answer.status).toBe(401);
    }
    const refused = await post(loginAction, '/login', newClient(), {
      intent: 'password',
      email,
      password: 'guess',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.message).toBe(tooManyAttempts);
  });
});
