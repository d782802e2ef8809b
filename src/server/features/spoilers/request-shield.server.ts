import type { RouterContextProvider } from 'react-router';
import { sessionOf } from '#server/auth/pages/guards.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { Shield } from '#shared/spoiler-shield.ts';
import { type ShieldOwner, spoilerShield } from './spoiler-shield.server.ts';

const shields = new WeakMap<Request, Promise<Shield>>();

/** Whose shield a request carries: the signed-in fan's, else the visitor's cookie. */
export async function shieldOwner(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<ShieldOwner> {
  const { user } = await sessionOf(context, request);
  return { user, cookie: request.headers.get('cookie') };
}

/** The request's spoiler shield, read once however many loaders ask during one render. */
export function shieldOf(context: Readonly<RouterContextProvider>, request: Request): Promise<Shield> {
  let shield = shields.get(request);
  if (!shield) {
    shield = shieldOwner(context, request).then((owner) =>
      spoilerShield(context.get(serverContext).services, owner),
    );
    shields.set(request, shield);
  }
  return shield;
}
