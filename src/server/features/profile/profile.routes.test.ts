import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '#server/db/schema.ts';
import { jsonRequest, openAccountsTestApp, signedInFan, testOrigin } from '#server/testing/accounts.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'pitwall-profile-test-'));
let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp({ PITWALL_DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fan = () => signedInFan(t);

const imageOfUser = async (email: string) =>
  (await t.database.db.select({ image: users.image }).from(users).where(eq(users.email, email)))[0]?.image;

function upload(cookie: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png', name = 'photo.png') {
  const form = new FormData();
  form.set('photo', new File([bytes], name, { type }));
  return t.app.request('/api/profile/photo', {
    method: 'PUT',
    headers: { cookie, origin: testOrigin },
    body: form,
  });
}

const png = (width: number, height: number, background = '#ff8000') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe('the profile', () => {
  test('shows name, email from the session, no photo and no favourites at first', async () => {
    const { account, cookie } = await fan();
    const profile = await (await t.app.request('/api/profile', jsonRequest('GET', undefined, cookie))).json();
    expect(profile).toMatchObject({
      displayName: account.name,
      email: account.email,
      photoUrl: null,
      isAdmin: false,
      favouriteDriver: null,
      favouriteTeam: null,
    });
  });

  test('favourites come with names and the team colour', async () => {
    const { cookie } = await fan();
    await t.app.request(
      '/api/favourites/mine',
      jsonRequest('PUT', { driverId: 'oscar-piastri', teamId: 'williams' }, cookie),
    );
    const profile = await (await t.app.request('/api/profile', jsonRequest('GET', undefined, cookie))).json();
    expect(profile.favouriteDriver).toMatchObject({
      firstName: 'Oscar',
      lastName: 'Piastri',
      teamName: 'McLaren',
    });
    expect(profile.favouriteTeam).toMatchObject({
      id: 'williams',
      name: 'Williams',
      colour: expect.stringMatching(/^#/),
    });
  });

  test.each([
    ['an empty display name', '   ', 'Enter a display name'],
    ['a display name over 50 characters', 'x'.repeat(51), 'Use at most 50 characters'],
  ])('%s is a 400 naming the field', async (_case, displayName, message) => {
    const { account, cookie } = await fan();
    const response = await t.app.request('/api/profile', jsonRequest('PATCH', { displayName }, cookie));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_input', message: `displayName: ${message}`, field: 'displayName' },
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(user?.name).toBe(account.name);
  });

  test('a new display name is stored trimmed', async () => {
    const { cookie } = await fan();
    const response = await t.app.request(
      '/api/profile',
      jsonRequest('PATCH', { displayName: '  Il Predestinato ' }, cookie),
    );
    expect(await response.json()).toMatchObject({ displayName: 'Il Predestinato' });
  });
});

describe('the profile photo', () => {
  test('is resized to a 320 px square WebP, stored under PITWALL_DATA_DIR and served for a year', async () => {
    const { account, cookie } = await fan();
    const response = await upload(cookie, await png(1200, 800));
    expect(response.status).toBe(200);
    const { photoUrl } = (await response.json()) as { photoUrl: string };
    expect(photoUrl).toMatch(/^\/media\/avatars\/[A-Za-z0-9]+-[0-9a-f]{16}\.webp$/);
    expect(await imageOfUser(account.email)).toBe(photoUrl);
    expect(existsSync(join(dataDir, 'uploads', 'avatars', photoUrl.split('/').pop() ?? ''))).toBe(true);

    const served = await t.app.request(photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 320 });

    // A new photo replaces the old file.
    const second = (await (await upload(cookie, await png(400, 400, '#005aff'))).json()) as {
      photoUrl: string;
    };
    expect(second.photoUrl).not.toBe(photoUrl);
    expect((await t.app.request(photoUrl)).status).toBe(404);
    expect((await t.app.request(second.photoUrl)).status).toBe(200);

    // And it can be removed.
    await t.app.request('/api/profile/photo', jsonRequest('DELETE', undefined, cookie));
    expect(await imageOfUser(account.email)).toBeNull();
    expect((await t.app.request(second.photoUrl)).status).toBe(404);
  });

  test("another user's photo cannot be named as one's own, nor deleted", async () => {
    const victim = await fan();
    const photoUrl = ((await (await upload(victim.cookie, await png(64, 64))).json()) as { photoUrl: string })
      .photoUrl;
    const file = join(dataDir, 'uploads', 'avatars', photoUrl.split('/').pop() ?? '');
    const attacker = await fan();
    const named = await t.app.request(
      '/api/auth/update-user',
      jsonRequest('POST', { image: photoUrl }, attacker.cookie),
    );
    expect(named.status).toBe(400);
    expect(await imageOfUser(attacker.account.email)).toBeNull();
    expect(
      (await t.app.request('/api/profile/photo', jsonRequest('DELETE', undefined, attacker.cookie))).status,
    ).toBe(200);
    expect(existsSync(file)).toBe(true);
    expect((await t.app.request(photoUrl)).status).toBe(200);
    expect(await imageOfUser(victim.account.email)).toBe(photoUrl);
  });

  test("an account that names another user's photo file (an admin's edit) removes and replaces only its own", async () => {
    const victim = await fan();
    const photoUrl = ((await (await upload(victim.cookie, await png(64, 64))).json()) as { photoUrl: string })
      .photoUrl;
    const file = join(dataDir, 'uploads', 'avatars', photoUrl.split('/').pop() ?? '');
    const other = await fan();
    await t.database.db.update(users).set({ image: photoUrl }).where(eq(users.email, other.account.email));
    expect(
      (await t.app.request('/api/profile/photo', jsonRequest('DELETE', undefined, other.cookie))).status,
    ).toBe(200);
    expect(await imageOfUser(other.account.email)).toBeNull();
    await t.database.db.update(users).set({ image: photoUrl }).where(eq(users.email, other.account.email));
    expect((await upload(other.cookie, await png(64, 64, '#005aff'))).status).toBe(200);
    expect(await imageOfUser(other.account.email)).not.toBe(photoUrl);
    expect(existsSync(file)).toBe(true);
    expect((await t.app.request(photoUrl)).status).toBe(200);
  });

  test('over 5 MB is refused with 413, nothing stored', async () => {
    const { account, cookie } = await fan();
    const response = await upload(cookie, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'photo_too_large', message: 'The photo is larger than 5 MB', field: 'photo' },
    });
    expect(await imageOfUser(account.email)).toBeNull();
  });

  test.each([
    ['text claiming to be a PNG', new TextEncoder().encode('this is not an image'), 'image/png'],
    [
      'an SVG (scripts could hide in one)',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    ],
  ])('%s is refused with 415, nothing stored', async (_case, bytes, type) => {
    const { account, cookie } = await fan();
    const response = await upload(cookie, bytes, type);
    expect(response.status).toBe(415);
    const body = (await response.json()) as { error: { field: string; message: string } };
    expect(body.error).toMatchObject({
      field: 'photo',
      message: 'The photo must be a JPEG, PNG, WebP, GIF or AVIF image',
    });
    expect(await imageOfUser(account.email)).toBeNull();
  });

  test('needs a session, and only serves names we gave', async () => {
    expect((await upload('', await png(10, 10))).status).toBe(401);
    expect((await t.app.request('/media/avatars/..%2F..%2Fdb%2FPG_VERSION')).status).toBe(404);
    expect((await t.app.request('/media/avatars/nobody-0000000000000000.webp')).status).toBe(404);
  });
});
