import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { createApi } from './api.ts';
import type { AppEnv } from './app-env.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { clientAddress } from './auth/client-address.ts';
import { oauthPopupHeaders } from './auth/oauth-popup-headers.ts';
import { signInProviderOrigins } from './auth/providers.ts';
import { ergastRoutes } from './features/ergast/ergast.routes.ts';
import { flagRoutes } from './features/flags/flags.routes.ts';
import { mediaRoutes } from './features/profile/profile.routes.ts';
import { profileBodyLimit } from './features/profile/profile-write.server.ts';
import { limitBodies } from './http/body-limit.ts';
import { databaseOutage } from './http/database-outage.ts';
import { errorBody, respondWithError } from './http/errors.ts';
import { pageCache } from './http/page-cache.ts';
import { pageRequests } from './http/page-requests.ts';
import { privateWhenSignedIn } from './http/private-answers.ts';
import type { Services } from './services.ts';

export type AppOptions = {
  services: Services;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of built client files (build/client). */
  clientDir?: string;
};

export function createApp({ services, build, clientDir }: AppOptions) {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => {
    if (!(err instanceof Error) || !('status' in err)) services.log.error('request failed', err);
    return respondWithError(err, c);
  });
  app.use(async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.use(databaseOutage());
  app.use(privateWhenSignedIn());
  // Before any route reads a body. The profile's photo upload (API and form) checks its own exact
  // limit, with a message naming the photo; the ceiling here only stops what is far beyond it.
  const uploadCeiling = 2 * profileBodyLimit;
  app.use(limitBodies({ '/api/profile/photo': uploadCeiling, '/update-profile': uploadCeiling }));
  // The results API is public: pages on any site may read it (registered before secureHeaders so
  // these headers win over its same-origin resource policy).
  app.use('/f1/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Expose-Headers', 'ETag');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  // Registered before secureHeaders so its header wins on the one page that needs another value.
  app.use(oauthPopupHeaders);
  app.use(
    secureHeaders({
      // Sign-in popups (Google, GitHub) must keep their link to the page that opened them.
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      // Not no-referrer: under it browsers send `Origin: null` with form posts, and the origin
      // checks against cross-site requests (ours, React Router's, better-auth's) refuse them.
      referrerPolicy: 'same-origin',
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Inline scripts (the head script, React Router's hydration data) carry this response's nonce.
        scriptSrc: ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        // Sign-in forms post to us and are redirected on to Google or GitHub.
        formAction: ["'self'", ...signInProviderOrigins(services.env)],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      strictTransportSecurity:
        services.env.NODE_ENV === 'production' && services.env.PUBLIC_URL.startsWith('https:')
          ? 'max-age=31536000; includeSubDomains'
          : false,
    }),
  );

  app.route('/api/auth', authRoutes);
  app.route('/', createApi());
  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API route ${c.req.path}`), 404));
  app.route('/f1', ergastRoutes);
  app.route('/media', mediaRoutes);
  app.route('/flags', flagRoutes);

  if (clientDir) {
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use(
      '*',
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    );
  }

  if (build) {
    // Anonymous page views share one render per second; see http/page-cache.ts for what bypasses it.
    app.use('*', pageRequests());
    if (services.env.NODE_ENV !== 'development') app.use('*', pageCache());
    const handler = createRequestHandler(
      build,
      services.env.NODE_ENV === 'development' ? 'development' : 'production',
    );
    app.all('*', (c) =>
      handler(c.req.raw, {
        services,
        clientAddress: clientAddress(c, services.env),
        cspNonce: c.get('secureHeadersNonce'),
      }),
    );
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
