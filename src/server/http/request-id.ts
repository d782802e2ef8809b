import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { addMissingHeaders } from './security-headers.ts';

/**
 * Gives each request an id, sent back as X-Request-Id: a visitor who reports an error page can
 * quote it, and the log line about the failure carries the same id.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
    addMissingHeaders(c, [['X-Request-Id', id]]);
  };
}

/** What a log line says of the request it is about. */
export function requestLine(c: Context<AppEnv>) {
  return { requestId: c.get('requestId'), method: c.req.method, path: c.req.path };
}

/** An error as a log line shows it: its stack where it has one. */
export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
