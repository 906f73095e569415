import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { captchaAlphabet, captchaHeight, captchaWidth, randomCaptchaText, renderCaptcha } from './captcha-image';
import { encodePng } from '../png-encoder';

/** Reads back IHDR and the pixel rows of a PNG written by encodePng. */
function decode(png: Buffer): { width: number; height: number; rows: Buffer } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  return { width, height, rows: inflateSync(png.subarray(41, 41 + idatLength)) };
}

describe('captcha image', () => {
  it('encodes a valid RGB PNG', () => {
    const pixels = new Uint8Array(2 * 2 * 3).fill(200);
    const { width, height, rows } = decode(encodePng(2, 2, pixels));
    expect([width, height, rows.length]).toEqual([2, 2, 2 * (1 + 6)]);
  });

  it('draws text from an alphabet without look-alikes, with ink and noise, differently each time', () => {
    const text = randomCaptchaText();
    expect(text).toMatch(new RegExp(`^[${captchaAlphabet}]{5}$`));
    expect(captchaAlphabet).not.toMatch(/[0O1IL2Z5S6G8B]/);
    const a = renderCaptcha('AC3D7');
    const b = renderCaptcha('AC3D7');
    expect(a.equals(b)).toBe(false);
    const { width, height, rows } = decode(a);
    expect([width, height]).toEqual([captchaWidth, captchaHeight]);
    const colours = new Map<number, number>();
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const c = rows.readUIntBE(y * (width * 3 + 1) + 1 + x * 3, 3);
        colours.set(c, (colours.get(c) ?? 0) + 1);
      }
    }
    // Background and ink; the ink (glyphs, lines, dots) covers a readable share of the picture.
    expect(colours.size).toBe(2);
    const ink = Math.min(...colours.values()) / (width * height);
    expect(ink).toBeGreaterThan(0.1);
    expect(ink).toBeLessThan(0.45);
    expect(a.length).toBeLessThan(8000);
  });
});
