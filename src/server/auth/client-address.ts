import { BlockList, isIP } from 'node:net';
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
  const peer = peerAddress(c);
  const forwarded = c.req.header('x-forwarded-for');
  return env.TRUSTED_PROXIES.length > 0 && forwarded ? `${forwarded}, ${peer}` : peer;
}

/** The address at the other end of the socket (127.0.0.1 for an in-process request). */
export function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    // No socket: an in-process request (tests call app.request).
    return '127.0.0.1';
  }
}

/** Whether the socket's peer is one of TRUSTED_PROXIES (IPs or CIDR ranges, IPv4 or IPv6). */
export function fromTrustedProxy(c: Context, env: Pick<Env, 'TRUSTED_PROXIES'>): boolean {
  if (env.TRUSTED_PROXIES.length === 0) return false;
  return isTrustedProxy(trustedProxies(env), peerAddress(c));
}

/**
 * The one address a request comes from: the socket's peer, or, from a trusted proxy, the
 * right-most X-Forwarded-For entry that is not one of TRUSTED_PROXIES (the hop the proxies saw).
 */
export function requestClient(c: Context, env: Pick<Env, 'TRUSTED_PROXIES'>): string {
  const peer = peerAddress(c);
  const forwarded = c.req.header('x-forwarded-for');
  if (!forwarded || !fromTrustedProxy(c, env)) return peer;
  const proxies = trustedProxies(env);
  const hops = forwarded
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.findLast((hop) => !isTrustedProxy(proxies, hop)) ?? hops[0] ?? peer;
}

function trustedProxies(env: Pick<Env, 'TRUSTED_PROXIES'>): BlockList {
  const proxies = new BlockList();
  for (const entry of env.TRUSTED_PROXIES) {
    const [address = '', bits] = entry.split('/');
    const entryFamily = isIP(address);
    if (entryFamily === 0) continue;
    const type = entryFamily === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(bits), type);
  }
  return proxies;
}

function isTrustedProxy(proxies: BlockList, address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const family = isIP(plain);
  return family !== 0 && proxies.check(plain, family === 6 ? 'ipv6' : 'ipv4');
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
