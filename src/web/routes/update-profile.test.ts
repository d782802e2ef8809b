import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userFavourites, users } from '#server/db/schema.ts';
import { profileBodyLimit } from '#server/features/profile/profile-write.server.ts';
import { jsonRequest, openAccountsTestApp, signedInFan, testOrigin } from '#server/testing/accounts.ts';
import { routeArgs } from '#web/testing/route-args.ts';
import { action } from './update-profile.tsx';

// The JSON API and the update-profile form are two ways into one write (saveProfile): each case
// below is sent both ways and must come out the same.

const dataDir = mkdtempSync(join(tmpdir(), 'pitwall-update-profile-test-'));
const avatars = join(dataDir, 'uploads', 'avatars');
let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp({ PITWALL_DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fan = () => signedInFan(t);

const stored = async (userId: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  const [favourites] = await t.database.db
    .select()
    .from(userFavourites)
    .where(eq(userFavourites.userId, userId));
  return { name: user?.name, image: user?.image, favourites: favourites ?? null };
};
/** The user's photo files on disk: exactly the one the profile shows, or none. */
const photoFiles = (userId: string) =>
  existsSync(avatars) ? readdirSync(avatars).filter((name) => name.startsWith(`${userId}-`)) : [];
const fileOf = (url: string | null | undefined) => url?.split('/').pop();

const png = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();
const file = (bytes: Uint8Array<ArrayBuffer>) => new File([bytes], 'photo.png', { type: 'image/png' });

type Outcome = { status: number; message?: string | undefined; field?: string | undefined };

/** PUT /api/profile/photo. */
async function apiPhoto(
  cookie: string,
  bytes: Uint8Array<ArrayBuffer>,
  origin = testOrigin,
): Promise<Outcome> {
  const form = new FormData();
  form.set('photo', file(bytes));
  const response = await t.app.request('/api/profile/photo', {
    method: 'PUT',
    headers: { cookie, origin },
    body: form,
  });
  if (response.ok) return { status: response.status };
  const { error } = (await response.json()) as { error: { message: string; field?: string } };
  return { status: response.status, message: error.message, field: error.field };
}

/** POST /update-profile, the form as the browser sends it; `field` and `message` of the first error. */
async function formPost(
  cookie: string,
  fields: { displayName: string; driverId?: string; teamId?: string; photo?: Uint8Array<ArrayBuffer> },
  origin = testOrigin,
): Promise<Outcome> {
  const form = new FormData();
  form.set('displayName', fields.displayName);
  form.set('driverId', fields.driverId ?? '');
  form.set('teamId', fields.teamId ?? '');
  form.set('photo', fields.photo ? file(fields.photo) : new File([], ''));
  const request = new Request(`${testOrigin}/update-profile`, {
    method: 'POST',
    headers: { cookie, origin },
    body: form,
  });
  try {
    const args = await routeArgs(request, { services: t.services, clientAddress: '127.0.0.1' });
    const result = await action(args as Parameters<typeof action>[0]);
    const [field, message] = Object.entries(result.data.errors)[0] ?? [];
    return { status: result.init?.status ?? 200, field, message };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return thrown.status === 302
        ? { status: 302 }
        : { status: thrown.status, message: await thrown.text() };
    }
    // A refusal thrown with data() for the error page: its status and status text.
    const { init } = thrown as { init?: ResponseInit | null };
    if (!init?.status) throw thrown;
    return { status: init.status, message: init.statusText };
  }
}

describe('the API and the update-profile form share one write', () => {
  test('a photo over 5 MB is refused by both with the same message, nothing stored', async () => {
    const { account, cookie, userId } = await fan();
    const tooLarge = new Uint8Array(5 * 1024 * 1024 + 1);
    const expected = { status: 413, field: 'photo', message: 'The photo is larger than 5 MB' };
    expect(await apiPhoto(cookie, tooLarge)).toEqual(expected);
    expect(await formPost(cookie, { displayName: 'Renamed', photo: tooLarge })).toEqual(expected);
    // A body over the one limit both read with is refused before it is read whole.
    const body = new Uint8Array(profileBodyLimit + 1);
    expect(await apiPhoto(cookie, body)).toEqual(expected);
    expect(await formPost(cookie, { displayName: 'Renamed', photo: body })).toEqual(expected);
    expect(await stored(userId)).toMatchObject({ name: account.name, image: null });
    expect(photoFiles(userId)).toEqual([]);
  });

  test('a replaced photo leaves no file behind, whichever way it came and went', async () => {
    const { cookie, userId } = await fan();
    expect(await apiPhoto(cookie, await png('#ff8000'))).toEqual({ status: 200 });
    const first = (await stored(userId)).image;
    expect(photoFiles(userId)).toEqual([fileOf(first)]);

    expect(await formPost(cookie, { displayName: 'Form Photo', photo: await png('#005aff') })).toEqual({
      status: 302,
    });
    const second = (await stored(userId)).image;
    expect(second).not.toBe(first);
    expect(photoFiles(userId)).toEqual([fileOf(second)]);

    expect(await apiPhoto(cookie, await png('#00a000'))).toEqual({ status: 200 });
    const third = (await stored(userId)).image;
    expect(third).not.toBe(second);
    expect(photoFiles(userId)).toEqual([fileOf(third)]);
  });

  test('a refused save changes nothing and leaves no new file', async () => {
    const { account, cookie, userId } = await fan();
    await apiPhoto(cookie, await png('#ff8000'));
    const before = await stored(userId);
    expect(
      await formPost(cookie, {
        displayName: 'New',
        driverId: 'michael-schumacher',
        photo: await png('#123456'),
      }),
    ).toEqual({
      status: 400,
      field: 'driverId',
      message: 'No driver michael-schumacher in the 2025 line-up',
    });
    expect(await stored(userId)).toEqual({ ...before, name: account.name });
    expect(photoFiles(userId)).toEqual([fileOf(before.image)]);
  });

  test('the same schema and line-up checks, with the same messages', async () => {
    const { cookie, userId } = await fan();
    const api = async (path: string, body: unknown) => {
      const response = await t.app.request(
        path,
        jsonRequest(path.includes('favourites') ? 'PUT' : 'PATCH', body, cookie),
      );
      const { error } = (await response.json()) as { error: { message: string; field: string } };
      return { status: response.status, field: error.field, message: error.message };
    };
    // The API prefixes schema messages with the field (the house error); the form shows them beside it.
    expect(await api('/api/profile', { displayName: ' ' })).toEqual({
      status: 400,
      field: 'displayName',
      message: 'displayName: Enter a display name',
    });
    expect(await formPost(cookie, { displayName: ' ' })).toEqual({
      status: 400,
      field: 'displayName',
      message: 'Enter a display name',
    });
    const unknownTeam = { status: 400, field: 'teamId', message: 'No team brabham-2099 in the 2025 season' };
    expect(await api('/api/favourites/mine', { driverId: null, teamId: 'brabham-2099' })).toEqual(
      unknownTeam,
    );
    expect(await formPost(cookie, { displayName: 'Fan', teamId: 'brabham-2099' })).toEqual(unknownTeam);
    expect((await stored(userId)).favourites).toBeNull();
  });

  test('a write from another site is refused by both with the same message, nothing stored', async () => {
    const { account, cookie, userId } = await fan();
    const evil = 'https://evil.example';
    const message = 'Cross-site requests may not change anything here';
    expect(await apiPhoto(cookie, await png('#ff0000'), evil)).toEqual({ status: 403, message });
    expect(await formPost(cookie, { displayName: 'Hacked', photo: await png('#ff0000') }, evil)).toEqual({
      status: 403,
      message,
    });
    expect(await stored(userId)).toMatchObject({ name: account.name, image: null });
    expect(photoFiles(userId)).toEqual([]);
  });

  test('what the form saves, the API reads back', async () => {
    const { cookie } = await fan();
    expect(
      await formPost(cookie, {
        displayName: '  Papaya Rules ',
        driverId: 'lando-norris',
        teamId: 'mclaren',
        photo: await png('#ff8000'),
      }),
    ).toEqual({ status: 302 });
    const profile = await (await t.app.request('/api/profile', jsonRequest('GET', undefined, cookie))).json();
    expect(profile).toMatchObject({
      displayName: 'Papaya Rules',
      photoUrl: expect.stringMatching(/^\/media\/avatars\//),
      favouriteDriver: { id: 'lando-norris' },
      favouriteTeam: { id: 'mclaren' },
    });
  });
});
