import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/**
 * A local Web Push service (RFC 8030) for tests: it takes a message as a push service does, checks
 * its VAPID authorisation (RFC 8292: an ES256 token for this origin, signed by the key it names),
 * and decrypts its aes128gcm body (RFC 8291) with the browser side's keys, which `subscription()`
 * makes like a browser would. An endpoint under /gone/ answers 410, as for an expired subscription.
 */

export type Delivered = {
  endpoint: string;
  ttl: string | undefined;
  /** The `k` of the VAPID authorisation: the application server's public key. */
  vapidKey: string;
  claims: { aud: string; sub: string; exp: number };
  /** The decrypted payload. */
  payload: string;
};

export type PushService = {
  origin: string;
  delivered: Delivered[];
  /** A browser-side subscription at `path`: its keys and what the browser would hand the site. */
  subscription: (path: string) => { endpoint: string; keys: { p256dh: string; auth: string } };
  close: () => Promise<void>;
};

const fromBase64url = (text: string) => Buffer.from(text, 'base64url');

function verifyVapid(header: string | undefined, origin: string) {
  const match = header?.match(/^vapid t=([^,]+),\s*k=(.+)$/);
  if (!match) throw new Error(`No VAPID authorisation: ${header}`);
  const [token, key] = [match[1]!, match[2]!];
  const [head, body, signature] = token.split('.');
  const raw = fromBase64url(key);
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    fromBase64url(signature ?? ''),
  );
  if (!signed) throw new Error('VAPID token signature does not verify');
  const claims = JSON.parse(fromBase64url(body ?? '').toString()) as Delivered['claims'];
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  return { vapidKey: key, claims };
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

export async function startPushService(): Promise<PushService> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const delivered: Delivered[] = [];
  let origin = '';
  const server = createServer(async (request, response) => {
    try {
      const path = request.url ?? '';
      const body = await readBody(request);
      if (path.startsWith('/gone/')) {
        response.writeHead(410).end();
        return;
      }
      const browser = browsers.get(path);
      if (!browser || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Not aes128gcm');
      const { vapidKey, claims } = verifyVapid(request.headers.authorization, origin);
      const payload = ece
        .decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth })
        .toString('utf8');
      delivered.push({
        endpoint: `${origin}${path}`,
        ttl: request.headers.ttl as string,
        vapidKey,
        claims,
        payload,
      });
      response.writeHead(201).end();
    } catch (error) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    delivered,
    subscription: (path) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
