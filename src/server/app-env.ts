import type { Services } from './services.ts';

/**
 * The Hono environment every sub-app shares: the request's `services`, and the CSP nonce the security
 * headers chose for this response. A leaf module, so routes never import app.ts.
 */
export type AppEnv = { Variables: { services: Services; secureHeadersNonce?: string } };
