/** A feed bigger than this is not a news feed; reading stops there. */
const maxFeedBytes = 5 * 1024 * 1024;

export type FeedResponse =
  | { changed: true; body: string; etag: string | null; lastModified: string | null }
  | { changed: false };

export type FetchFeedOptions = {
  timeoutMs: number;
  /** Validators of the last good response: an unchanged feed then answers 304. */
  etag?: string | null;
  lastModified?: string | null;
  userAgent: string;
  /** Aborts the request early (the server is stopping). */
  signal?: AbortSignal;
};

/** Why a feed could not be read, in words for the log and the admin dashboard. */
export class FeedFetchError extends Error {}

/** GETs a feed with a time limit covering the whole body, and decodes it by its declared charset. */
export async function fetchFeed(url: string, options: FetchFeedOptions): Promise<FeedResponse> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const headers: Record<string, string> = {
    accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    'user-agent': options.userAgent,
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  try {
    const response = await fetch(url, { headers, signal, redirect: 'follow' });
    if (response.status === 304) return { changed: false };
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new FeedFetchError(
        `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      );
    }
    const bytes = await readCapped(response);
    return {
      changed: true,
      body: decode(bytes, response.headers.get('content-type')),
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (timeout.aborted) throw new FeedFetchError(`no complete answer within ${options.timeoutMs} ms`);
    if (options.signal?.aborted) throw new FeedFetchError('stopped');
    throw new FeedFetchError(describeNetworkError(error));
  }
}

async function readCapped(response: Response): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxFeedBytes) {
      await reader.cancel();
      throw new FeedFetchError(`feed larger than ${maxFeedBytes / 1024 / 1024} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The charset from Content-Type, else from the XML declaration, else UTF-8. */
function decode(bytes: Uint8Array, contentType: string | null): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared =
    /charset="?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? /<\?xml[^>]*encoding=["']([\w-]+)/i.exec(head)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: string } | undefined)?.code;
  if (cause) return `${error.message}: ${code ? `${code} ` : ''}${cause.message}`.trim();
  return error.message;
}
