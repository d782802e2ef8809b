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
  return trustedProxy(peerAddress(c), env);
}

/**
 * The one address that stands for the client in our own per-client limits: the socket's peer, or,
 * when that peer is a trusted proxy, the rightmost X-Forwarded-For hop that is not one (hops left
 * of it are the client's to write, so they are never believed).
 */
export function clientKeyAddress(c: Context, env: Pick<Env, 'TRUSTED_PROXIES'>): string {
  let address = bare(peerAddress(c));
  if (!trustedProxy(address, env)) return address;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => bare(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? '';
    if (isIP(hop) === 0) break;
    address = hop;
    if (!trustedProxy(hop, env)) break;
  }
  return address;
}

/** An IPv4 address written as IPv6 (::ffff:1.2.3.4) is the IPv4 address. */
function bare(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

function trustedProxy(address: string, env: Pick<Env, 'TRUSTED_PROXIES'>): boolean {
  if (env.TRUSTED_PROXIES.length === 0) return false;
  const peer = bare(address);
  const family = isIP(peer);
  if (family === 0) return false;
  const proxies = new BlockList();
  for (const entry of env.TRUSTED_PROXIES) {
    const [entryAddress = '', bits] = entry.split('/');
    const entryFamily = isIP(entryAddress);
    if (entryFamily === 0) continue;
    const type = entryFamily === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(entryAddress, type);
    else proxies.addSubnet(entryAddress, Number(bits), type);
  }
  return proxies.check(peer, family === 6 ? 'ipv6' : 'ipv4');
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
