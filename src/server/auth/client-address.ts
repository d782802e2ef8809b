import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Env } from '#server/env.ts';

/**
 * The header through which our server tells better-auth who the client is (for per-client rate
 * limits). It is always rebuilt by us, so a client cannot choose its own bucket by sending it.
 */
export const clientAddressHeader = 'x-pitwall-client-address';

/**
 * The client's address chain for better-auth: the socket's peer, preceded by X-Forwarded-For
 * when TRUSTED_PROXIES is set (better-auth then drops trusted hops from the right, so a forged
 * X-Forwarded-For from a direct client changes nothing).
 */
export function clientAddress(c: Context, env: Pick<Env, 'TRUSTED_PROXIES'>): string {
  let peer = '127.0.0.1';
  try {
    peer = getConnInfo(c).remote.address ?? peer;
  } catch {
    // No socket: an in-process request (tests call app.request).
  }
  const forwarded = c.req.header('x-forwarded-for');
  return env.TRUSTED_PROXIES.length > 0 && forwarded ? `${forwarded}, ${peer}` : peer;
}

/** A copy of the request carrying our client address header. */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers);
  headers.set(clientAddressHeader, address);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    // Node's fetch needs this to stream a request body.
    ...(hasBody ? { duplex: 'half' } : {}),
    redirect: 'manual',
    signal: request.signal,
  } as RequestInit);
}
