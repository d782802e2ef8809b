import { createHash } from 'node:crypto';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { Env } from '#server/env.ts';
import { ApiError } from '#server/http/errors.ts';
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
/** The refusal of a photo over the limit, whether its bytes or the request around it are too many. */
export const photoTooLarge = () =>
  new ApiError(413, 'photo_too_large', 'The photo is larger than 5 MB', 'photo');
export const missingPhoto = () => new ApiError(400, 'missing_photo', 'Choose a photo to upload', 'photo');

/**
 * Checks an uploaded photo (size, and that its bytes really are an image of an accepted format,
 * whatever the upload claims) and turns it into a square WebP of `photoSize` pixels.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw missingPhoto();
  if (bytes.byteLength > photoMaxBytes) throw photoTooLarge();
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

/**
 * Writes a prepared photo under PITWALL_DATA_DIR and returns its URL (not yet the user's).
 * `created` is false when the file was there already: the same picture uploaded again, which the
 * user's profile may still show, so a failed save must not delete it.
 */
export async function writePhotoFile(
  env: Env,
  userId: string,
  webp: Buffer,
): Promise<{ url: string; created: boolean }> {
  const name = `${userId}-${createHash('sha256').update(webp).digest('hex').slice(0, 16)}.webp`;
  const dir = avatarDir(env);
  await mkdir(dir, { recursive: true });
  const file = join(dir, name);
  const existed = await access(file).then(
    () => true,
    () => false,
  );
  await writeFile(file, webp);
  return { url: `${avatarUrlPrefix}${name}`, created: !existed };
}

/** Deletes a photo file of ours (provider pictures and unknown URLs are left alone). */
export async function removePhotoFile(env: Env, url: string | null): Promise<void> {
  const file = ownFile(env, url);
  if (file) await rm(file, { force: true });
}
