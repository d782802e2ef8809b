import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, fetch, type Response } from 'undici';
import type { Env } from '#server/env.ts';

/** How long the check waits for an image's server, and how many of its bytes it reads at most. */
export const imageCheckTimeoutMs = 5000;
export const imageCheckMaxBytes = 10 * 1024 * 1024;
/** Redirects the check follows at most. */
export const imageCheckMaxRedirects = 5;

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Networks an image is never fetched from: this machine, private and shared networks, link-local
 * (cloud metadata services), multicast and reserved ranges, and IPv6 forms that carry an IPv4
 * address inside (IPv4-compatible `::/96`, mapped, NAT64, Teredo, 6to4), whatever that address is.
 */
const notPublic = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  notPublic.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001::', 32],
  ['2002::', 16],
  ['2001:db8::', 32],
] as const) {
  notPublic.addSubnet(network, bits, 'ipv6');
}

/** IPv4 addresses written as IPv6 (`::ffff:7f00:1`), in a list of their own: see `isPublicAddress`. */
const mappedIpv4 = new BlockList();
mappedIpv4.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Whether an IP address is on the public internet (an IPv4 address inside IPv6 as itself). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 0) return false;
  if (family === 6) {
    // The hexadecimal form of a mapped IPv4 address is no host name's answer: refused outright.
    if (mappedIpv4.check(ip, 'ipv6')) return false;
    return !notPublic.check(ip, 'ipv6');
  }
  return !notPublic.check(ip, 'ipv4');
}

/** Every address a host name resolves to (an IP address, to itself). */
async function resolveHost(hostname: string): Promise<string[]> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0) return [host];
  return (await lookup(host, { all: true })).map((entry) => entry.address);
}

/**
 * Where the check may fetch `url` from: the addresses it resolved to, or why not. It may when the
 * address is https to a host all of whose addresses are public. Outside production the address
 * entered (not one it redirects to) may also be one of this machine's names, over http too, for
 * local image servers.
 */
export async function fetchTarget(
  env: Pick<Env, 'NODE_ENV'>,
  url: URL,
  entered: boolean,
  resolve: (hostname: string) => Promise<string[]> = resolveHost,
): Promise<{ addresses: string[] } | { problem: string }> {
  const local = localHosts.has(url.hostname) && env.NODE_ENV !== 'production';
  const allowedLocal = entered && local && (url.protocol === 'http:' || url.protocol === 'https:');
  if (!allowedLocal && url.protocol !== 'https:') {
    return {
      problem: entered
        ? 'The address must start with https://'
        : 'The address redirects to one that is not https',
    };
  }
  let addresses: string[];
  try {
    addresses = await resolve(url.hostname);
  } catch {
    return { problem: 'The address could not be reached' };
  }
  if (addresses.length === 0 || (!allowedLocal && !addresses.every(isPublicAddress))) {
    return {
      problem: entered
        ? 'The address is not on the public internet'
        : 'The address redirects to one that is not on the public internet',
    };
  }
  return { addresses };
}

/**
 * Connections that go to one of `addresses` only, whatever a resolver answers by then: the image is
 * fetched from the addresses the check approved, so a name that changes its answer between the check
 * and the fetch (DNS rebinding) cannot send the fetch to this machine or a private network.
 */
export function pinnedTo(addresses: readonly string[]): Agent {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, entries);
    else callback(null, entries[0]?.address ?? '', entries[0]?.family ?? 4);
  };
  return new Agent({ connect: { lookup } });
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * Why an image address an admin entered cannot be shown, or null when it can: it must be https to
 * a public host (http only to this machine outside production, for local servers), answer a GET
 * within the time limit with a 2xx and an `image/*` content type, and be no larger than the cap.
 * Redirects are followed one by one, each to https on a public host only, and each is fetched
 * from the addresses its check approved (`pinnedTo`).
 */
export async function imageUrlProblem(env: Pick<Env, 'NODE_ENV'>, address: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'Give a full address starting with https://';
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), imageCheckTimeoutMs);
  try {
    for (let hop = 0; hop <= imageCheckMaxRedirects; hop++) {
      const target = await fetchTarget(env, url, hop === 0);
      if ('problem' in target) return target.problem;
      const dispatcher = pinnedTo(target.addresses);
      try {
        const response = await fetch(url, {
          headers: { accept: 'image/*' },
          redirect: 'manual',
          signal: controller.signal,
          dispatcher,
        });
        const location = response.headers.get('location');
        if (redirectStatuses.has(response.status) && location) {
          await response.body?.cancel();
          try {
            url = new URL(location, url);
          } catch {
            return 'The address redirects to one that is not valid';
          }
          continue;
        }
        return await imageProblem(response, controller);
      } finally {
        void dispatcher.destroy();
      }
    }
    return 'The address redirects too many times';
  } catch {
    return controller.signal.aborted
      ? `The address did not answer within ${imageCheckTimeoutMs / 1000} seconds`
      : 'The address could not be reached';
  } finally {
    clearTimeout(timer);
  }
}

/** Why the final answer is not an image to show, or null when it is one. */
async function imageProblem(response: Response, controller: AbortController): Promise<string | null> {
  if (!response.ok) {
    await response.body?.cancel();
    return `The address answered HTTP ${response.status}, not an image`;
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!type.startsWith('image/')) {
    await response.body?.cancel();
    return `The address is not an image (it serves ${type || 'no content type'})`;
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > imageCheckMaxBytes) {
    await response.body?.cancel();
    return tooLarge();
  }
  let read = 0;
  for await (const chunk of response.body ?? []) {
    read += (chunk as Uint8Array).byteLength;
    if (read > imageCheckMaxBytes) {
      controller.abort();
      return tooLarge();
    }
  }
  return read === 0 ? 'The address serves an empty file' : null;
}

const tooLarge = () => `The image is larger than ${imageCheckMaxBytes / 1024 / 1024} MB`;
