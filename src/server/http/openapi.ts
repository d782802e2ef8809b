import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { z } from 'zod';
import { checkAdminRoutes } from '#server/features/admin/check-admin.routes.ts';
import { favouriteRoutes } from '#server/features/favourites/favourites.routes.ts';
import { meetingRoutes } from '#server/features/meetings/meetings.routes.ts';
import { newsRoutes } from '#server/features/news/news.routes.ts';
import { profileRoutes } from '#server/features/profile/profile.routes.ts';
import { raceSummaryRoutes } from '#server/features/race-summary/race-summary.routes.ts';
import { scheduleRoutes } from '#server/features/schedule/schedule.routes.ts';
import { standingsRoutes } from '#server/features/standings/standings.routes.ts';
import { apiDocsPage } from './api-docs-page.ts';
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
];

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

// app.ts answers /api/health itself; it is declared here so the document has it.
const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Site'],
  summary: 'Liveness, and the database engine in use',
  responses: {
    200: jsonResponse('Up', z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) })),
  },
});

let cached: { publicUrl: string; document: OpenAPIObject; page: string } | undefined;

function generated(publicUrl: string) {
  if (cached?.publicUrl !== publicUrl) {
    const document = openApiDocument(publicUrl);
    cached = { publicUrl, document, page: apiDocsPage(document) };
  }
  return cached;
}

/** GET /api/openapi.json and GET /api/docs; mounted at /api. */
export const openApiRoutes = openApiApp()
  .openapi(documentRoute, (c) => c.json(generated(c.get('services').env.PUBLIC_URL).document, 200))
  .openapi(docsRoute, (c) => c.html(generated(c.get('services').env.PUBLIC_URL).page));

/** The documented sub-apps, mounted where app.ts mounts them, with their route declarations. */
export function documentedApi() {
  const api = new OpenAPIHono()
    .route('/api', openApiRoutes)
    .route('/api/profile', profileRoutes)
    .route('/api/favourites', favouriteRoutes)
    .route('/api/check-admin', checkAdminRoutes)
    .route('/api/meetings', meetingRoutes)
    .route('/api/schedule', scheduleRoutes)
    .route('/api/news', newsRoutes)
    .route('/api/races', raceSummaryRoutes)
    .route('/api/standings', standingsRoutes);
  api.openAPIRegistry.registerPath(healthRoute);
  return api;
}

export function openApiDocument(publicUrl: string): OpenAPIObject {
  const api = documentedApi();
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName(publicUrl),
    description: 'The session cookie that signing in under /api/auth sets',
  });
  return api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Pitwall API',
      version: '1',
      description: [
        'Race weekends, results, standings, news and accounts of Pitwall, an unofficial Formula 1 fan site.',
        'Errors answer `{ error: { code, message, field? } }`; bad input is a 400 whose `field` names the input at fault.',
        'Accounts (sign-up, sign-in, sessions, OAuth) are better-auth’s own endpoints under `/api/auth`, not described here.',
        'The Ergast-compatible results API is under `/f1/` with the same URLs and JSON as Ergast and Jolpica.',
      ].join('\n\n'),
    },
    servers: [{ url: publicUrl }],
    tags,
  });
}
