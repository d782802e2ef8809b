import { CompressibleBody } from '#server/http/compression.ts';

/** A serialised answer, ready to send again without a query or JSON.stringify, in any encoding. */
export type CachedBody = { body: CompressibleBody; cacheControl: string };

export const ergastContentType = 'application/json; charset=UTF-8';

export function cachedBody(json: string, cacheControl: string): CachedBody {
  return { body: new CompressibleBody(new TextEncoder().encode(json), ergastContentType), cacheControl };
}
