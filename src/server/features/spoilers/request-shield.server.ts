import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { sessionOf } from '#server/auth/pages/guards.server.ts';
import { type RaceReader, raceReader } from '#server/race-data/race-reader.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { type ShieldOwner, spoilerShield } from './spoiler-shield.server.ts';

/** The visitor's race reader, its shield read on first use and then shared by every loader of the request. */
const readerContext = createContext<{
  owner: () => Promise<ShieldOwner>;
  reader: () => Promise<RaceReader>;
}>();

/** The root's middleware (after the session's): the request's race reader, built when something first asks for it. */
export const shieldMiddleware: MiddlewareFunction<Response> = ({ context, request }) => {
  // Whose shield a request carries: the signed-in fan's, else the visitor's cookie.
  const owner = async (): Promise<ShieldOwner> => ({
    user: (await sessionOf(context)).user,
    cookie: request.headers.get('cookie'),
  });
  let reader: Promise<RaceReader> | undefined;
  context.set(readerContext, {
    owner,
    reader: () => {
      const { services } = context.get(serverContext);
      reader ??= owner()
        .then((of) => spoilerShield(services, of))
        .then((shield) => raceReader(services, shield));
      return reader;
    },
  });
};

/** Whose shield the request carries. */
export function shieldOwner(context: Readonly<RouterContextProvider>): Promise<ShieldOwner> {
  return context.get(readerContext).owner();
}

/** Race data as the request's visitor may read it: what their spoiler shield hides is left out. */
export function readerOf(context: Readonly<RouterContextProvider>): Promise<RaceReader> {
  return context.get(readerContext).reader();
}
