import { type OpenF1Endpoint, type OpenF1Record, openF1Schemas } from '#shared/openf1.schemas.ts';

/** A live-timing answer bigger than this is not one poll's worth; reading stops there. */
const maxBodyBytes = 8 * 1024 * 1024;

export class LiveSourceError extends Error {}

export type OpenF1Request = {
  baseUrl: string;
  /** OpenF1 filters as written in its URLs: `session_key=9947`, `date>2025-07-06T14:30:00Z`. */
  filters: string[];
  timeoutMs: number;
  userAgent: string;
  signal?: AbortSignal;
};

/**
 * GETs one endpoint of an OpenF1-compatible API and keeps the records that have the fields we use;
 * a malformed record is skipped rather than failing the whole poll.
 */
export async function fetchOpenF1<E extends OpenF1Endpoint>(
  endpoint: E,
  { baseUrl, filters, timeoutMs, userAgent, signal }: OpenF1Request,
): Promise<OpenF1Record<E>[]> {
  const timeout = AbortSignal.timeout(timeoutMs);
  // OpenF1 writes comparisons bare (`date>…`); the value is encoded, so a `+00:00` offset stays one.
  const query = filters
    .map((filter) => {
      const [, field = '', op = '', value = ''] = /^([a-z_0-9]+)(>=|<=|>|<|=)(.*)$/.exec(filter) ?? [];
      return `${field}${op}${encodeURIComponent(value)}`;
    })
    .join('&');
  const url = `${baseUrl.replace(/\/$/, '')}/${endpoint}${query ? `?${query}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': userAgent },
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
  } catch (error) {
    throw new LiveSourceError(`${endpoint}: ${error instanceof Error ? error.message : String(error)}`);
  }
  // OpenF1 answers 404 with a detail when a filter matches nothing.
  if (response.status === 404) {
    await response.body?.cancel().catch(() => {});
    return [];
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new LiveSourceError(`${endpoint}: HTTP ${response.status}`);
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > maxBodyBytes) throw new LiveSourceError(`${endpoint}: answer too large`);
  let body: unknown;
  try {
    const text = await response.text();
    if (text.length > maxBodyBytes) throw new LiveSourceError(`${endpoint}: answer too large`);
    body = JSON.parse(text);
  } catch (error) {
    if (error instanceof LiveSourceError) throw error;
    throw new LiveSourceError(`${endpoint}: not JSON`);
  }
  if (!Array.isArray(body)) throw new LiveSourceError(`${endpoint}: not a list of records`);
  const schema = openF1Schemas[endpoint];
  const records: OpenF1Record<E>[] = [];
  for (const item of body) {
    const parsed = schema.safeParse(item);
    if (parsed.success) records.push(parsed.data as OpenF1Record<E>);
  }
  return records;
}
