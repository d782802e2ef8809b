import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import { ApiError } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';
import { photoMaxBytes } from '#shared/accounts.ts';

/** Stored photos are square WebP images of this many pixels a side. */
export const photoSize = 320;
export const avatarUrlPrefix = '/media/avatars/';
/** Names we give stored photos: the user id and a hash of the content, so a URL never changes meaning. */
export const avatarFilePattern = /^[A-Za-z0-9_-]{1,64}-[0-9a-f]{16}\.webp$/;

export const avatarDir = (env: Pick<Env, 'PITWALL_DATA_DIR'>) =>
  resolve(env.PITWALL_DATA_DIR, 'uploads', 'avatars');

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Larger pictures are refused before decoding (a small file can hold a huge image). */
const maxInputPixels = 40_000_000;

const unsupported = () =>
  new ApiError(415, 'unsupported_photo', 'The photo must be a JPEG, PNG, WebP, GIF or AVIF image', 'photo');

/**
 * Checks an uploaded photo (size, and that its bytes really are an image of an accepted format,
 * whatever the upload claims) and turns it into a square WebP of `photoSize` pixels.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw new ApiError(400, 'missing_photo', 'Choose a photo to upload', 'photo');
  if (bytes.byteLength > photoMaxBytes) {
    throw new ApiError(413, 'photo_too_large', 'The photo is larger than 5 MB', 'photo');
  }
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !acceptedFormats.has(format)) throw unsupported();
    return await image
      .rotate()
      .resize(photoSize, photoSize, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unsupported();
  }
}

function ownFile(env: Env, url: string | null): string | null {
  if (!url?.startsWith(avatarUrlPrefix)) return null;
  const name = url.slice(avatarUrlPrefix.length);
  return avatarFilePattern.test(name) ? join(avatarDir(env), name) : null;
}

/** Writes a prepared photo under PITWALL_DATA_DIR and returns its URL (not yet the user's). */
export async function writePhotoFile(env: Env, userId: string, webp: Buffer): Promise<string> {
  const name = `${userId}-${createHash('sha256').update(webp).digest('hex').slice(0, 16)}.webp`;
  const dir = avatarDir(env);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), webp);
  return `${avatarUrlPrefix}${name}`;
}

/** Deletes a photo file of ours (provider pictures and unknown URLs are left alone). */
export async function removePhotoFile(env: Env, url: string | null): Promise<void> {
  const file = ownFile(env, url);
  if (file) await rm(file, { force: true });
}

/** Stores a new profile photo for the user and returns its URL; the previous one of ours is removed. */
export async function setProfilePhoto(
  services: Services,
  userId: string,
  bytes: Uint8Array,
): Promise<string> {
  const { env, db } = services;
  const url = await writePhotoFile(env, userId, await preparePhoto(bytes));
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!row) throw new ApiError(404, 'not_found', 'No such user');
      await tx.update(users).set({ image: url }).where(eq(users.id, userId));
      return row.image;
    });
  } catch (error) {
    await removePhotoFile(env, url);
    throw error;
  }
  if (previous !== url) await removePhotoFile(env, previous);
  return url;
}

/** Removes the user's photo (the site then shows initials). */
export async function removeProfilePhoto(services: Services, userId: string): Promise<void> {
  const previous = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ image: null }).where(eq(users.id, userId));
    return row?.image ?? null;
  });
  await removePhotoFile(services.env, previous);
}
