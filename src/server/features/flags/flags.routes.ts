import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { ApiError } from '#server/http/errors.ts';

/** The flag-icons package's 4:3 SVGs, served from our own origin (no third-party requests). */
const flagsDir = join(
  dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);

/** A flag never changes under its name: browsers and CDNs keep it a day, then revalidate. */
const cacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

/** `/flags/gb.svg`: ISO 3166-1 alpha-2 code (lower case) or a flag-icons subdivision like gb-sct. */
export const flagRoutes = new Hono<AppEnv>().get('/:file{[a-z]{2}(-[a-z]{2,3})?\\.svg}', async (c) => {
  const file = c.req.param('file');
  const svg = await readFile(join(flagsDir, file), 'utf8').catch(() => undefined);
  if (svg === undefined) throw new ApiError(404, 'not_found', `No flag ${file}`);
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': cacheControl });
});
