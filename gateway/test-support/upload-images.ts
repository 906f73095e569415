/**
 * Images for upload tests (issue 19): a real PNG carrying a tEXt metadata chunk and a payload
 * after IEND, a real JPEG carrying an EXIF/comment segment and trailing bytes, an SVG, and
 * helpers to look for those bytes in what the gateway stored.
 */
import { deflateSync } from 'node:zlib';

const crcTable = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const secretMarker = 'PORTICO-SECRET-PAYLOAD';

/** A width×height RGB PNG with a tEXt chunk and `trailing` bytes after IEND (both carry secretMarker). */
export function pngWithPayload(width = 16, height = 16, trailing = `<script>${secretMarker}</script>`): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set([(x * 16) & 255, (y * 16) & 255, 128], 1 + x * 3);
    rows.push(row);
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('tEXt', Buffer.from(`Comment\0${secretMarker}`, 'latin1')),
      chunk('IDAT', deflateSync(Buffer.concat(rows))),
      chunk('IEND', new Uint8Array(0)),
      Buffer.from(trailing),
    ]),
  );
}

/** A PNG-looking file of `bytes` bytes (magic bytes then filler): for size limits only. */
export function oversizePng(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  out.set(pngWithPayload(4, 4, ''));
  return out;
}

/** PNG magic bytes and a header, then bytes that are no image data: does not decode. */
export function brokenPng(): Uint8Array {
  const whole = Buffer.from(pngWithPayload(8, 8, ''));
  const idat = whole.indexOf(Buffer.from('IDAT'));
  return new Uint8Array(Buffer.concat([whole.subarray(0, idat + 4), Buffer.alloc(64, 0x5a)]));
}

export const svgRenamed = new Uint8Array(
  Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`),
);

export function contains(haystack: Uint8Array, needle: string): boolean {
  return Buffer.from(haystack).includes(Buffer.from(needle));
}

/** Position just after the PNG's IEND chunk (its CRC included), or -1. */
export function pngEnd(bytes: Uint8Array): number {
  const at = Buffer.from(bytes).indexOf(Buffer.from('IEND'));
  return at < 0 ? -1 : at + 8;
}
