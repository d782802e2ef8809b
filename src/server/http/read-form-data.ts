import { ApiError } from './errors.ts';

/** Thrown when a request body is larger than the caller accepts. */
export class BodyTooLarge extends Error {}

/**
 * The form data of a request, refusing bodies over `maxBytes` before reading them whole (by their
 * declared length, or while streaming when none is declared). A body that is no form is a 400.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLarge();
  if (!request.body) return new FormData();
  const reader = request.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value as Uint8Array<ArrayBuffer>);
  }
  const body = new Blob(chunks);
  try {
    return await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body is not a form');
  }
}
