import { ApiError } from '#server/http/errors.ts';
import { reencodeImage, removeStoredImage, storeImage } from '#server/media-store.ts';
import type { UploadStore } from '#server/uploads.ts';
import { photoMaxBytes } from '#shared/accounts.ts';

/** Stored photos are square WebP images of this many pixels a side. */
export const photoSize = 320;

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
  return reencodeImage(bytes, { square: photoSize }, unsupported);
}

/**
 * Writes a prepared photo to the media store and returns its URL (not yet the user's).
 * `created` is false when the file was there already: the same picture uploaded again, which the
 * user's profile may still show, so a failed save must not delete it.
 */
export function writePhotoFile(
  uploads: UploadStore,
  userId: string,
  webp: Buffer,
): Promise<{ url: string; created: boolean }> {
  return storeImage(uploads, 'avatars', userId, webp);
}

/**
 * Deletes a photo file the user uploaded (provider pictures, unknown URLs and other users' files
 * are left alone).
 */
export function removePhotoFile(uploads: UploadStore, userId: string, url: string | null): Promise<void> {
  return removeStoredImage(uploads, 'avatars', userId, url);
}
