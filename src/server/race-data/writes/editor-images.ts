import { ApiError } from '#server/http/errors.ts';
import { BodyTooLarge, readFormData } from '#server/http/read-form-data.ts';
import { reencodeImage, storeImage } from '#server/media-store.ts';
import type { Services } from '#server/services.ts';
import { imageUploadMaxBytes } from '#shared/driver-team-writes.ts';

/** An editor's form carries at most two images (a team's logo and car) and a few fields. */
export const editorFormLimit = 2 * imageUploadMaxBytes + 64 * 1024;
/** Uploaded photos, logos and cars are kept at most this many pixels wide and high. */
const largestSide = 1200;

const tooLarge = (field: string) =>
  new ApiError(
    413,
    'image_too_large',
    `The image is larger than ${imageUploadMaxBytes / 1024 / 1024} MB`,
    field,
  );

/** An editor's multipart form (or the upload API's), read within `editorFormLimit`. */
export async function readEditorForm(request: Request, field = 'file'): Promise<FormData> {
  try {
    return await readFormData(request, editorFormLimit);
  } catch (error) {
    throw error instanceof BodyTooLarge ? tooLarge(field) : error;
  }
}

/**
 * Stores an uploaded driver photo, team logo or car image: at most `imageUploadMaxBytes`, its type
 * sniffed from its bytes (JPEG, PNG, WebP, GIF or AVIF), re-encoded as WebP within 1200 px, kept in the
 * media store. Returns its stable URL, for the driver or team write to use. Refusals name `field`.
 */
export async function storeEditorImage(
  services: Pick<Services, 'uploads'>,
  field: string,
  owner: string,
  bytes: Uint8Array,
): Promise<string> {
  if (bytes.byteLength === 0) throw new ApiError(400, 'missing_image', 'Choose an image to upload', field);
  if (bytes.byteLength > imageUploadMaxBytes) throw tooLarge(field);
  const webp = await reencodeImage(
    bytes,
    { within: largestSide },
    () =>
      new ApiError(415, 'unsupported_image', 'The image must be a JPEG, PNG, WebP, GIF or AVIF file', field),
  );
  const { url } = await storeImage(
    services.uploads,
    'race-data',
    owner.replace(/[^A-Za-z0-9_-]/g, '-'),
    webp,
  );
  return url;
}
