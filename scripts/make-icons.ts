// Draws the web app manifest's icons (public/icons/*.png) from the site's logo (public/favicon.svg),
// once; the PNGs are committed. Run again after the logo changes:
// `node --import tsx scripts/make-icons.ts`.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const iconsDir = join(publicDir, 'icons');
const logo = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

/**
 * The logo's stripes on a square of its red reaching every edge, scaled into the middle 64%: a
 * launcher may cut the icon to any shape that keeps the circle of 80% in the middle (a "maskable"
 * icon), and iOS rounds the corners of its home-screen icons itself.
 */
function fullBleed() {
  const stripes = [...logo.matchAll(/<path [^>]*\/>/g)].map(([path]) => path).join('');
  // The stripes span x 3.6–26 and y 8–25 of the logo's 32: centred, at 0.8 of their size.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#e10600"/><g transform="translate(16 16) scale(0.8) translate(-14.8 -16.5)">${stripes}</g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-512.png', size: 512, svg: fullBleed() },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed() },
];

mkdirSync(iconsDir, { recursive: true });
for (const { file, size, svg } of icons) {
  // Drawn at the size it is written, so the edges are sharp.
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(iconsDir, file));
  console.log(`public/icons/${file}: ${size}×${size}`);
}
