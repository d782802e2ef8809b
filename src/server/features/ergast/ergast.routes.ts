import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { defineCache } from '#server/cache.ts';
import { sendBody } from '#server/http/compression.ts';
import { ApiError, errorBody } from '#server/http/errors.ts';
import { validate } from '#server/http/validate.ts';
import type { Services } from '#server/services.ts';
import { type CachedBody, cachedBody, ergastContentType } from './ergast-body-cache.ts';
import type { TableAnswer } from './ergast-criteria.ts';
import { defaultLimit, maxLimit } from './ergast-limits.ts';
import { parseErgastPath } from './ergast-path.ts';
import { loadCalendar } from './ergast-references.ts';
import { currentSeason, resolveRelative } from './ergast-relative.ts';
import { answer } from './ergast-tables.ts';

const pagingSchema = z.object({
  limit: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be a whole number of at least 1')
    .transform((value) => Math.min(Number(value), maxLimit))
    .optional(),
  offset: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number of at least 0')
    .transform(Number)
    .optional(),
});

/** Past seasons change only when an admin corrects them; the running one after every session. */
const settledCacheControl = 'public, max-age=3600, stale-while-revalidate=86400';
const liveCacheControl = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Serialised answers by normalised URL. Their number grows with every limit and offset a client
 * tries, so the bound is in bytes; a race-data change drops them all.
 */
const ergastBodies = defineCache<CachedBody>({
  name: 'ergast-bodies',
  maxEntries: 20_000,
  maxSize: 64 * 1024 * 1024,
  sizeOf: (entry) => entry.body.weight,
  ttlMs: Number.POSITIVE_INFINITY,
  dropOn: ['race-data.changed'],
});

/**
 * Tables by normalised path, limit and offset aside: a client asking page after page of one table
 * (every season's results) costs a slice and a JSON.stringify per new page, not the table again.
 * They hold the race-data caches' own rows, so a table costs little beyond its list.
 */
const ergastTables = defineCache<TableAnswer>({
  name: 'ergast-tables',
  maxEntries: 500,
  ttlMs: Number.POSITIVE_INFINITY,
  dropOn: ['race-data.changed'],
});

async function buildBody(
  services: Services,
  path: string,
  limit: number,
  offset: number,
): Promise<CachedBody> {
  const request = parseErgastPath(path);
  const now = services.clock.now();
  const calendar = await loadCalendar(services);
  const current = await currentSeason(services);
  const resolved = resolveRelative(request, calendar, now, current);
  const table = await services.cache
    .use(ergastTables)
    .get(cacheKey(services, path, 0, 0), () => answer(services, resolved));
  const settled =
    request.season !== 'current' &&
    typeof request.round !== 'string' &&
    resolved.season !== undefined &&
    resolved.season < current;
  const body = JSON.stringify({
    MRData: {
      xmlns: '',
      series: 'f1',
      url: `${services.env.PUBLIC_URL.replace(/\/+$/, '')}/f1/${path}`,
      limit: String(limit),
      offset: String(offset),
      total: String(table.total),
      ...table.page(offset, limit),
    },
  });
  return cachedBody(body, settled ? settledCacheControl : liveCacheControl);
}

/** Relative paths (`current`, `last`, `next`) answer differently as time passes, so their key carries the hour. */
function cacheKey(services: Services, path: string, limit: number, offset: number): string {
  const relative = /(^|\/)(current|last|next)(\/|\.|$)/i.test(path);
  const day = relative ? services.clock.now().toISOString().slice(0, 13) : '';
  return `${day}|${path}|${limit}|${offset}`;
}

/**
 * The Ergast-compatible API (Ergast and Jolpica's URLs and JSON). Answers come from a cache of
 * serialised bodies with strong ETags, compressed once per encoding, so repeated reads cost neither a
 * query, a JSON.stringify nor a compression.
 */
export const ergastRoutes = new Hono<AppEnv>()
  .get('/:path{.+}', validate('query', pagingSchema), async (c) => {
    const services = c.get('services');
    const path = c.req.param('path');
    const { limit = defaultLimit, offset = 0 } = c.req.valid('query');
    const key = cacheKey(services, path, limit, offset);
    let entry: CachedBody;
    try {
      entry = await services.cache.use(ergastBodies).get(key, () => buildBody(services, path, limit, offset));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      // Jolpica's clients read `detail`; ours read `error` like every other API answer.
      return c.json(
        { detail: `Bad Request: ${error.message}`, ...errorBody(error.code, error.message, error.field) },
        400,
      );
    }
    return sendBody(c, entry.body, {
      'Cache-Control': entry.cacheControl,
      'Content-Type': ergastContentType,
    });
  })
  .all('*', (c) => {
    // Hono answers HEAD with the GET route: anything else here is a method the API does not take.
    if (c.req.method === 'GET') throw new ApiError(404, 'not_found', 'No Ergast endpoint here');
    return c.json(
      errorBody('method_not_allowed', `The Ergast API answers GET and HEAD, not ${c.req.method}`),
      405,
      { Allow: 'GET, HEAD' },
    );
  });
