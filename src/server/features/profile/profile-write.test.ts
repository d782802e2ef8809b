import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { userFavourites, users } from '#server/db/schema.ts';
import type { Services } from '#server/services.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { preparePhoto, writePhotoFile } from './profile-photo.server.ts';
import { saveProfile } from './profile-write.server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'pitwall-profile-write-test-'));
const avatars = join(dataDir, 'uploads', 'avatars');
let database: Database;
let services: Services;
beforeAll(async () => {
  database = await openTestDatabase();
  services = createTestApp(database, { env: { PITWALL_DATA_DIR: dataDir } }).services;
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let users_ = 0;
async function user(): Promise<string> {
  users_ += 1;
  const id = `writer${users_}`;
  await database.db.insert(users).values({ id, name: `Writer ${users_}`, email: `${id}@example.com` });
  return id;
}
const files = (prefix: string) =>
  existsSync(avatars) ? readdirSync(avatars).filter((name) => name.startsWith(`${prefix}-`)) : [];
const png = (background: string) =>
  sharp({ create: { width: 32, height: 32, channels: 3, background } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

describe('saveProfile', () => {
  test('writes name, photo and favourites in one go, and changes only the parts given', async () => {
    const id = await user();
    const saved = await saveProfile(services, id, {
      displayName: ' Tifosi ',
      driverId: 'charles-leclerc',
      teamId: 'ferrari',
      photo: await png('#dc0000'),
    });
    expect(saved).toEqual({
      displayName: 'Tifosi',
      photoUrl: expect.stringMatching(new RegExp(`^/media/avatars/${id}-[0-9a-f]{16}\\.webp$`)),
      favourites: { driverId: 'charles-leclerc', teamId: 'ferrari' },
    });
    // The API's one-part writes leave the other parts as they are.
    expect(await saveProfile(services, id, { displayName: 'Il Cavallino' })).toEqual({
      ...saved,
      displayName: 'Il Cavallino',
    });
    expect(await saveProfile(services, id, { driverId: null, teamId: 'ferrari' })).toEqual({
      ...saved,
      displayName: 'Il Cavallino',
      favourites: { driverId: null, teamId: 'ferrari' },
    });
    const removed = await saveProfile(services, id, { photo: 'remove' });
    expect(removed.photoUrl).toBeNull();
    expect(files(id)).toEqual([]);
  });

  test('a transaction that fails removes the photo file written for it', async () => {
    // No such user: the row lock finds nothing, after the file is written.
    await expect(saveProfile(services, 'ghost1', { photo: await png('#111111') })).rejects.toMatchObject({
      status: 404,
    });
    expect(files('ghost1')).toEqual([]);
  });

  test('but keeps a file that was there before: the same picture, which a profile may show', async () => {
    const bytes = await png('#222222');
    const { url } = await writePhotoFile(services.uploads, 'ghost2', await preparePhoto(bytes));
    await expect(saveProfile(services, 'ghost2', { photo: bytes })).rejects.toMatchObject({ status: 404 });
    expect(files('ghost2')).toEqual([url.split('/').pop()]);
  });

  test('two photo saves of one user at once leave exactly the file of the one that won', async () => {
    const id = await user();
    await Promise.all([
      saveProfile(services, id, { photo: await png('#333333') }),
      saveProfile(services, id, { photo: await png('#444444') }),
    ]);
    const [row] = await database.db.select({ image: users.image }).from(users).where(eq(users.id, id));
    expect(files(id)).toEqual([row?.image?.split('/').pop()]);
  });

  test('invalid input is refused as a whole, every field with its message', async () => {
    const id = await user();
    const refused = await saveProfile(services, id, {
      displayName: 'x'.repeat(51),
      driverId: 'y'.repeat(101),
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 400,
      code: 'invalid_input',
      field: 'displayName',
      message: 'displayName: Use at most 50 characters',
      fields: { displayName: 'Use at most 50 characters', driverId: expect.any(String) },
    });
    const [favourites] = await database.db.select().from(userFavourites).where(eq(userFavourites.userId, id));
    expect(favourites).toBeUndefined();
  });
});
