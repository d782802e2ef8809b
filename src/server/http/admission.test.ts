import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import { createAdmission, siteBusyPage } from './admission.ts';

/**
 * An app whose every answer passes the queue and waits until the test lets it finish, recording
 * the order answers start in. The client is the `x-client` header.
 */
function queuedApp(concurrency: number, maxWaiting: number) {
  const admission = createAdmission({
    concurrency,
    maxWaiting,
    clientOf: (c) => c.req.header('x-client') ?? 'nobody',
  });
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const app = new Hono<AppEnv>();
  app.get('/health', (c) => c.text('ok'));
  app.use('/page/*', admission.admit(siteBusyPage));
  app.get('/page/:name', async (c) => {
    const name = c.req.param('name');
    started.push(name);
    await new Promise<void>((resolve) => finish.set(name, resolve));
    return c.text(name);
  });
  const ask = (client: string, name: string, init: RequestInit = {}) =>
    app.request(`/page/${name}`, { ...init, headers: { 'x-client': client } });
  /** Resolves once `count` answers have started. */
  const startedCount = async (count: number) => {
    while (started.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  /** Lets `name` finish, once it has started. */
  const release = async (name: string) => {
    while (!finish.has(name)) await new Promise((resolve) => setImmediate(resolve));
    finish.get(name)?.();
  };
  return { admission, app, ask, started, startedCount, release };
}

describe('the queue of costly answers', () => {
  it('makes `concurrency` at once, and clients take turns: one with many waiting does not hold back one with a single request', async () => {
    const q = queuedApp(2, 100);
    const answers = [
      ...['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => q.ask('A', name)),
      ...['b1', 'b2'].map((name) => q.ask('B', name)),
      q.ask('C', 'c1'),
    ];
    await q.startedCount(2);
    expect(q.started).toEqual(['a1', 'b1']);
    expect(q.admission.load()).toEqual({ running: 2, waiting: 6 });
    // However long they take, never more than two at once.
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4', 'a5']) {
      await q.release(name);
      await new Promise((resolve) => setImmediate(resolve));
      expect(q.admission.load().running).toBeLessThanOrEqual(2);
    }
    expect(q.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4', 'a5']);
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).text()));
    expect(bodies).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'c1']);
    expect(q.admission.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('past `maxWaiting` answers 503 at once with Retry-After and a page that says the site is busy, and takes requests again when there is room', async () => {
    const q = queuedApp(1, 2);
    const first = q.ask('A', 'first');
    await q.startedCount(1);
    const queued = [first, q.ask('B', 'second'), q.ask('C', 'third')];
    const refused = await q.ask('D', 'fourth');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await refused.text();
    expect(page).toContain('<h1>Pitwall is busy right now</h1>');
    expect(page).not.toContain('<script');
    // What does not pass the queue is answered meanwhile.
    expect(await (await q.app.request('/health')).text()).toBe('ok');
    await q.release('first');
    await q.startedCount(2);
    const again = q.ask('D', 'fifth');
    for (const name of ['second', 'third', 'fifth']) await q.release(name);
    expect((await again).status).toBe(200);
    expect((await Promise.all(queued)).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });

  it('lets a request whose client has gone leave its line before it costs anything', async () => {
    const q = queuedApp(1, 100);
    const first = q.ask('A', 'first');
    await q.startedCount(1);
    const gone = new AbortController();
    const left = q.ask('B', 'left', { signal: gone.signal });
    const next = q.ask('C', 'next');
    await new Promise((resolve) => setImmediate(resolve));
    expect(q.admission.load()).toEqual({ running: 1, waiting: 2 });
    gone.abort();
    await left;
    expect(q.admission.load()).toEqual({ running: 1, waiting: 1 });
    await q.release('first');
    await q.release('next');
    await Promise.all([first, next]);
    expect(q.started).toEqual(['first', 'next']);
  });
});
