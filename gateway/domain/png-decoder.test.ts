import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePng, PngError } from './png-decoder';
import { encodePng, encodePngRgba } from './png-encoder';

const limits = { maxWidth: 64, maxHeight: 64 };

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function png(width: number, height: number, colourType: number, raw: Buffer, extra: Buffer[] = [], interlace = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colourType;
  ihdr[12] = interlace;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), ...extra, chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const problemOf = (bytes: Uint8Array): string => {
  try {
    decodePng(bytes, limits);
    return 'decoded';
  } catch (error) {
    return error instanceof PngError ? error.problem : 'other';
  }
};

describe('PNG decoder', () => {
  it('decodes what the encoder writes, every filter included (RGBA and RGB)', () => {
    const rgba = new Uint8Array(7 * 5 * 4).map((_, i) => (i * 37) % 256);
    expect(decodePng(encodePngRgba(7, 5, rgba), limits)).toEqual({ width: 7, height: 5, rgba });
    const rgb = new Uint8Array(3 * 2 * 3).map((_, i) => i * 10);
    const decoded = decodePng(encodePng(3, 2, rgb), limits);
    expect(Array.from(decoded.rgba.subarray(0, 8))).toEqual([0, 10, 20, 255, 30, 40, 50, 255]);
  });

  it('decodes palette (with transparency), grey and grey + alpha', () => {
    const palette = chunk('PLTE', Buffer.from([255, 0, 0, 0, 0, 255]));
    const trns = chunk('tRNS', Buffer.from([128]));
    const indexed = decodePng(png(2, 1, 3, Buffer.from([0, 0, 1]), [palette, trns]), limits);
    expect(Array.from(indexed.rgba)).toEqual([255, 0, 0, 128, 0, 0, 255, 255]);
    expect(Array.from(decodePng(png(1, 1, 0, Buffer.from([0, 77])), limits).rgba)).toEqual([77, 77, 77, 255]);
    expect(Array.from(decodePng(png(1, 1, 4, Buffer.from([0, 77, 9])), limits).rgba)).toEqual([77, 77, 77, 9]);
  });

  it('refuses what is not a plain 8-bit PNG, is corrupt, or is too big, before inflating it', () => {
    expect(problemOf(Buffer.from('<svg/>'))).toBe('not-png');
    expect(problemOf(png(1, 1, 2, Buffer.from([0, 1, 2, 3]), [], 1))).toBe('unsupported');
    expect(problemOf(png(65, 1, 0, Buffer.alloc(66)))).toBe('too-large');
    const good = encodePngRgba(2, 2, new Uint8Array(16));
    expect(problemOf(good.subarray(0, good.length - 20))).toBe('corrupt');
    const flipped = Buffer.from(good);
    flipped[20] = (flipped[20] ?? 0) ^ 1;
    expect(problemOf(flipped)).toBe('corrupt');
    // More pixel bytes than the size needs (a decompression bomb) is corrupt, not inflated.
    expect(problemOf(png(2, 2, 0, Buffer.alloc(10_000_000)))).toBe('corrupt');
    expect(problemOf(png(1, 1, 3, Buffer.from([0, 5]), [chunk('PLTE', Buffer.from([1, 2, 3]))]))).toBe('corrupt');
  });
});
