import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { type SignedInEnv, signedIn } from '#server/auth/require-user.ts';
import { sameOriginMutations } from '#server/auth/same-origin.ts';
import { ApiError } from '#server/http/errors.ts';
import { validate } from '#server/http/validate.ts';
import { profileInput } from '#shared/accounts.ts';
import { loadProfile } from './profile.server.ts';
import { avatarDir, avatarFilePattern, missingPhoto } from './profile-photo.server.ts';
import { readProfileForm, saveProfile } from './profile-write.server.ts';

/**
 * The signed-in user's own profile: display name and photo (favourites are under /api/favourites).
 * Each write is `saveProfile`, the one the update-profile form's action calls too.
 */
export const profileRoutes = new Hono<SignedInEnv>()
  .use((c, next) => sameOriginMutations(c.get('services').env.PUBLIC_URL)(c, next))
  .use(signedIn)
  .get('/', async (c) => c.json(await loadProfile(c.get('services'), c.get('user'))))
  .patch('/', validate('json', profileInput), async (c) => {
    const services = c.get('services');
    const user = c.get('user');
    const saved = await saveProfile(services, user.id, c.req.valid('json'));
    return c.json(await loadProfile(services, { ...user, name: saved.displayName, image: saved.photoUrl }));
  })
  .put('/photo', async (c) => {
    const photo = (await readProfileForm(c.req.raw)).get('photo');
    if (!(photo instanceof File)) throw missingPhoto();
    const bytes = new Uint8Array(await photo.arrayBuffer());
    const { photoUrl } = await saveProfile(c.get('services'), c.get('user').id, { photo: bytes });
    return c.json({ photoUrl });
  })
  .delete('/photo', async (c) => {
    const { photoUrl } = await saveProfile(c.get('services'), c.get('user').id, { photo: 'remove' });
    return c.json({ photoUrl });
  });

/** Stored profile photos. Their names change with their content, so they are cached for a year. */
export const mediaRoutes = new Hono<AppEnv>().get('/avatars/:file', async (c) => {
  const file = c.req.param('file');
  if (!avatarFilePattern.test(file)) throw new ApiError(404, 'not_found', 'No such photo');
  const bytes = await readFile(join(avatarDir(c.get('services').env), file)).catch(() => null);
  if (!bytes) throw new ApiError(404, 'not_found', 'No such photo');
  c.header('Content-Type', 'image/webp');
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  return c.body(new Uint8Array(bytes));
});
