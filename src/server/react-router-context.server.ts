import { createContext, RouterContextProvider } from 'react-router';
import type { Services } from './services.ts';

/** What the server (app.ts) hands React Router with each page request. */
export type ServerContext = {
  services: Services;
  /** The client's address chain as better-auth reads it (see auth/client-address.ts). */
  clientAddress: string;
  /** The request's id (X-Request-Id), for the log lines about it. */
  requestId?: string;
  /** This response's Content-Security-Policy nonce for inline scripts (see http/anonymous-answers.ts). */
  cspNonce?: string;
};

/**
 * The key loaders, actions and entry.server read the server's values by: `context.get(serverContext)`.
 * React Router compares keys by identity, so this module must exist once in the server's module
 * graph, as every server module does (docs/decisions/009-one-server-build.md).
 */
export const serverContext = createContext<ServerContext>();

/** React Router's context for one request, holding the server's values (tests build theirs here too). */
export function routerContext(values: ServerContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(serverContext, values);
  return context;
}
