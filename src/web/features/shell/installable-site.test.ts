import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InstallableSiteTags, workerScript } from './installable-site.tsx';

const publicFile = (path: string) => fileURLToPath(new URL(`../../../../public${path}`, import.meta.url));

type Icon = { src: string; sizes: string; type: string; purpose?: string };
const manifest = JSON.parse(readFileSync(publicFile('/manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string) {
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('names the site and opens it on its home page, standalone', () => {
    expect(manifest).toMatchObject({
      name: 'Pitwall',
      short_name: 'Pitwall',
      start_url: '/',
      display: 'standalone',
    });
  });

  it("takes its colours from the site's tokens: the navbar's carbon", () => {
    const tokens = readFileSync(fileURLToPath(new URL('../../styles/tokens.css', import.meta.url)), 'utf8');
    const carbon = tokens.match(/--carbon-900:\s*(#[0-9a-f]{6})/)?.[1];
    expect(carbon).toBeDefined();
    expect(manifest.theme_color).toBe(carbon);
    expect(manifest.background_color).toBe(carbon);
  });

  it('lists icons that exist at the sizes it states: 192 and 512 px, a maskable one and the SVG', () => {
    for (const icon of manifest.icons) {
      const file = publicFile(icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(file), icon.src).toBe(icon.sizes);
      else expect(icon).toMatchObject({ type: 'image/svg+xml', sizes: 'any' });
    }
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(png.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });
});

describe("the site's installable tags", () => {
  it('link the manifest and the home-screen icon, which exist', () => {
    const html = renderToStaticMarkup(createElement(InstallableSiteTags));
    const links = [...html.matchAll(/<link rel="([^"]+)" href="([^"]+)"/g)].map(([, rel, href]) => ({
      rel,
      href,
    }));
    expect(links.map(({ rel }) => rel)).toEqual(['manifest', 'apple-touch-icon']);
    for (const { href } of links) expect(existsSync(publicFile(href ?? '')), href).toBe(true);
    expect(pngSize(publicFile('/icons/apple-touch-icon.png'))).toBe('180x180');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}"/>`);
  });

  it("register the site's worker, whose push handlers exist", () => {
    expect(workerScript).toContain(`register("/sw.js")`);
    expect(existsSync(publicFile('/push-worker.js'))).toBe(true);
  });
});
