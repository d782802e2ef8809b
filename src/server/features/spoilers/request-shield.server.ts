import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { sessionOf } from '#server/auth/pages/guards.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { Shield } from '#shared/spoiler-shield.ts';
import { type ShieldOwner, spoilerShield } from './spoiler-shield.server.ts';

/** The visitor's spoiler shield, read on first use and then shared by every loader of the request. */
const shieldContext = createContext<{ owner: () => Promise<ShieldOwner>; shield: () => Promise<Shield> }>();

/** The root's middleware (after the session's): the request's shield, read when something first asks for it. */
export const shieldMiddleware: MiddlewareFunction<Response> = ({ context, request }) => {
  // Whose shield a request carries: the signed-in fan's, else the visitor's cookie.
  const owner = async (): Promise<ShieldOwner> => ({
    user: (await sessionOf(context)).user,
    cookie: request.headers.get('cookie'),
  });
  let shield: Promise<Shield> | undefined;
  context.set(shieldContext, {
    owner,
    shield: () => {
      shield ??= owner().then((of) => spoilerShield(context.get(serverContext).services, of));
      return shield;
    },
  });
};

/** Whose shield the request carries. */
export function shieldOwner(context: Readonly<RouterContextProvider>): Promise<ShieldOwner> {
  return context.get(shieldContext).owner();
}

/** The request's spoiler shield, read once however many loaders ask during one render. */
export function shieldOf(context: Readonly<RouterContextProvider>): Promise<Shield> {
  return context.get(shieldContext).shield();
}
