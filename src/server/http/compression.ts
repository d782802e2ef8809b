import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { etagOf, matchesEtag } from './etag.ts';

/** What `sendBody` leaves on the context: the body it sent (`AppEnv` declares the same variable). */
type SentBodyEnv = { Variables: { sentBody?: CompressibleBody } };

/** How a body travels: Brotli, gzip or as it is. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compressing saves less than the header it costs. */
export const minCompressedSize = 1024;

const compressibleType =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|geo\+json|ld\+json)|image\/svg\+xml)/i;

/** Whether a body of this content type is worth compressing (images, fonts and archives already are). */
export function isCompressible(contentType: string | null | undefined): boolean {
  return compressibleType.test(contentType ?? '');
}

/**
 * The encoding to answer with for an Accept-Encoding header: Brotli when the client takes it, then
 * gzip, else identity. A coding with `q=0` is refused; `*` stands for every coding not named.
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const weight = encodingWeights(acceptEncoding);
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** Whether an Accept-Encoding header takes gzip at all (for answers only made in gzip). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  return Boolean(acceptEncoding) && encodingWeights(acceptEncoding ?? '')('gzip') > 0;
}

/** Each coding's weight in an Accept-Encoding header (`x-gzip` counts as gzip). */
function encodingWeights(acceptEncoding: string): (coding: 'br' | 'gzip') => number {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  return (coding) =>
    coding === 'gzip' ? Math.max(weight('gzip'), weights.get('x-gzip') ?? 0) : weight(coding);
}

/**
 * Brotli quality for answers compressed while serving: most of the saving of 11 at a small part of
 * its cost. A shared answer (a cached page, an API body) is compressed once and sent many times;
 * a render for one visitor (signed-in pages) is compressed for that one answer, so it takes a
 * quick level: on the 67 KB signed-in home page, 0.33 ms and 17.4 KB at 2 against 0.69 ms and
 * 15.7 KB at 4 and 1.04 ms and 14.5 KB at 5 (gzip at 6: 0.86 ms and 15.6 KB). Under load that is
 * about a tenth of a signed-in view's cost, for 1.7 KB more on the wire.
 */
const dynamicBrotliQuality = 5;
const oneAnswerBrotliQuality = 2;

export function compress(body: Uint8Array, encoding: Exclude<Encoding, 'identity'>, quality?: number) {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality ?? dynamicBrotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzipSync(body, { level: quality ?? 6 });
}

type Variant = { body: Uint8Array; etag: string; encoding: Encoding };

/**
 * One answer's bytes, kept with a cache entry: the identity body, its strong ETag, and its Brotli
 * and gzip forms, each made the first time a client asks for it and reused after that. Every
 * encoding has its own ETag (`"tag"`, `"tag-br"`, `"tag-gzip"`), as each is a different byte
 * sequence a cache may store.
 */
export class CompressibleBody {
  readonly etag: string;
  readonly compressible: boolean;
  #variants = new Map<Encoding, Variant>();

  readonly #brotliQuality: number;

  /**
   * `ready`: forms compressed beforehand (the build's `.br` and `.gz` files); `brotliQuality`: the
   * level for a form made on demand.
   */
  constructor(
    readonly body: Uint8Array,
    contentType: string | null | undefined,
    {
      etag,
      ready = {},
      brotliQuality = dynamicBrotliQuality,
    }: { etag?: string; ready?: Partial<Record<'br' | 'gzip', Uint8Array>>; brotliQuality?: number } = {},
  ) {
    this.#brotliQuality = brotliQuality;
    this.etag = etag ?? etagOf(body);
    this.compressible = body.byteLength >= minCompressedSize && isCompressible(contentType);
    const identity: Variant = { body, etag: this.etag, encoding: 'identity' };
    this.#variants.set('identity', identity);
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = ready[encoding];
      if (compressed) this.#variants.set(encoding, this.#variant(encoding, compressed));
    }
  }

  #variant(encoding: 'br' | 'gzip', compressed: Uint8Array): Variant {
    // Rarely larger (already dense bodies): then every client gets the identity body.
    return compressed.byteLength < this.body.byteLength
      ? { body: compressed, etag: `${this.etag.slice(0, -1)}-${encoding}"`, encoding }
      : (this.#variants.get('identity') as Variant);
  }

  /** The form to send for this Accept-Encoding header. */
  variantFor(acceptEncoding: string | null | undefined): Variant {
    const identity = this.#variants.get('identity') as Variant;
    if (!this.compressible) return identity;
    const encoding = preferredEncoding(acceptEncoding);
    if (encoding === 'identity') return identity;
    let variant = this.#variants.get(encoding);
    if (!variant) {
      variant = this.#variant(
        encoding,
        compress(this.body, encoding, encoding === 'br' ? this.#brotliQuality : undefined),
      );
      this.#variants.set(encoding, variant);
    }
    return variant;
  }

  /**
   * Bytes to count for a cache bounded by weight: the body, and room for its compressed forms (made
   * later, each a fraction of it; text compresses to a quarter or less).
   */
  get weight(): number {
    return this.compressible ? Math.ceil(this.body.byteLength * 1.5) : this.body.byteLength;
  }
}

/**
 * Sends a kept body in the encoding the client prefers, with its ETag, or a 304 when the client's
 * If-None-Match names it. `headers` are the answer's own (Content-Type, Cache-Control …); headers
 * the middleware set before the handler (security, CORS) join them, so the answer is written at once.
 * The context keeps the body as `sentBody`, so a cache in front can keep it without reading it back.
 */
export function sendBody<E extends SentBodyEnv>(
  c: Context<E>,
  kept: CompressibleBody,
  headers: Record<string, string>,
  status: 200 | 404 = 200,
): Response {
  c.set('sentBody', kept);
  const variant = kept.variantFor(c.req.header('accept-encoding'));
  const all: Record<string, string> = { ...headers, ETag: variant.etag };
  if (kept.compressible) all.Vary = 'Accept-Encoding';
  if (status === 200 && matchesEtag(c.req.header('if-none-match'), variant.etag)) {
    delete all['Content-Type'];
    return c.body(null, 304, all);
  }
  if (variant.encoding !== 'identity') all['Content-Encoding'] = variant.encoding;
  return c.body(variant.body as Uint8Array<ArrayBuffer>, status, all);
}

/**
 * Compresses rendered pages that no cache holds (signed-in views, answers with cookies), once per
 * answer. Answers already made by `sendBody` (they carry an ETag) or already encoded pass as they are,
 * and so does everything when the client takes no compression, without its body being read.
 */
export function compressRendered(): MiddlewareHandler<SentBodyEnv> {
  return async (c, next) => {
    await next();
    if (preferredEncoding(c.req.header('accept-encoding')) === 'identity') return;
    const response = c.res;
    if (response.status !== 200 && response.status !== 404) return;
    if (response.headers.has('etag') || response.headers.has('content-encoding')) return;
    const type = response.headers.get('content-type');
    if (!isCompressible(type) || !response.body) return;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (name !== 'content-length' && name !== 'set-cookie') headers[name] = value;
    }
    const cookies = response.headers.getSetCookie();
    c.res = undefined;
    const rendered = new CompressibleBody(body, type, { brotliQuality: oneAnswerBrotliQuality });
    const compressed = sendBody(c, rendered, headers, response.status);
    for (const cookie of cookies) compressed.headers.append('set-cookie', cookie);
    c.res = compressed;
  };
}
