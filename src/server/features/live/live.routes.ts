import { gunzipSync } from 'node:zlib';
import type { HttpBindings } from '@hono/node-server';
import { createRoute } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { requestClient } from '#server/auth/client-address.ts';
import { acceptsGzip } from '#server/http/compression.ts';
import { ApiError, errorBody } from '#server/http/errors.ts';
import { errorResponse, openApiApp } from '#server/http/openapi-app.ts';
import { type LiveClient, liveHub } from './live-hub.ts';
import { replayFeedByKey } from './replay.server.ts';

const replayFeedRoute = createRoute({
  method: 'get',
  path: '/replays/{key}/feed',
  tags: ['Live'],
  summary: "A past session's feed from Formula 1's archive, for the replay player",
  description:
    "`{ startsAt, records: [[offsetMs, topic, patch], …] }`: every record of the session's public topics, in " +
    "order, as milliseconds from the session's start (estimated from the heartbeats). Fetched from the archive " +
    'on first request and kept; served gzip-compressed.',
  request: {
    params: z.object({
      key: z
        .string()
        .regex(/^\d{4}-\d{1,2}-[a-z_0-9]+$/)
        .meta({ description: 'Season, round and session kind: "2025-12-race"' }),
    }),
  },
  responses: {
    200: { description: 'The feed', content: { 'application/json': { schema: z.object({}).passthrough() } } },
    404: errorResponse('No such session, not run yet, or the archive lacks or refuses it'),
    502: errorResponse('The archive could not be reached; retry later'),
  },
});

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

export const liveRoutes = openApiApp()
  .openapi(replayFeedRoute, async (c) => {
    const lookup = await replayFeedByKey(c.get('services'), c.req.valid('param').key);
    if (!lookup) throw new ApiError(404, 'not_found', 'No such session, or it has not been run');
    if (lookup.status === 'failed')
      throw new ApiError(502, 'archive_unavailable', "Formula 1's archive could not be reached; retry later");
    if (lookup.status !== 'ready')
      throw new ApiError(
        404,
        'not_found',
        `Formula 1's archive ${lookup.status === 'forbidden' ? 'refuses' : 'lacks'} this session`,
      );
    // Stored gzip-compressed: sent as is to every client that takes gzip (every browser does).
    const gzip = acceptsGzip(c.req.header('accept-encoding'));
    const body = gzip ? lookup.feed : gunzipSync(lookup.feed);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    }) as never;
  })
  .openapi(stream, async (c) => {
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
