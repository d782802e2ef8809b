import type { Services } from './services.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** The client's address chain as better-auth reads it (see auth/client-address.ts). */
    clientAddress: string;
    /** This response's Content-Security-Policy nonce for inline scripts (see http/page-cache.ts). */
    cspNonce?: string;
    /** A stylesheet of the client build by its URL, for inlining into pages (see http/stylesheets.ts). */
    stylesheet?: (href: string) => string | undefined;
  }
}
