/**
 * A strict PNG decoder on node:zlib, the twin of png-encoder.ts: 8 bits a channel, grey, RGB,
 * palette, grey + alpha or RGBA, not interlaced — what image editors export by default. Every
 * chunk's CRC is checked, the size is read before anything is inflated and the inflated bytes
 * are capped at exactly what that size needs (no decompression bomb). Uploaded images are
 * decoded to pixels and re-encoded, so nothing of the file but its pixels survives (no text
 * chunks, no trailing bytes, no polyglot). Pure.
 */
import { crc32, inflateSync } from 'node:zlib';

export interface DecodedImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, rows top to bottom. */
  rgba: Uint8Array;
}

export type PngProblem = 'not-png' | 'corrupt' | 'unsupported' | 'too-large';

export class PngError extends Error {
  constructor(readonly problem: PngProblem) {
    super(problem);
    this.name = 'PngError';
  }
}

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Channels per colour type (8-bit only). */
const channelsOf: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function unfilter(raw: Uint8Array, width: number, height: number, bpp: number): Uint8Array {
  const stride = width * bpp;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const prev = row - stride;
    for (let x = 0; x < stride; x++) {
      const v = raw[src + x] ?? 0;
      const a = x >= bpp ? (out[row + x - bpp] ?? 0) : 0;
      const b = y > 0 ? (out[prev + x] ?? 0) : 0;
      const c = x >= bpp && y > 0 ? (out[prev + x - bpp] ?? 0) : 0;
      let p: number;
      switch (filter) {
        case 0: p = 0; break;
        case 1: p = a; break;
        case 2: p = b; break;
        case 3: p = (a + b) >> 1; break;
        case 4: p = paeth(a, b, c); break;
        default: throw new PngError('corrupt');
      }
      out[row + x] = (v + p) & 0xff;
    }
  }
  return out;
}

export interface PngLimits {
  maxWidth: number;
  maxHeight: number;
}

export function decodePng(bytes: Uint8Array, limits: PngLimits): DecodedImage {
  if (bytes.length < 8 || signature.some((b, i) => bytes[i] !== b)) throw new PngError('not-png');
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let header: { width: number; height: number; colourType: number } | null = null;
  let palette: Uint8Array | null = null;
  let alphas: Uint8Array | null = null;
  const idat: Buffer[] = [];
  let ended = false;
  while (at + 12 <= buf.length && !ended) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    if (length > 0x7fffffff || at + 12 + length > buf.length) throw new PngError('corrupt');
    const data = buf.subarray(at + 8, at + 8 + length);
    if ((crc32(buf.subarray(at + 4, at + 8 + length)) >>> 0) !== buf.readUInt32BE(at + 8 + length)) throw new PngError('corrupt');
    at += 12 + length;
    if (type === 'IHDR') {
      if (length !== 13 || header) throw new PngError('corrupt');
      const width = data.readUInt32BE(0);
      const height = data.readUInt32BE(4);
      const [depth, colourType, compression, filter, interlace] = [data[8], data[9], data[10], data[11], data[12]];
      if (width === 0 || height === 0) throw new PngError('corrupt');
      if (width > limits.maxWidth || height > limits.maxHeight) throw new PngError('too-large');
      if (depth !== 8 || colourType === undefined || channelsOf[colourType] === undefined || compression !== 0 || filter !== 0 || interlace !== 0) {
        throw new PngError('unsupported');
      }
      header = { width, height, colourType };
    } else if (!header) {
      throw new PngError('corrupt');
    } else if (type === 'PLTE') {
      if (length % 3 !== 0 || length === 0 || length > 768) throw new PngError('corrupt');
      palette = new Uint8Array(data);
    } else if (type === 'tRNS') {
      alphas = new Uint8Array(data);
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      ended = true;
    }
    // Every other chunk (text, colour profile, time …) is dropped.
  }
  if (!header || !ended || idat.length === 0) throw new PngError('corrupt');
  const { width, height, colourType } = header;
  const bpp = channelsOf[colourType] ?? 4;
  const expected = (width * bpp + 1) * height;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected });
  } catch {
    throw new PngError('corrupt');
  }
  if (raw.length !== expected) throw new PngError('corrupt');
  if (colourType === 3 && !palette) throw new PngError('corrupt');
  const px = unfilter(raw, width, height, bpp);
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, o = 0; i < px.length; i += bpp, o += 4) {
    const v = px[i] ?? 0;
    if (colourType === 0 || colourType === 4) {
      rgba[o] = rgba[o + 1] = rgba[o + 2] = v;
      rgba[o + 3] = colourType === 4 ? (px[i + 1] ?? 255) : 255;
    } else if (colourType === 3) {
      if (!palette || v * 3 + 2 >= palette.length) throw new PngError('corrupt');
      rgba[o] = palette[v * 3] ?? 0;
      rgba[o + 1] = palette[v * 3 + 1] ?? 0;
      rgba[o + 2] = palette[v * 3 + 2] ?? 0;
      rgba[o + 3] = alphas && v < alphas.length ? (alphas[v] ?? 255) : 255;
    } else {
      rgba[o] = v;
      rgba[o + 1] = px[i + 1] ?? 0;
      rgba[o + 2] = px[i + 2] ?? 0;
      rgba[o + 3] = colourType === 6 ? (px[i + 3] ?? 255) : 255;
    }
  }
  return { width, height, rgba };
}
