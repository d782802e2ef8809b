import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { handleAuthRequest } from './auth-handler.ts';
import { clientAddress, withClientAddress } from './client-address.ts';
import { sameOriginMutations } from './same-origin.ts';

/**
 * better-auth's own endpoints under /api/auth (sign-in, sign-up, OAuth callbacks, sessions …);
 * update-user is the profile's (app.ts mounts it first).
 */
export const authRoutes = new Hono<AppEnv>()
  // better-auth checks the origin of requests that carry cookies; a cross-site sign-in (logging
  // a visitor into someone else's account) carries none, so every state change is checked here.
  .use(sameOriginMutations)
  .all('/*', (c) => {
    const services = c.get('services');
    return handleAuthRequest(services, withClientAddress(c.req.raw, clientAddress(c, services.env)));
  });
