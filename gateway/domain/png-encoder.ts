/**
 * A minimal PNG encoder (8 bits a channel, no interlace) on node:zlib: signature, IHDR, one
 * IDAT, IEND. Enough for generated images: captchas (RGB, unfiltered rows) and game icons (RGBA,
 * filtered rows); nothing to install or build.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** rgb: width × height × 3 bytes, row by row. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('pixel buffer size does not match the image size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** One row filtered each way; the one with the smallest residual sum wins. */
function filterRow(row: Uint8Array, prev: Uint8Array | null, bpp: number): Uint8Array {
  const n = row.length;
  let best: Uint8Array | null = null;
  let bestScore = Infinity;
  for (let type = 0; type < 5; type++) {
    if (type === 3) continue; // average: rarely wins on these images
    const out = new Uint8Array(n + 1);
    out[0] = type;
    let score = 0;
    for (let i = 0; i < n; i++) {
      const x = row[i] ?? 0;
      const a = i >= bpp ? (row[i - bpp] ?? 0) : 0;
      const b = prev ? (prev[i] ?? 0) : 0;
      const c = prev && i >= bpp ? (prev[i - bpp] ?? 0) : 0;
      const predicted = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : paeth(a, b, c);
      const v = (x - predicted) & 0xff;
      out[i + 1] = v;
      score += v < 128 ? v : 256 - v;
    }
    if (score < bestScore) {
      bestScore = score;
      best = out;
    }
  }
  return best ?? new Uint8Array(n + 1);
}

/**
 * RGBA (width × height × 4 bytes, rows top to bottom), for generated icons: each row gets the
 * filter (none, sub, up, Paeth) with the smallest sum of residuals, then zlib at level 6 (level 9
 * is ten times slower for a few per cent).
 */
export function encodePngRgba(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * 4;
  const rows: Uint8Array[] = [];
  for (let y = 0; y < height; y++) {
    const row = rgba.subarray(y * stride, (y + 1) * stride);
    rows.push(filterRow(row, y > 0 ? rgba.subarray((y - 1) * stride, y * stride) : null, 4));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
