import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { races, users } from '#server/db/schema.ts';
import { setRole } from '#server/features/admin/admin-role.ts';
import {
  jsonRequest,
  openAccountsTestApp,
  signedInFan,
  signIn,
  signUpConfirmed,
  testOrigin,
} from '#server/testing/accounts.ts';
import { routeArgs } from '#web/testing/route-args.ts';
import { action as dashboardAction } from './admin.tsx';
import { action as seasonEventsAction } from './admin-season-events.tsx';
import { action as updateProfileAction } from './update-profile.tsx';
import { action as lineUpAction } from './update-teams.tsx';

// Rate limits on the writes beyond sign-in, votes and game scores: photo uploads, other profile and
// favourite changes, admin writes; through the API and the pages' forms alike (admin writes have
// only the pages' forms). Small limits here, so a few requests reach them.

const dataDir = mkdtempSync(join(tmpdir(), 'pitwall-write-limits-test-'));
let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp({
    PITWALL_DATA_DIR: dataDir,
    UPLOAD_RATE_LIMIT: '2/3600',
    PROFILE_RATE_LIMIT: '4/60',
    ADMIN_RATE_LIMIT: '3/60',
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fan = () => signedInFan(t);
async function admin() {
  const account = await signUpConfirmed(t.app, t.inbox);
  await setRole(t.database.db, account.email, 'admin');
  return { ...account, cookie: await signIn(t.app, account) };
}
const storedUser = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0];

const png = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();

function apiPhoto(cookie: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set('photo', new File([bytes], 'photo.png', { type: 'image/png' }));
  return t.app.request('/api/profile/photo', {
    method: 'PUT',
    headers: { cookie, origin: testOrigin },
    body: form,
  });
}

const rename = (cookie: string, displayName: string) =>
  t.app.request('/api/profile', jsonRequest('PATCH', { displayName }, cookie));

/** A page action's answer: the status, its Retry-After, and the data it renders. */
async function formAction<Data>(
  action: (args: never) => Promise<unknown>,
  path: string,
  cookie: string,
  fields: Record<string, string | File>,
): Promise<{ status: number; retryAfter: string | null; data: Data }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request(`${testOrigin}${path}`, {
    method: 'POST',
    headers: { cookie, origin: testOrigin },
    body: form,
  });
  try {
    const args = await routeArgs(
      request,
      { services: t.services, clientAddress: '127.0.0.1' },
      { admin: path !== '/update-profile' },
    );
    const result = (await action(args as never)) as {
      data: Data;
      init?: { status?: number; headers?: Record<string, string> };
    };
    return {
      status: result.init?.status ?? 200,
      retryAfter: new Headers(result.init?.headers).get('retry-after'),
      data: result.data,
    };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return {
        status: thrown.status,
        retryAfter: thrown.headers.get('retry-after'),
        data: undefined as Data,
      };
    }
    // A thrown `data(...)`: the route's error page with that status.
    const refusal = thrown as {
      type?: string;
      data: Data;
      init?: { status?: number; headers?: HeadersInit };
    };
    if (refusal?.type !== 'DataWithResponseInit') throw thrown;
    return {
      status: refusal.init?.status ?? 200,
      retryAfter: new Headers(refusal.init?.headers).get('retry-after'),
      data: refusal.data,
    };
  }
}

describe('photo uploads', () => {
  test('past UPLOAD_RATE_LIMIT: 429 naming the photo with Retry-After, through the API and the form; the photo stays', async () => {
    const { cookie, userId } = await fan();
    expect((await apiPhoto(cookie, await png('#ff0000'))).status).toBe(200);
    expect((await apiPhoto(cookie, await png('#00ff00'))).status).toBe(200);
    const kept = (await storedUser(userId))?.image;

    const refused = await apiPhoto(cookie, await png('#0000ff'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited', field: 'photo' } });

    const form = await formAction<{ errors: Record<string, string> }>(
      updateProfileAction,
      '/update-profile',
      cookie,
      {
        displayName: 'Still me',
        driverId: '',
        teamId: '',
        photo: new File([await png('#0000ff')], 'photo.png', { type: 'image/png' }),
      },
    );
    expect(form.status).toBe(429);
    expect(Number(form.retryAfter)).toBeGreaterThan(0);
    expect(form.data.errors.photo).toMatch(/Too many requests/);
    expect((await storedUser(userId))?.image).toBe(kept);

    // Another user has uploads of their own.
    expect((await apiPhoto((await fan()).cookie, await png('#ff0000'))).status).toBe(200);
  });
});

describe('profile and favourite changes', () => {
  test('past PROFILE_RATE_LIMIT: 429 with Retry-After for names and favourites alike; nothing more is stored', async () => {
    const { cookie, userId } = await fan();
    for (const name of ['One', 'Two', 'Three']) expect((await rename(cookie, name)).status).toBe(200);
    const favourites = await t.app.request(
      '/api/favourites/mine',
      jsonRequest('PUT', { driverId: 'oscar-piastri', teamId: 'williams' }, cookie),
    );
    expect(favourites.status).toBe(200);

    const refused = await rename(cookie, 'Five');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const refusedFavourites = await t.app.request(
      '/api/favourites/mine',
      jsonRequest('PUT', { driverId: 'lando-norris', teamId: 'mclaren' }, cookie),
    );
    expect(refusedFavourites.status).toBe(429);
    const form = await formAction<{ errors: Record<string, string> }>(
      updateProfileAction,
      '/update-profile',
      cookie,
      { displayName: 'Six', driverId: '', teamId: '' },
    );
    expect(form.status).toBe(429);
    expect(form.data.errors.form).toMatch(/Too many requests/);
    expect((await storedUser(userId))?.name).toBe('Three');

    // Another user is not held back.
    expect((await rename((await fan()).cookie, 'Someone else')).status).toBe(200);
  });
});

describe('admin writes', () => {
  test("past ADMIN_RATE_LIMIT on the admin pages' forms: 429 with Retry-After and the message beside the form", async () => {
    const chief = await admin();
    const { userId } = await fan();
    const toggle = (intent: string) =>
      formAction<{ form: string; message: string }>(dashboardAction, '/admin', chief.cookie, {
        intent,
        id: userId,
      });
    for (const intent of ['disable', 'enable', 'disable']) expect((await toggle(intent)).status).toBe(200);
    const refused = await toggle('enable');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.data).toMatchObject({
      form: `user-${userId}`,
      message: expect.stringMatching(/Too many/),
    });
    expect((await storedUser(userId))?.banned).toBe(true);
    // Another admin has writes of their own.
    const deputy = await admin();
    const other = await formAction(dashboardAction, '/admin', deputy.cookie, {
      intent: 'enable',
      id: userId,
    });
    expect(other.status).toBe(200);
    expect((await storedUser(userId))?.banned).toBe(false);

    const reschedule = await formAction<{ error?: string }>(
      seasonEventsAction,
      '/admin/season-events?season=2025',
      chief.cookie,
      { season: '2025', round: '4', kind: 'fp2', startsAt: '2025-04-11 14:30' },
    );
    expect(reschedule.status).toBe(429);
    expect(reschedule.data.error).toMatch(/Too many/);
  });

  test('past ADMIN_RATE_LIMIT on the line-up and meeting forms: 429 with Retry-After, nothing written', async () => {
    const chief = await admin();
    // Refused line-up changes count too: each is an admin write asked for.
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await formAction(lineUpAction, '/update-teams?season=2025', chief.cookie, {
        season: '2025',
        change: 'replace',
      });
      expect(refused.status).toBe(400);
    }
    const cancel = await formAction(seasonEventsAction, '/admin/season-events?season=2025', chief.cookie, {
      season: '2025',
      round: '24',
      intent: 'cancel-meeting',
    });
    expect(cancel.status).toBe(429);
    expect(Number(cancel.retryAfter)).toBeGreaterThan(0);
    expect(String(cancel.data)).toMatch(/Too many/);
    const [abuDhabi] = await t.database.db
      .select({ cancelled: races.cancelled })
      .from(races)
      .where(and(eq(races.year, 2025), eq(races.round, 24)));
    expect(abuDhabi?.cancelled).toBe(false);
    const lineUp = await formAction(lineUpAction, '/update-teams?season=2025', chief.cookie, {
      season: '2025',
      change: 'replace',
    });
    expect(lineUp.status).toBe(429);
  });
});
