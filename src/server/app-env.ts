import type { Services } from './services.ts';

/** The Hono environment every sub-app shares: the request's `services`. A leaf module, so routes never import app.ts. */
export type AppEnv = { Variables: { services: Services } };
