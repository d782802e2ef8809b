import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPiece, joinGzip, storedPiece } from './gzip-pieces.ts';

const text = (value: string) => new TextEncoder().encode(value);

/** What a browser does with the answer: its own gzip decoder, fed the bytes as they arrive. */
async function browserGunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('gzip answers joined from pieces compressed apart', () => {
  it('decode to the pieces in order, whatever mix of levels and stored blocks', async () => {
    const page = '<!DOCTYPE html><html><head><script nonce="N">1</script></head><body>'.repeat(200);
    const pieces = [
      deflatedPiece(text(page), 6),
      storedPiece(text('nonce="a2V5LWZvci10aGlz"')),
      deflatedPiece(text('<div class="navbar__end">Fan One</div>'), 1),
      storedPiece(new Uint8Array(0)),
      deflatedPiece(new Uint8Array(0), 1),
      storedPiece(randomBytes(70_000)),
      deflatedPiece(text(page.toUpperCase()), 9),
    ];
    const joined = joinGzip(pieces);
    const expected = Buffer.concat(pieces.map((piece) => piece.raw));
    expect(expected.byteLength).toBe(page.length * 2 + 24 + 38 + 70_000);
    expect(Buffer.from(gunzipSync(joined)).equals(Buffer.from(expected))).toBe(true);
    expect(Buffer.from(await browserGunzip(joined)).equals(Buffer.from(expected))).toBe(true);
    // The shared parts keep their compression: the whole is far below the raw size.
    expect(joined.byteLength).toBeLessThan(70_000 + 2_000);
  });

  it('decode to nothing for no pieces', () => {
    expect(gunzipSync(joinGzip([])).byteLength).toBe(0);
  });
});
