import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { databaseReady, retryAfterSeconds } from '../db/database-ready.ts';
import { apiDocsPage } from './api-docs-page.ts';
import { errorBody, errorBodySchema } from './errors.ts';
import { jsonResponse, openApiApp } from './openapi-app.ts';

/**
 * The OpenAPI 3.1 document of the JSON API (GET /api/openapi.json) and its page (GET /api/docs),
 * generated from the routes' own declarations: the zod schemas they validate input with and
 * answer in. A test checks the document against the routes app.ts mounts, in both directions.
 */

/** Session cookie name: better-auth's `cookiePrefix` (auth.server.ts), `__Secure-` over HTTPS. */
function sessionCookieName(publicUrl: string): string {
  return `${new URL(publicUrl).protocol === 'https:' ? '__Secure-' : ''}pitwall.session_token`;
}

const tags = [
  { name: 'Race weekends', description: 'The current and next meeting, and calendar feeds' },
  { name: 'Results', description: 'Race results' },
  { name: 'Standings', description: 'Championship tables and driver pages' },
  { name: 'News', description: 'Stories from formula1.com and RaceFans' },
  { name: 'Favourites', description: 'Favourite drivers and teams, and their fans' },
  { name: 'Profile', description: "The signed-in user's profile" },
  { name: 'Admin', description: 'Admin checks' },
  { name: 'Site', description: 'Health and this documentation' },
  {
    name: 'Ergast',
    description: 'Results, standings, pit stops and laps with Ergast’s and Jolpica’s URLs and JSON (/f1)',
  },
];

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Site'],
  summary: 'Liveness, and the database engine in use',
  responses: {
    200: jsonResponse('Up', z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) })),
  },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['Site'],
  summary: 'Readiness: whether the database answers',
  description: `For load balancers: 200 when requests can be served, 503 with Retry-After while the database cannot be reached. /api/health only tells that the process is up.`,
  responses: {
    200: jsonResponse(
      'Ready',
      z.object({ ready: z.literal(true), database: z.enum(['pglite', 'postgres']) }),
    ),
    503: jsonResponse('The database cannot be reached', errorBodySchema),
  },
});

const documentRoute = createRoute({
  method: 'get',
  path: '/openapi.json',
  tags: ['Site'],
  summary: 'This document (OpenAPI 3.1)',
  responses: {
    200: jsonResponse(
      'The OpenAPI document',
      z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }) }),
    ),
  },
});

const docsRoute = createRoute({
  method: 'get',
  path: '/docs',
  tags: ['Site'],
  summary: 'This document as a web page',
  responses: { 200: { description: 'HTML', content: { 'text/html': { schema: z.string() } } } },
});

/** Any documented sub-app: only its route registry and document generator are used. */
type DocumentedApi = Pick<OpenAPIHono<AppEnv>, 'getOpenAPI31Document' | 'openAPIRegistry'>;

/**
 * GET /api/openapi.json and GET /api/docs, generated from `api` (the sub-app they are mounted in)
 * once per public URL.
 */
export function documentationRoutes(api: () => DocumentedApi, beside: DocumentedApi[] = []) {
  let cached: { publicUrl: string; document: OpenAPIObject; page: string } | undefined;
  const generated = (publicUrl: string) => {
    if (cached?.publicUrl !== publicUrl) {
      const document = openApiDocument(api(), publicUrl, beside);
      cached = { publicUrl, document, page: apiDocsPage(document) };
    }
    return cached;
  };
  return openApiApp()
    .openapi(healthRoute, (c) =>
      c.json({ ok: true as const, database: c.get('services').database.kind }, 200),
    )
    .openapi(readyRoute, async (c) => {
      const { database } = c.get('services');
      c.header('Cache-Control', 'no-store');
      if (await databaseReady(database))
        return c.json({ ready: true as const, database: database.kind }, 200);
      c.header('Retry-After', String(retryAfterSeconds));
      return c.json(errorBody('unavailable', 'The database cannot be reached'), 503);
    })
    .openapi(documentRoute, (c) => c.json(generated(c.get('services').env.PUBLIC_URL).document, 200))
    .openapi(docsRoute, (c) => c.html(generated(c.get('services').env.PUBLIC_URL).page));
}

/**
 * The document of `api`, with the session cookie scheme its signed-in operations name, and the
 * paths of the APIs `beside` it (mounted outside /api, such as /f1).
 */
export function openApiDocument(
  api: DocumentedApi,
  publicUrl: string,
  beside: DocumentedApi[] = [],
): OpenAPIObject {
  const document = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Pitwall API',
      version: '1',
      description: [
        'Race weekends, results, standings, news and accounts of Pitwall, an unofficial Formula 1 fan site.',
        'Errors answer `{ error: { code, message, field? } }`; bad input is a 400 whose `field` names the input at fault.',
        'A method a path does not take is a 405 whose `Allow` header names the ones it does (after the sign-in and admin checks of routes that have them).',
        'Accounts (sign-up, sign-in, sessions, OAuth) are better-auth’s own endpoints under `/api/auth`, not described here.',
        'The Ergast-compatible results API is under `/f1/` with the same URLs and JSON as Ergast and Jolpica.',
      ].join('\n\n'),
    },
    servers: [{ url: publicUrl }],
    tags,
  });
  for (const other of beside) {
    const described = other.getOpenAPI31Document({ openapi: '3.1.0', info: { title: '', version: '' } });
    document.paths = { ...document.paths, ...described.paths };
    document.components = {
      ...document.components,
      schemas: { ...document.components?.schemas, ...described.components?.schemas },
    };
  }
  document.components = {
    ...document.components,
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: sessionCookieName(publicUrl),
        description: 'The session cookie that signing in under /api/auth sets',
      },
    },
  };
  return document;
}
