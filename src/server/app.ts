import { type Context, Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { createApi, raceDataPrefixes } from './api.ts';
import type { AppEnv } from './app-env.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { clientAddress, requestClient } from './auth/client-address.ts';
import { oauthPopupPaths } from './auth/oauth-popup-headers.ts';
import { signInProviderOrigins } from './auth/providers.ts';
import { ergastRoutes } from './features/ergast/ergast.routes.ts';
import { ergastBusy } from './features/ergast/ergast-busy.ts';
import { ergastRateLimit } from './features/ergast/ergast-rate-limit.ts';
import { flagRoutes } from './features/flags/flags.routes.ts';
import { updateUserRoute } from './features/profile/profile.routes.ts';
import { profileBodyLimit } from './features/profile/profile-write.server.ts';
import { calendarBusy, personalFeedRoutes } from './features/schedule/personal-feed.routes.ts';
import { siteMapRoutes } from './features/site-map/site-map.routes.ts';
import { createAdmission, siteBusyPage } from './http/admission.ts';
import { anonymousAnswers } from './http/anonymous-answers.ts';
import { apiMethods } from './http/api-methods.ts';
import { limitBodies } from './http/body-limit.ts';
import { compressRendered } from './http/compression.ts';
import { databaseOutage } from './http/database-outage.ts';
import { errorBody, respondWithError } from './http/errors.ts';
import { mediaRoutes } from './http/media.routes.ts';
import { pageQuery } from './http/page-query.ts';
import { pageRequests } from './http/page-requests.ts';
import { privateWhenSignedIn } from './http/private-answers.ts';
import { adminFormLimit } from './http/read-form-data.ts';
import { renderLimit } from './http/render-limit.ts';
import { requestEdges } from './http/request-edges.ts';
import { errorText, requestId, requestLine } from './http/request-id.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticFiles } from './http/static-files.ts';
import { servedOverHttps, strictTransportSecurity } from './http/strict-transport.ts';
import { editorFormLimit } from './race-data/writes/editor-images.ts';
import { routerContext } from './react-router-context.server.ts';
import type { Services } from './services.ts';

export type AppOptions = {
  services: Services;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of built client files (build/client). */
  clientDir?: string;
};

/** Where public JSON answers are made: the results API and the JSON API's race data. */
const publicJsonPrefixes = ['/f1/', ...raceDataPrefixes.map((prefix) => `/api${prefix}`)];

export function createApp({ services, build, clientDir }: AppOptions) {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => {
    if (!(err instanceof Error) || !('status' in err)) {
      services.log.error('Request failed', { ...requestLine(c), error: errorText(err) });
    }
    return respondWithError(err, c);
  });
  app.use(async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.use(requestId());
  // Unknown methods and control characters in the address stop here, before any route reads them.
  app.use(requestEdges());
  app.use(databaseOutage());
  app.use(privateWhenSignedIn());
  // The public JSON answers (/f1 and the JSON API's race data) made in this second go out again
  // with the headers they were made with, before the body limits, the security headers and the /f1
  // limits (a kept answer is not counted): under load they are the most asked.
  for (const prefix of publicJsonPrefixes) app.use(`${prefix}*`, anonymousAnswers());
  // Before any route reads a body. The profile's photo upload (API and form) checks its own exact
  // limit, with a message naming the photo; the ceiling here only stops what is far beyond it.
  const uploadCeiling = 2 * profileBodyLimit;
  // So do the driver and team editors' forms, which carry their uploads.
  const editorCeiling = 2 * editorFormLimit;
  app.use(
    limitBodies({
      '/api/profile/photo': uploadCeiling,
      '/update-profile': uploadCeiling,
      '/admin/driver-editor': editorCeiling,
      '/admin/team-editor': editorCeiling,
      // The admin pages' small forms: their exact limit, so a larger one is a 413 here.
      '/admin': adminFormLimit,
      '/admin/season-events': adminFormLimit,
      '/update-teams': adminFormLimit,
      // So are the fan's calendar and reminder forms and the spoiler shield's buttons.
      '/profile/calendar': adminFormLimit,
      '/spoilers': adminFormLimit,
    }),
  );
  // Before the handlers, so the answers they build carry them from the start (one write).
  app.use(
    securityHeaders({
      formActionOrigins: signInProviderOrigins(services.env),
      strictTransportSecurity,
      overHttps: servedOverHttps,
      // The results API is public: pages on any site may read it.
      publicPrefixes: ['/f1/'],
      popupPaths: oauthPopupPaths,
    }),
  );

  app.route('/api/auth', updateUserRoute);
  app.route('/api/auth', authRoutes);
  const api = createApi();
  app.route('/', api);
  // A path the API has, asked with a method it does not answer there: 405 naming the ones it does.
  const methodsAt = apiMethods(api);
  app.all('/api/*', (c) => {
    const allowed = methodsAt(c.req.path);
    if (allowed.length === 0 || allowed.includes(c.req.method)) {
      return c.json(errorBody('not_found', `No API route ${c.req.path}`), 404);
    }
    return c.json(
      errorBody('method_not_allowed', `${c.req.path} answers ${allowed.join(', ')}, not ${c.req.method}`),
      405,
      { Allow: allowed.join(', ') },
    );
  });
  // The costly answers wait their turn in one queue, clients in turn: /f1 answers not kept yet,
  // calendar feeds and page renders.
  const admission = createAdmission({
    concurrency: services.env.ADMISSION_CONCURRENCY,
    maxWaiting: services.env.ADMISSION_QUEUE_LENGTH,
    clientOf: (c) => requestClient(c, services.env),
  });
  app.use('/f1/*', ergastRateLimit());
  app.use('/f1/*', admission.admit(ergastBusy));
  app.route('/f1', ergastRoutes);
  app.route('/media', mediaRoutes);
  app.route('/flags', flagRoutes);
  app.use('/calendar/*', admission.admit(calendarBusy));
  app.route('/calendar', personalFeedRoutes);
  app.route('/', siteMapRoutes);

  if (clientDir) app.use('*', staticFiles(clientDir));

  if (build) {
    app.use('*', pageRequests());
    // Outside the anonymous answers, which keep and compress their pages themselves.
    app.use('*', compressRendered());
    const handler = createRequestHandler(
      build,
      services.env.NODE_ENV === 'development' ? 'development' : 'production',
    );
    const loadContext = (c: Context<AppEnv>) =>
      routerContext({
        services,
        clientAddress: clientAddress(c, services.env),
        requestId: c.get('requestId'),
        cspNonce: c.get('secureHeadersNonce'),
      });
    // A page's address keeps only the query its routes read, so junk parameters are no new page.
    app.use('*', pageQuery(build));
    // Visitors without cookies share one render per page and second.
    app.use('*', anonymousAnswers());
    // What the anonymous answers cannot give is a render: a few at once per client, then a turn
    // in the queue.
    app.use('*', renderLimit());
    app.use('*', admission.admit(siteBusyPage));
    app.all('*', async (c) => {
      const response = await handler(c.req.raw, loadContext(c));
      // A form posted to a page without an action: React Router's 405 names no method.
      if (response.status === 405 && !response.headers.has('allow'))
        response.headers.set('Allow', 'GET, HEAD');
      // With the headers set before the render (security, CSP with the render's nonce), so an
      // anonymous answer keeps them whole.
      return c.newResponse(response.body, response);
    });
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
