import { $, createRoute } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { z } from 'zod';
import { type SignedInEnv, signedIn } from '#server/auth/require-user.ts';
import { sameOriginMutations } from '#server/auth/same-origin.ts';
import {
  errorResponse,
  errors,
  jsonBody,
  jsonResponse,
  openApiApp,
  signedInSecurity,
} from '#server/http/openapi-app.ts';
import { validate } from '#server/http/validate.ts';
import { photoMaxBytes, photoTypes, profileInput, updateUserInput } from '#shared/accounts.ts';
import { loadProfile } from './profile.server.ts';
import { missingPhoto } from './profile-photo.server.ts';
import { readProfileForm, saveProfile } from './profile-write.server.ts';

const colour = z.string().nullable().meta({ description: 'The team colour, `#RRGGBB`' });
const profile = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  photoUrl: z.string().nullable().meta({ description: 'Under /media/avatars/; null without a photo' }),
  isAdmin: z.boolean(),
  favouriteDriver: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      teamName: z.string().nullable(),
      colour,
    })
    .nullable(),
  favouriteTeam: z.object({ id: z.string(), name: z.string(), colour }).nullable(),
});

const tags = ['Profile'];
const security = signedInSecurity;

const show = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The signed-in user's profile",
  security,
  responses: { 200: jsonResponse('The profile', profile), ...errors.signedOut },
});

const rename = createRoute({
  method: 'patch',
  path: '/',
  tags,
  summary: 'Changes the display name',
  security,
  request: { body: jsonBody(profileInput) },
  responses: {
    200: jsonResponse('The profile', profile),
    ...errors.badInput,
    ...errors.signedOut,
    ...errors.crossSite,
    ...errors.notJson,
    ...errors.rateLimited,
  },
});

// The photo is read and checked by the handler (its bytes decide its format, not the upload's
// claim), so the body is described with a plain schema that the route does not validate with.
const upload = createRoute({
  method: 'put',
  path: '/photo',
  tags,
  summary: 'Uploads a profile photo',
  description: `A JPEG, PNG, WebP, GIF or AVIF image of at most ${photoMaxBytes / 1024 / 1024} MB, stored as a 320 px square WebP.`,
  security,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { photo: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: ['photo'],
          },
          encoding: { photo: { contentType: photoTypes.join(', ') } },
        },
      },
    },
  },
  responses: {
    200: jsonResponse('The new photo', z.object({ photoUrl: z.string() })),
    400: errorResponse('No photo in the form'),
    ...errors.signedOut,
    ...errors.crossSite,
    413: errorResponse('Larger than 5 MB'),
    415: errorResponse('Not an image of an accepted format'),
    ...errors.rateLimited,
  },
});

const removePhoto = createRoute({
  method: 'delete',
  path: '/photo',
  tags,
  summary: 'Removes the profile photo',
  security,
  responses: {
    200: jsonResponse('No photo now', z.object({ photoUrl: z.null() })),
    ...errors.signedOut,
    ...errors.crossSite,
    ...errors.rateLimited,
  },
});

/**
 * The signed-in user's own profile: display name and photo (favourites are under /api/favourites).
 * Each write is `saveProfile`, the one the update-profile form's action calls too.
 */
export const profileRoutes = $(openApiApp<SignedInEnv>().use(sameOriginMutations).use(signedIn))
  .openapi(show, async (c) => c.json(await loadProfile(c.get('services'), c.get('user')), 200))
  .openapi(rename, async (c) => {
    const services = c.get('services');
    const user = c.get('user');
    const saved = await saveProfile(services, user.id, c.req.valid('json'));
    return c.json(
      await loadProfile(services, { ...user, name: saved.displayName, image: saved.photoUrl }),
      200,
    );
  })
  .openapi(upload, async (c) => {
    const photo = (await readProfileForm(c.req.raw)).get('photo');
    if (!(photo instanceof File)) throw missingPhoto();
    const bytes = new Uint8Array(await photo.arrayBuffer());
    const { photoUrl } = await saveProfile(c.get('services'), c.get('user').id, { photo: bytes });
    return c.json({ photoUrl: photoUrl ?? '' }, 200);
  })
  .openapi(removePhoto, async (c) => {
    await saveProfile(c.get('services'), c.get('user').id, { photo: 'remove' });
    return c.json({ photoUrl: null }, 200);
  });

/**
 * better-auth's update-user (/api/auth/update-user, mounted before better-auth's own endpoints),
 * answered as PATCH /api/profile is: the same display-name rules and PROFILE_RATE_LIMIT, through
 * the one profile write. A photo is uploaded, never named here.
 */
export const updateUserRoute = new Hono<SignedInEnv>()
  .use(sameOriginMutations)
  .post('/update-user', signedIn, validate('json', updateUserInput), async (c) => {
    const { name } = c.req.valid('json');
    await saveProfile(c.get('services'), c.get('user').id, { displayName: name });
    return c.json({ status: true });
  });
