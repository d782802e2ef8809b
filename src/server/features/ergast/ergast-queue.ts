import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { errorBody } from '#server/http/errors.ts';

/** /f1 requests answered at once by one instance; the rest wait their turn. */
export const ergastConcurrency = 2;
/** /f1 requests waiting at most; past it the instance is busy (503) until the queue shortens. */
export const ergastMaxWaiting = 100;

/**
 * Takes /f1 requests in turn, after the per-client limits. An answer not kept yet (a new offset, a
 * new filter) is work on the thread that serves every page, and from kept race data it is work
 * without a pause: started as each request is read, fifty of them are answered one after the other
 * before the server reads the next page view. Here a request is only queued when it is read; the
 * queue starts one a turn of the event loop (setImmediate: after the requests that arrived
 * meanwhile are read), with at most `ergastConcurrency` in progress (answers that wait for the
 * database overlap), so a page view waits for about one answer's work, not for every /f1 request
 * in flight. When the queue is full the answer is 503 with Retry-After.
 */
export function ergastQueue(): MiddlewareHandler<AppEnv> {
  let running = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];
  // One start a turn of the event loop, so between two answers' work the server reads what came in.
  const startNext = () => {
    scheduled = false;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
    schedule();
  };
  const schedule = () => {
    if (scheduled || running >= ergastConcurrency || waiting.length === 0) return;
    scheduled = true;
    setImmediate(startNext);
  };
  return async (c, next) => {
    if (waiting.length >= ergastMaxWaiting) {
      return c.json(
        {
          detail: 'The server is busy. Expected available in 1 second.',
          ...errorBody('busy', 'The results API is busy. Please try again in a moment.'),
        },
        503,
        { 'Retry-After': '1', 'Cache-Control': 'no-store' },
      );
    }
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
    try {
      await next();
    } finally {
      running -= 1;
      schedule();
    }
  };
}
