import { randomFillSync } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

export type SecurityHeaderOptions = {
  /** Where the site's forms may post besides itself (sign-in providers). */
  formActionOrigins: readonly string[];
  /** Strict-Transport-Security value, sent on the answers `overHttps` says go out over HTTPS. */
  strictTransportSecurity: string;
  overHttps: (c: Context<AppEnv>) => boolean;
  /** Paths (prefixes ending in `/`) any site may read: CORS open and a cross-origin resource policy. */
  publicPrefixes: readonly string[];
  /** Paths that keep a window's opener across origins (a sign-in popup's way back from the provider). */
  popupPaths: readonly string[];
};

const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;

/** 16 random bytes as base64 (22 characters and padding), drawn from a pool refilled by the CSPRNG. */
export function newNonce(): string {
  if (poolOffset >= pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + 16);
  poolOffset += 16;
  return nonce;
}

/** The Content-Security-Policy for a response whose inline scripts carry `nonce`. */
export function contentSecurityPolicy(formActionOrigins: readonly string[]) {
  // Inline scripts (the head script, React Router's hydration data) carry the response's nonce.
  const before = "default-src 'self'; script-src 'self' 'nonce-";
  const after = [
    "'",
    " style-src 'self' 'unsafe-inline'",
    " img-src 'self' data: https:",
    " connect-src 'self'",
    " font-src 'self' data:",
    " frame-ancestors 'none'",
    // Sign-in forms post to us and are redirected on to Google or GitHub.
    ` form-action ${["'self'", ...formActionOrigins].join(' ')}`,
    " base-uri 'self'",
    " object-src 'none'",
  ].join(';');
  return (nonce: string) => `${before}${nonce}${after}`;
}

/**
 * The security headers of every answer, set before the handler runs: answers the handler builds
 * with the context (every cached answer: pages, /f1, assets) take them as they are made and go out
 * in one write; app.ts answers React Router's renders with them too. Answers made elsewhere
 * (better-auth's) get any that are missing afterwards. The CSP nonce is new for each request
 * (`secureHeadersNonce`).
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  const policy = contentSecurityPolicy(options.formActionOrigins);
  const common: [string, string][] = [
    // Not no-referrer: under it browsers send `Origin: null` with form posts, and the origin
    // checks against cross-site requests (ours, React Router's, better-auth's) refuse them.
    ['Referrer-Policy', 'same-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
  const sameOrigin: [string, string][] = [['Cross-Origin-Resource-Policy', 'same-origin']];
  // The results API is public: pages on any site may read it.
  const open: [string, string][] = [
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Expose-Headers', 'ETag'],
    ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ];
  const popups = new Set(options.popupPaths);
  const hsts: [string, string] = ['Strict-Transport-Security', options.strictTransportSecurity];

  return async (c, next) => {
    const path = c.req.path;
    const nonce = newNonce();
    c.set('secureHeadersNonce', nonce);
    const isPublic = options.publicPrefixes.some((prefix) => path.startsWith(prefix));
    const headers: [string, string][] = [
      ...common,
      ...(isPublic ? open : sameOrigin),
      // Sign-in popups (Google, GitHub) keep their link to the page that opened them: the answers
      // they get on the way back from the provider's site (callback and landing page) need
      // `unsafe-none` for the landing page to report back.
      ['Cross-Origin-Opener-Policy', popups.has(path) ? 'unsafe-none' : 'same-origin-allow-popups'],
      ['Content-Security-Policy', policy(nonce)],
      ...(options.overHttps(c) ? [hsts] : []),
    ];
    for (const [name, value] of headers) c.header(name, value);
    // A browser asks first before it sends another site's request with headers of its own (an
    // If-None-Match, say): the public paths are read-only and take no credentials, so any is fine.
    if (isPublic && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        'Access-Control-Allow-Methods': 'GET, HEAD',
        'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? '',
        'Access-Control-Max-Age': '86400',
      });
    }
    await next();
    addMissingHeaders(c, headers);
  };
}

/** Sets on the answer each of `headers` it does not have yet (an answer a handler built whole may lack them). */
export function addMissingHeaders(c: Context, headers: readonly (readonly [string, string])[]): void {
  const response = c.res;
  const missing = headers.filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return;
  try {
    for (const [name, value] of missing) response.headers.set(name, value);
  } catch {
    // Some responses (Response.redirect's, a fetch's) have read-only headers: answer with a copy.
    const copy = new Response(response.body, response);
    for (const [name, value] of missing) copy.headers.set(name, value);
    c.res = copy;
  }
}
