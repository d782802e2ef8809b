import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

export type AdmissionOptions = {
  /** Answers made at once; the rest wait their turn. */
  concurrency: number;
  /** Answers waiting at most; past it the answer is `busy`'s. */
  maxWaiting: number;
  /** Whose turn a request is: the client address its wait counts against. */
  clientOf: (c: Context<AppEnv>) => string;
};

/** When a client told the site is busy may ask again, in seconds: a full queue empties in about one. */
export const busyRetryAfterSeconds = 1;

/**
 * One queue for the answers that cost work on the thread that serves everyone: page renders the
 * anonymous-answer cache cannot give, /f1 answers not kept yet, calendar feeds. At most
 * `concurrency` are made at once (renders that wait for the database overlap); the others wait,
 * each client in its own line, and the lines take turns, so a client with many requests waiting
 * does not hold back one who has a single one. One is started a turn of the event loop
 * (setImmediate: after the requests that came in meanwhile are read), so what needs no work (a
 * kept answer, a static file, /api/health) is answered between two renders, never behind them.
 * Past `maxWaiting` the answer is `busy`'s 503 at once, with Retry-After and no-store whatever its
 * kind; a request whose client has gone
 * leaves its line. A request holds its place until its answer starts: what a page streams after
 * its first bytes is not counted.
 *
 * `admit(busy)` gives the middleware for one kind of answer; every kind shares the one queue.
 */
export function createAdmission({ concurrency, maxWaiting, clientOf }: AdmissionOptions) {
  // Each client's line, in the order the lines take their turns.
  const lines = new Map<string, (() => void)[]>();
  let waiting = 0;
  let running = 0;
  let scheduled = false;

  const startNext = () => {
    scheduled = false;
    const turn = lines.entries().next();
    if (!turn.done) {
      const [client, line] = turn.value;
      const start = line.shift() as () => void;
      // The line goes to the back: the next start is another client's, if any waits.
      lines.delete(client);
      if (line.length > 0) lines.set(client, line);
      waiting -= 1;
      running += 1;
      start();
    }
    schedule();
  };
  const schedule = () => {
    if (scheduled || running >= concurrency || waiting === 0) return;
    scheduled = true;
    setImmediate(startNext);
  };
  const leave = (client: string, start: () => void) => {
    const line = lines.get(client);
    const index = line?.indexOf(start) ?? -1;
    if (!line || index < 0) return false;
    line.splice(index, 1);
    if (line.length === 0) lines.delete(client);
    waiting -= 1;
    return true;
  };

  const refuse = (c: Context<AppEnv>, busy: (c: Context<AppEnv>) => Response) => {
    const answer = busy(c);
    answer.headers.set('Retry-After', String(busyRetryAfterSeconds));
    answer.headers.set('Cache-Control', 'no-store');
    return answer;
  };

  const admit =
    (busy: (c: Context<AppEnv>) => Response): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      if (waiting >= maxWaiting) return refuse(c, busy);
      const client = clientOf(c);
      const signal = c.req.raw.signal;
      const started = await new Promise<boolean>((resolve) => {
        const start = () => {
          signal.removeEventListener('abort', gone);
          resolve(true);
        };
        const gone = () => {
          if (leave(client, start)) resolve(false);
        };
        const line = lines.get(client);
        if (line) line.push(start);
        else lines.set(client, [start]);
        waiting += 1;
        signal.addEventListener('abort', gone, { once: true });
        schedule();
      });
      // No one is left to answer.
      if (!started) return refuse(c, busy);
      try {
        await next();
      } finally {
        running -= 1;
        schedule();
      }
    };

  return {
    admit,
    /** Answers being made and answers waiting, now. */
    load: () => ({ running, waiting }),
  };
}

export type Admission = ReturnType<typeof createAdmission>;

/** The page a browser gets while the site is too busy to render one more: plain, without script. */
export function siteBusyPage(): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Busy right now · Pitwall</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#15151e;background:#fff}main{max-width:36rem;margin:0 auto}@media (prefers-color-scheme:dark){body{color:#f4f4f6;background:#15151e}}</style>
</head>
<body>
<main>
<h1>Pitwall is busy right now</h1>
<p>Too many fans are asking for pages at once. Please try again in a moment.</p>
</main>
</body>
</html>
`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
