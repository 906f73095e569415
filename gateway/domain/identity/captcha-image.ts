/**
 * Captcha pictures: 4–5 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z,
 * 5/S, 6/G, 8/B), drawn from a 5×7 bitmap font, each glyph scaled, rotated and sheared at
 * random, the whole picture bent by a sine wave, with noise dots and lines in the ink colour.
 * Pure apart from the random numbers (node:crypto); encoded by png-encoder.ts.
 */
import { randomInt } from 'node:crypto';
import { encodePng } from '../png-encoder';

const font: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  C: '01111 10000 10000 10000 10000 10000 01111',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  H: '10001 10001 10001 11111 10001 10001 10001',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 11001 10101 10011 10001 10001 10001',
  P: '11110 10001 10001 11110 10000 10000 10000',
  R: '11110 10001 10001 11110 10100 10010 10001',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 11011 10001',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  '3': '11110 00001 00001 01110 00001 00001 11110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '9': '01110 10001 10001 01111 00001 00001 01110',
};

export const captchaAlphabet = Object.keys(font).join('');
export const captchaWidth = 150;
export const captchaHeight = 50;

const rand = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);

export function randomCaptchaText(length = 5): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += captchaAlphabet[randomInt(captchaAlphabet.length)];
  return out;
}

type Ink = [number, number, number];

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Ink,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i += 1) this.pixels.set(background, i * 3);
  }
  set(x: number, y: number, ink: Ink): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(ink, (py * this.width + px) * 3);
  }
}

function drawGlyph(canvas: Canvas, ch: string, cx: number, cy: number, ink: Ink): void {
  const rows = (font[ch] ?? '').split(' ');
  const scale = rand(3.4, 4.0);
  const angle = rand(-0.35, 0.35);
  const shear = rand(-0.3, 0.3);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  rows.forEach((row, r) => {
    [...row].forEach((bit, c) => {
      if (bit !== '1') return;
      // Fill the cell with sub-samples so rotated cells leave no gaps.
      for (let dy = 0; dy < 1; dy += 0.2) {
        for (let dx = 0; dx < 1; dx += 0.2) {
          const u = (c + dx - 2.5) * scale;
          const v = (r + dy - 3.5) * scale;
          const su = u + shear * v;
          canvas.set(cx + su * cos - v * sin, cy + su * sin + v * cos, ink);
        }
      }
    });
  });
}

function wave(canvas: Canvas, background: Ink): Canvas {
  const out = new Canvas(canvas.width, canvas.height, background);
  const amplitude = rand(1.5, 3);
  const period = rand(9, 16);
  const phase = rand(0, Math.PI * 2);
  for (let y = 0; y < canvas.height; y += 1) {
    const shift = Math.round(amplitude * Math.sin(y / period + phase));
    for (let x = 0; x < canvas.width; x += 1) {
      const sx = Math.min(canvas.width - 1, Math.max(0, x + shift));
      const from = (y * canvas.width + sx) * 3;
      out.pixels.set(canvas.pixels.subarray(from, from + 3), (y * canvas.width + x) * 3);
    }
  }
  return out;
}

function noise(canvas: Canvas, ink: Ink): void {
  for (let i = 0; i < 3; i += 1) {
    const [x0, y0, x1, y1] = [rand(0, 20), rand(0, canvas.height), rand(canvas.width - 20, canvas.width), rand(0, canvas.height)];
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
    const bend = rand(-6, 6);
    for (let s = 0; s <= steps; s += 1) {
      const t = s / steps;
      canvas.set(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + bend * Math.sin(t * Math.PI), ink);
    }
  }
  const dots = Math.round(canvas.width * canvas.height * 0.06);
  for (let i = 0; i < dots; i += 1) canvas.set(randomInt(canvas.width), randomInt(canvas.height), ink);
}

/** The PNG of `text` (characters of captchaAlphabet). */
export function renderCaptcha(text: string): Buffer {
  const background: Ink = [randomInt(225, 256), randomInt(225, 256), randomInt(225, 256)];
  const ink: Ink = [randomInt(0, 90), randomInt(0, 90), randomInt(0, 120)];
  const canvas = new Canvas(captchaWidth, captchaHeight, background);
  const step = (captchaWidth - 24) / text.length;
  [...text].forEach((ch, i) => drawGlyph(canvas, ch, 12 + step * (i + 0.5) + rand(-2, 2), captchaHeight / 2 + rand(-3, 3), ink));
  const bent = wave(canvas, background);
  noise(bent, ink);
  return encodePng(captchaWidth, captchaHeight, bent.pixels);
}
