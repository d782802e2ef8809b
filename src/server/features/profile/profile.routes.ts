import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '#server/app-env.ts';
import { type SignedInEnv, signedIn } from '#server/auth/require-user.ts';
import { sameOriginMutations } from '#server/auth/same-origin.ts';
import { ApiError } from '#server/http/errors.ts';
import { validate } from '#server/http/validate.ts';
import { photoMaxBytes, profileInput } from '#shared/accounts.ts';
import { loadProfile, updateDisplayName } from './profile.server.ts';
import { avatarDir, avatarFilePattern, removeProfilePhoto, setProfilePhoto } from './profile-photo.server.ts';

/** Room for the multipart envelope around a photo of the largest size accepted. */
const photoBodyLimit = photoMaxBytes + 64 * 1024;

/** The signed-in user's own profile: display name and photo (favourites are under /api/favourites). */
export const profileRoutes = new Hono<SignedInEnv>()
  .use((c, next) => sameOriginMutations(c.get('services').env.PUBLIC_URL)(c, next))
  .use(signedIn)
  .get('/', async (c) => c.json(await loadProfile(c.get('services'), c.get('user'))))
  .patch('/', validate('json', profileInput), async (c) => {
    const services = c.get('services');
    const user = c.get('user');
    const { displayName } = c.req.valid('json');
    await updateDisplayName(services, user.id, displayName);
    return c.json(await loadProfile(services, { ...user, name: displayName }));
  })
  .put(
    '/photo',
    bodyLimit({
      maxSize: photoBodyLimit,
      onError: () => {
        throw new ApiError(413, 'photo_too_large', 'The photo is larger than 5 MB', 'photo');
      },
    }),
    async (c) => {
      const body = await c.req.parseBody();
      const photo = body.photo;
      if (!(photo instanceof File))
        throw new ApiError(400, 'missing_photo', 'Choose a photo to upload', 'photo');
      const photoUrl = await setProfilePhoto(
        c.get('services'),
        c.get('user').id,
        new Uint8Array(await photo.arrayBuffer()),
      );
      return c.json({ photoUrl });
    },
  )
  .delete('/photo', async (c) => {
    await removeProfilePhoto(c.get('services'), c.get('user').id);
    return c.json({ photoUrl: null });
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
