import { Hono } from 'hono';
import { saveProfile } from '#server/features/profile/profile-write.server.ts';
import { validate } from '#server/http/validate.ts';
import { updateUserInput } from '#shared/accounts.ts';
import { handleAuthRequest } from './auth-handler.ts';
import { clientAddress, withClientAddress } from './client-address.ts';
import { type SignedInEnv, signedIn } from './require-user.ts';
import { sameOriginMutations } from './same-origin.ts';

/** better-auth's own endpoints under /api/auth (sign-in, sign-up, OAuth callbacks, sessions …). */
export const authRoutes = new Hono<SignedInEnv>()
  // better-auth checks the origin of requests that carry cookies; a cross-site sign-in (logging
  // a visitor into someone else's account) carries none, so every state change is checked here.
  .use(sameOriginMutations)
  // better-auth's update-user, answered as PATCH /api/profile is: the same display-name rules and
  // PROFILE_RATE_LIMIT, through the one profile write. A photo is uploaded, never named here.
  .post('/update-user', signedIn, validate('json', updateUserInput), async (c) => {
    const { name } = c.req.valid('json');
    await saveProfile(c.get('services'), c.get('user').id, { displayName: name });
    return c.json({ status: true });
  })
  .all('/*', (c) => {
    const services = c.get('services');
    return handleAuthRequest(services, withClientAddress(c.req.raw, clientAddress(c, services.env)));
  });
