import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type ImageServer = {
  /** A 64 px PNG served as image/png. */
  pngUrl: string;
  /** An HTML page served as text/html. */
  pageUrl: string;
  /** A path that answers 404. */
  missingUrl: string;
  /** A PNG's bytes, for uploads. */
  png: Buffer;
  close: () => Promise<void>;
};

/** A solid square PNG of `size` pixels in `colour`. */
export function pngOf(colour = '#FF8000', size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A local HTTP server standing in for an image host: one PNG, one HTML page, nothing else. */
export async function startImageServer(): Promise<ImageServer> {
  const png = await pngOf();
  const server = createServer((request, response) => {
    if (request.url === '/car.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.byteLength });
      response.end(png);
    } else if (request.url === '/page.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Not an image</title>');
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    pngUrl: `${base}/car.png`,
    pageUrl: `${base}/page.html`,
    missingUrl: `${base}/missing.png`,
    png,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
