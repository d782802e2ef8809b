import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip answer made of pieces compressed apart: each piece is raw deflate ending on a byte boundary
 * without a final block (a sync flush), so pieces compressed at different times join into one valid
 * stream. A page shared by many visitors is compressed once; only what differs for each (a nonce, an
 * account menu) is compressed per answer. RFC 1951 §3.2.3–3.2.4, RFC 1952.
 */
export type GzipPiece = { raw: Uint8Array; deflated: Uint8Array };

/** `raw` compressed at `level` (1 quick … 9 small), ready to join. */
export function deflatedPiece(raw: Uint8Array, level: number): GzipPiece {
  return { raw, deflated: deflateRawSync(raw, { level, finishFlush: constants.Z_SYNC_FLUSH }) };
}

/** `raw` in stored (uncompressed) blocks: for pieces too short to gain from compression. */
export function storedPiece(raw: Uint8Array): GzipPiece {
  const blocks: Uint8Array[] = [];
  let start = 0;
  do {
    const data = raw.subarray(start, start + 0xffff);
    // BFINAL 0, BTYPE 00 (stored), then LEN and its complement; aligned, as every piece ends on a byte.
    const length = data.byteLength;
    blocks.push(Uint8Array.of(0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff), data);
    start += 0xffff;
  } while (start < raw.byteLength);
  return { raw, deflated: Buffer.concat(blocks) };
}

/** gzip's header: no name, no time, no flags; OS 255 (unknown). */
const header = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** A final, empty block with fixed codes: BFINAL 1, BTYPE 01, end-of-block code. */
const finalBlock = Uint8Array.of(0x03, 0x00);

/** The pieces as one gzip member: header, their deflate data, a final block, CRC-32 and length. */
export function joinGzip(pieces: readonly GzipPiece[]): Uint8Array {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    // Node's crc32 answers 0 for no data after a value above 2^31, so empty pieces are passed over.
    if (piece.raw.byteLength > 0) crc = crc32(piece.raw, crc);
    length += piece.raw.byteLength;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([header, ...pieces.map((piece) => piece.deflated), finalBlock, trailer]);
}
