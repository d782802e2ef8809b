import type { CompressibleBody } from './http/compression.ts';
import type { Services } from './services.ts';

/**
 * The Hono environment every sub-app shares: the request's `services`, the CSP nonce the security
 * headers chose for this response, and the body an answer was sent with. A leaf module, so routes
 * never import app.ts.
 */
export type AppEnv = {
  Variables: {
    services: Services;
    /** This request's id: in the X-Request-Id answer header and in every log line about it. */
    requestId: string;
    secureHeadersNonce?: string;
    /** The body this answer was sent with by `sendBody`, for the anonymous answers' cache. */
    sentBody?: CompressibleBody;
  };
};
