import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ApiError } from './http/errors.ts';
import type { UploadStore } from './uploads.ts';

/**
 * Uploaded images, kept in the upload store (UPLOADS_DIR, a volume the instances share) under <folder>/ and
 * served from /media/<folder>/<file>. A file is named by its owner and a hash of its content, so a URL
 * never changes meaning and is cached for a year. Every upload is re-encoded: its bytes decide its
 * format whatever the upload claims, and nothing but pixels reaches the store.
 */

export const mediaFolders = ['avatars', 'race-data'] as const;
export type MediaFolder = (typeof mediaFolders)[number];

/** `<owner>-<16 hex of its content's hash>.webp`, the owner captured. */
const fileName = /^([A-Za-z0-9_-]{1,64})-[0-9a-f]{16}\.webp$/;
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Larger pictures are refused before decoding (a small file can hold a huge image). */
const maxInputPixels = 40_000_000;

export const mediaUrlPrefix = (folder: MediaFolder) => `/media/${folder}/`;

/** Whether `url` names a race-data image of our store (an upload of the driver or team editor). */
export function isStoredImageUrl(url: string): boolean {
  const prefix = mediaUrlPrefix('race-data');
  return url.startsWith(prefix) && fileName.test(url.slice(prefix.length));
}

export type ImageFitting =
  /** A square of this many pixels a side, cropped to what draws the eye (profile photos). */
  | { square: number }
  /** At most this wide and high, the whole picture kept, transparency too (logos, cars, portraits). */
  | { within: number };

/**
 * Checks an uploaded image (its bytes really are an image of an accepted format) and re-encodes it as
 * WebP fitted as asked. `unsupported` is the refusal to throw, worded for the form's field.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  fitting: ImageFitting,
  unsupported: () => ApiError,
): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !acceptedFormats.has(format)) throw unsupported();
    const fitted =
      'square' in fitting
        ? image.rotate().resize(fitting.square, fitting.square, { fit: 'cover', position: 'attention' })
        : image.rotate().resize(fitting.within, fitting.within, { fit: 'inside', withoutEnlargement: true });
    return await fitted.webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unsupported();
  }
}

/** The owner part of a stored image's name. */
const ownerPart = (owner: string) => owner.slice(0, 64);

/**
 * Writes a re-encoded image to the upload store and returns its URL. `created` is false when the
 * file was there already (the same picture uploaded again, which may still be in use, so a failed
 * save must not delete it).
 */
export async function storeImage(
  uploads: UploadStore,
  folder: MediaFolder,
  owner: string,
  webp: Buffer,
): Promise<{ url: string; created: boolean }> {
  const name = `${ownerPart(owner)}-${createHash('sha256').update(webp).digest('hex').slice(0, 16)}.webp`;
  if (!fileName.test(name)) throw new Error(`Not a media file name: ${name}`);
  const { created } = await uploads.put(`${folder}/${name}`, webp);
  return { url: `${mediaUrlPrefix(folder)}${name}`, created };
}

/**
 * Deletes a stored image of `folder` that `storeImage` wrote for `owner`. Other URLs are left alone:
 * an address names a file, not who may delete it, and an account's photo address may have been
 * written by someone else (an admin, an old client) to name another user's file.
 */
export async function removeStoredImage(
  uploads: UploadStore,
  folder: MediaFolder,
  owner: string,
  url: string | null,
): Promise<void> {
  const prefix = mediaUrlPrefix(folder);
  if (!url?.startsWith(prefix)) return;
  const name = url.slice(prefix.length);
  if (fileName.exec(name)?.[1] === ownerPart(owner)) await uploads.remove(`${folder}/${name}`);
}

/** A stored image's bytes, or null when `folder` has no such file. */
export async function readStoredImage(
  uploads: UploadStore,
  folder: string,
  name: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!(mediaFolders as readonly string[]).includes(folder) || !fileName.test(name)) return null;
  const bytes = await uploads.get(`${folder}/${name}`);
  return bytes ? new Uint8Array(bytes) : null;
}
