import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { readStoredImage } from '#server/media-store.ts';
import { ApiError } from './errors.ts';

/**
 * Uploaded images (profile photos, the editors' driver photos, logos and car images). Their names
 * change with their content, so they are cached for a year.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/:folder/:file', async (c) => {
  const bytes: Uint8Array<ArrayBuffer> | null = await readStoredImage(
    c.get('services').uploads,
    c.req.param('folder'),
    c.req.param('file'),
  );
  if (!bytes) throw new ApiError(404, 'not_found', 'No such image');
  c.header('Content-Type', 'image/webp');
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  return c.body(bytes);
});
