import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { controlCharacterMessage, hasControlCharacters } from '#shared/text-rules.ts';
import { errorBody } from './errors.ts';
import { percentDecoded } from './request-text.ts';

/** The methods the site answers anywhere; TRACE, CONNECT and the rest are a 405 before any route. */
const knownMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * What every request must be before a route sees it: a method the site knows (the runtime's
 * Request refuses TRACE and CONNECT, which would fail deep in a handler), and a path and query
 * string without control characters (decoded; the text rule of src/shared/text-rules.ts), since
 * routes hand both to the database. A refusal names the query parameter, or `path`.
 */
export function requestEdges(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!knownMethods.includes(c.req.method)) {
      return c.json(errorBody('method_not_allowed', `${c.req.method} is not answered here`), 405, {
        Allow: knownMethods.join(', '),
      });
    }
    const url = new URL(c.req.url);
    if (hasControlCharacters(percentDecoded(url.pathname) ?? url.pathname)) {
      return c.json(errorBody('invalid_input', `path: ${controlCharacterMessage}`, 'path'), 400);
    }
    for (const [name, value] of url.searchParams) {
      if (hasControlCharacters(name) || hasControlCharacters(value)) {
        const field = hasControlCharacters(name) ? 'query' : name;
        return c.json(errorBody('invalid_input', `${field}: ${controlCharacterMessage}`, field), 400);
      }
    }
    await next();
  };
}
