import { ApiError } from './errors.ts';

/** The admin pages' forms (dashboard, season events, line-ups) are a few fields: 16 KB is plenty. */
export const adminFormLimit = 16 * 1024;

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

/** What a text field that was sent a file is told. */
export const fileInTextFieldMessage = 'Send text in this field, not a file';

/**
 * The first of a form's text fields that holds a file (multipart lets a client send one anywhere),
 * which would otherwise be stored as "[object File]"; the caller answers 400 naming it.
 */
export function fileInTextField(form: FormData, names: readonly string[]): string | undefined {
  return names.find((name) => form.getAll(name).some((value) => typeof value !== 'string'));
}
