import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '#server/testing/image-server.ts';
import { fetchTarget, imageUrlProblem, isPublicAddress, pinnedTo } from './image-url.ts';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['172.32.0.1', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::8.8.8.8', false],
    ['2002:7f00:1::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['not an address', false],
  ])('%s: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('fetchTarget', () => {
  const production = { NODE_ENV: 'production' } as const;
  const test = { NODE_ENV: 'test' } as const;
  const resolvesTo = (addresses: string[]) => async () => addresses;

  it.each([
    ['https to a public host', production, 'https://img.example/a.png', true, ['93.184.215.14'], null],
    [
      'https to a host with one private address',
      production,
      'https://img.example/a.png',
      true,
      ['93.184.215.14', '10.0.0.5'],
      /public internet/,
    ],
    ['https to a loopback address', production, 'https://127.0.0.1/a.png', true, [], /public internet/],
    ['plain http', production, 'http://img.example/a.png', true, ['93.184.215.14'], /must start with https/],
    [
      'local http in production',
      production,
      'http://localhost:8080/a.png',
      true,
      ['127.0.0.1'],
      /must start with https/,
    ],
    [
      'local http outside production, as entered',
      test,
      'http://localhost:8080/a.png',
      true,
      ['127.0.0.1'],
      null,
    ],
    [
      'a redirect to local http outside production',
      test,
      'http://localhost:8080/a.png',
      false,
      ['127.0.0.1'],
      /not https/,
    ],
    [
      'a redirect to https on this machine',
      test,
      'https://localhost/a.png',
      false,
      ['127.0.0.1'],
      /public internet/,
    ],
    [
      'a redirect to the metadata service',
      test,
      'https://169.254.169.254/latest',
      false,
      [],
      /public internet/,
    ],
    [
      'a redirect to https on a public host',
      test,
      'https://img.example/a.png',
      false,
      ['93.184.215.14'],
      null,
    ],
  ] as const)('%s', async (_case, env, address, entered, addresses, expected) => {
    const target = await fetchTarget(env, new URL(address), entered, resolvesTo([...addresses]));
    if (expected === null) expect(target).toEqual({ addresses });
    else expect(target).toMatchObject({ problem: expect.stringMatching(expected) });
  });

  it('refuses an IPv4-compatible IPv6 address in the URL itself', async () => {
    expect(await fetchTarget(production, new URL('https://[::127.0.0.1]/a.png'), true)).toMatchObject({
      problem: expect.stringMatching(/public internet/),
    });
  });
});

describe('pinnedTo', () => {
  it('connects to the addresses it was given, whatever the name resolves to', async () => {
    const server = createServer((_request, response) => response.end('pinned'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const dispatcher = pinnedTo(['127.0.0.1']);
    try {
      // .invalid never resolves (RFC 6761): only the pinned address can answer.
      const response = await fetch(`http://images.pitwall.invalid:${port}/`, { dispatcher });
      expect(await response.text()).toBe('pinned');
    } finally {
      await dispatcher.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('imageUrlProblem with redirects', () => {
  let base = '';
  let close: () => Promise<void> = async () => {};
  const asked: string[] = [];
  beforeAll(async () => {
    const png = await pngOf();
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      const redirects: Record<string, string> = {
        '/to-http': `${base}/car.png`,
        '/to-loopback-https': `https://127.0.0.1:${new URL(base).port}/car.png`,
        '/to-localhost-https': `https://localhost:${new URL(base).port}/car.png`,
      };
      const target = redirects[request.url ?? ''];
      if (target) {
        response.writeHead(302, { location: target });
        response.end();
      } else if (request.url === '/car.png') {
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.byteLength });
        response.end(png);
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
  });
  afterAll(() => close());

  it('still accepts a local image outside production', async () => {
    expect(await imageUrlProblem({ NODE_ENV: 'test' }, `${base}/car.png`)).toBeNull();
  });

  it.each([
    ['plain http', '/to-http', /not https/],
    ['https on a loopback address', '/to-loopback-https', /public internet/],
    ['https on a name of this machine', '/to-localhost-https', /public internet/],
  ])('refuses a redirect to %s, without following it', async (_case, path, expected) => {
    asked.length = 0;
    expect(await imageUrlProblem({ NODE_ENV: 'test' }, `${base}${path}`)).toMatch(expected);
    expect(asked).toEqual([path]);
  });
});
