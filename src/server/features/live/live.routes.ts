import { createRoute } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { errorBody } from '#server/http/errors.ts';
import { errorResponse, openApiApp } from '#server/http/openapi-app.ts';
import { type LiveClient, liveHub, maxLiveClients } from './live-hub.ts';

const stream = createRoute({
  method: 'get',
  path: '/stream',
  tags: ['Live'],
  summary: 'Live timing of the session in progress, as server-sent events',
  description:
    'A `timing` event at once with the current state (JSON, `null` when there is none), then one per change: ' +
    'running order with gaps and intervals, laps, pit stops, tyres and race-control messages. ' +
    '`ping` events keep the connection open. Reconnecting clients get the current state at once.',
  responses: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
    503: errorResponse('This instance has as many viewers as it serves; retry later'),
  },
});

export const liveRoutes = openApiApp().openapi(stream, async (c) => {
  const hub = liveHub(c.get('services'));
  if (hub.clients.size >= maxLiveClients) {
    c.header('Retry-After', '10');
    return c.json(errorBody('busy', 'Too many live viewers on this server; retry shortly'), 503);
  }
  c.header('Cache-Control', 'no-store');
  // Proxies such as nginx buffer responses unless told not to; events must go out as they happen.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (sse) => {
    let done: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      done = resolve;
    });
    const client: LiveClient = {
      send: (event, data) => sse.writeSSE({ event, data }),
      close: done,
    };
    sse.onAbort(() => {
      hub.leave(client);
      done();
    });
    if (!(await hub.join(client))) {
      await sse.writeSSE({ event: 'busy', data: '' });
      return;
    }
    await closed;
    hub.leave(client);
  });
});
