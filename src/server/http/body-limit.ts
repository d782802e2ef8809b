import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { errorBody } from './errors.ts';

/** The largest request body any route reads, uploads aside: forms and JSON are a few KB. */
export const defaultBodyLimit = 1024 * 1024;

/**
 * The page a request's path posts to. A page's form posted by the browser's JavaScript goes to its
 * data URL: `/update-profile.data`, or `/update-profile/_.data` from `/update-profile/` (React
 * Router's trailing-slash-aware data URLs), and React Router serves `/update-profile/` as
 * `/update-profile`.
 */
export const pagePath = (path: string) =>
  path
    .replace(/\/_\.data$/, '/')
    .replace(/\.data$/, '')
    .replace(/(?<=.)\/$/, '');

/**
 * A ceiling on every request body (413 beyond it), checked by the declared length and while the body
 * streams in, so a client cannot make the server hold hundreds of megabytes in memory. Routes that
 * take uploads (`larger`: path → bytes) get their own, larger ceiling; they check their exact limit
 * themselves.
 */
export function limitBodies(larger: Record<string, number> = {}): MiddlewareHandler<AppEnv> {
  const tooLarge = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        c.json(
          errorBody('body_too_large', `The request body is larger than ${Math.floor(maxSize / 1024)} KB`),
          413,
        ),
    });
  const standard = tooLarge(defaultBodyLimit);
  const special = new Map(Object.entries(larger).map(([path, size]) => [path, tooLarge(size)]));
  return (c, next) => {
    // GET and HEAD requests carry no body (the server does not read one), and asking for it would
    // build a whole Request object per read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (special.get(pagePath(c.req.path)) ?? standard)(c, next);
  };
}
