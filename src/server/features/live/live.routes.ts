import type { HttpBindings } from '@hono/node-server';
import { createRoute } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { requestClient } from '#server/auth/client-address.ts';
import { errorBody } from '#server/http/errors.ts';
import { errorResponse, openApiApp } from '#server/http/openapi-app.ts';
import { type LiveClient, liveHub } from './live-hub.ts';

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
    429: errorResponse(
      'This client has as many streams open as one may (LIVE_STREAM_MAX_PER_CLIENT); retry later',
    ),
    503: errorResponse(
      'This instance has as many viewers as it serves (LIVE_STREAM_MAX_CLIENTS); retry later',
    ),
  },
});

export const liveRoutes = openApiApp().openapi(stream, async (c) => {
  const services = c.get('services');
  const hub = liveHub(services);
  const release = hub.admit(requestClient(c, services.env));
  if (release === 'full') {
    c.header('Retry-After', '10');
    return c.json(errorBody('busy', 'Too many live viewers on this server; retry shortly'), 503);
  }
  if (release === 'client') {
    c.header('Retry-After', '10');
    return c.json(
      errorBody('rate_limited', 'Too many live streams open from this address; close one first'),
      429,
    );
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
      close: () => {
        // Aborting drops what the stream still holds and runs onAbort below; under the Node server
        // the connection goes too, or a viewer that never reads would keep it, and the kernel's
        // buffers, for as long as it likes.
        sse.abort();
        (c.env as Partial<HttpBindings> | undefined)?.outgoing?.destroy();
      },
    };
    sse.onAbort(() => {
      hub.leave(client);
      release();
      done();
    });
    try {
      await hub.join(client);
      await closed;
    } finally {
      hub.leave(client);
      release();
    }
  });
});
