import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { fromRoot } from '#server/paths.ts';
import { type Endpoint, type EndpointPage, endpoints } from './ergast-responses.ts';

/** Jolpica's largest page. */
const pageSize = 100;
/** Retries of one request after a 429 or a 5xx before the run gives up. */
const maxRetries = 3;
/** A Retry-After longer than this ends the run instead of holding it (the next run comes anyway). */
const defaultMaxRetryAfterMs = 120_000;

// From the checkout root: this module also runs bundled into build/server/, where a path relative to
// its own URL would point elsewhere.
const packageVersion = (
  JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Why the source could not be read, in words for the log and the run's record. */
export class ErgastSourceError extends Error {}

export type ErgastSourceOptions = {
  baseUrl: string;
  publicUrl: string;
  timeoutMs: number;
  /** The least time between the start of two requests (Jolpica allows a few per second). */
  minIntervalMs: number;
  /** First pause before retrying a 5xx; doubles each time. */
  retryBaseMs?: number;
  /** The longest Retry-After waited out; a longer one ends the run (two minutes unless given). */
  maxRetryAfterMs?: number;
  /** Ends the run's requests and pauses (the server is stopping). */
  signal?: AbortSignal;
};

export type ErgastSource = {
  /** Every page of `path` (e.g. `2026/12/results.json`), parsed as `endpoint` answers. */
  fetchAll: <E extends Endpoint>(endpoint: E, path: string) => Promise<EndpointPage<E>[]>;
  /** Requests made so far, retries included. */
  requests: () => number;
};

/**
 * A polite client of an Ergast-compatible API (Jolpica): pages with limit/offset until `total` is
 * read, one request at a time with at least `minIntervalMs` between them, a descriptive User-Agent,
 * a time limit per request, Retry-After honoured on 429 and 5xx retried with backoff a few times.
 */
export function createErgastSource(options: ErgastSourceOptions): ErgastSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const userAgent = `Pitwall/${packageVersion} (+${options.publicUrl})`;
  const retryBaseMs = options.retryBaseMs ?? 2_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? defaultMaxRetryAfterMs;
  let requests = 0;
  let lastStart = 0;

  const getJson = async (url: string): Promise<unknown> => {
    for (let attempt = 0; ; attempt += 1) {
      await pause(lastStart + options.minIntervalMs - Date.now(), options.signal);
      lastStart = Date.now();
      requests += 1;
      const answer = await request(url, userAgent, options);
      if (answer.kind === 'json') return answer.body;
      if (attempt >= maxRetries)
        throw new ErgastSourceError(`${answer.reason} from ${url} (${attempt + 1} tries)`);
      const waitMs = answer.retryAfterMs ?? retryBaseMs * 2 ** attempt;
      if (waitMs > maxRetryAfterMs) {
        throw new ErgastSourceError(
          `${answer.reason} from ${url}: asked to wait ${Math.round(waitMs / 1000)} s`,
        );
      }
      await pause(waitMs, options.signal);
    }
  };

  return {
    requests: () => requests,
    fetchAll: async (endpoint, path) => {
      const schema = endpoints[endpoint] as unknown as z.ZodType<EndpointPage<typeof endpoint>>;
      const pages: EndpointPage<typeof endpoint>[] = [];
      for (let offset = 0; ; ) {
        const url = `${base}/${path}?limit=${pageSize}&offset=${offset}`;
        const parsed = schema.safeParse(await getJson(url));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new ErgastSourceError(
            `Unexpected answer from ${url}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
          );
        }
        pages.push(parsed.data);
        const { total, limit } = parsed.data.MRData;
        // A source that pages by less than asked is followed by its own limit.
        offset += Math.max(1, Math.min(limit, pageSize));
        if (offset >= total) return pages;
      }
    },
  } as ErgastSource;
}

type Answer =
  | { kind: 'json'; body: unknown }
  | { kind: 'retry'; reason: string; retryAfterMs: number | undefined };

async function request(url: string, userAgent: string, options: ErgastSourceOptions): Promise<Answer> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': userAgent },
      signal,
    });
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel().catch(() => {});
      return {
        kind: 'retry',
        reason: `HTTP ${response.status}`,
        retryAfterMs: retryAfter(response.headers.get('retry-after')),
      };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new ErgastSourceError(`HTTP ${response.status} from ${url}`);
    }
    const body = await response.text();
    try {
      return { kind: 'json', body: JSON.parse(body) };
    } catch {
      throw new ErgastSourceError(`Unexpected answer from ${url}: not JSON`);
    }
  } catch (error) {
    if (error instanceof ErgastSourceError) throw error;
    if (options.signal?.aborted) throw new ErgastSourceError('stopped');
    if (timeout.aborted) throw new ErgastSourceError(`no answer from ${url} within ${options.timeoutMs} ms`);
    throw new ErgastSourceError(`${url}: ${(error as Error).cause ?? (error as Error).message}`);
  }
}

/** Retry-After in seconds or as an HTTP date. */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(new ErgastSourceError('stopped'));
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new ErgastSourceError('stopped'));
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}
