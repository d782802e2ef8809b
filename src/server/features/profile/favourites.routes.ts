import { Hono } from 'hono';
import { type SignedInEnv, signedIn } from '#server/auth/require-user.ts';
import { sameOriginMutations } from '#server/auth/same-origin.ts';
import { validate } from '#server/http/validate.ts';
import { currentLineUp } from '#server/race-data/line-up.ts';
import { favouritesInput } from '#shared/accounts.ts';
import { fanCounts, favouritesOf } from './favourites.server.ts';
import { saveProfile } from './profile-write.server.ts';

/**
 * Favourite drivers and teams: the public fan counts the standings use, the line-up to pick from,
 * and the signed-in user's own pick (saved like the rest of the profile).
 */
export const favouriteRoutes = new Hono<SignedInEnv>()
  .use((c, next) => sameOriginMutations(c.get('services').env.PUBLIC_URL)(c, next))
  .get('/drivers/fans', async (c) => {
    const { drivers } = await fanCounts(c.get('services'));
    c.header('Cache-Control', 'no-cache');
    return c.json([...drivers].map(([driverId, fans]) => ({ driverId, fans })));
  })
  .get('/teams/fans', async (c) => {
    const { teams } = await fanCounts(c.get('services'));
    c.header('Cache-Control', 'no-cache');
    return c.json([...teams].map(([teamId, fans]) => ({ teamId, fans })));
  })
  .get('/line-up', async (c) => c.json(await currentLineUp(c.get('services'))))
  .get('/mine', signedIn, async (c) => c.json(await favouritesOf(c.get('services'), c.get('user').id)))
  .put('/mine', signedIn, validate('json', favouritesInput), async (c) => {
    const saved = await saveProfile(c.get('services'), c.get('user').id, c.req.valid('json'));
    return c.json(saved.favourites);
  });
