/**
 * A tiny anti-aliased rasteriser for generated icons: shapes are "is this point inside"
 * tests with a bounding box, painted in order over an RGBA canvas with 4 × 4 samples a pixel
 * where a pixel is partly covered. Enough for gradients, circles, ellipses and polygons. Pure.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Shape {
  /** x0, y0, x1, y1 in pixels. */
  box: readonly [number, number, number, number];
  inside: (x: number, y: number) => boolean;
}

export interface Canvas {
  width: number;
  height: number;
  rgba: Uint8Array;
}

export function createCanvas(width: number, height: number): Canvas {
  return { width, height, rgba: new Uint8Array(width * height * 4) };
}

export function circle(cx: number, cy: number, r: number): Shape {
  return { box: [cx - r, cy - r, cx + r, cy + r], inside: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r };
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): Shape {
  return {
    box: [cx - rx, cy - ry, cx + rx, cy + ry],
    inside: (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1,
  };
}

export function roundedRect(x0: number, y0: number, w: number, h: number, r: number): Shape {
  const x1 = x0 + w;
  const y1 = y0 + h;
  return {
    box: [x0, y0, x1, y1],
    inside: (x, y) => {
      if (x < x0 || x > x1 || y < y0 || y > y1) return false;
      const dx = x < x0 + r ? x0 + r - x : x > x1 - r ? x - (x1 - r) : 0;
      const dy = y < y0 + r ? y0 + r - y : y > y1 - r ? y - (y1 - r) : 0;
      return dx * dx + dy * dy <= r * r;
    },
  };
}

/** A polygon (even-odd rule) from x,y pairs. */
export function polygon(points: readonly (readonly [number, number])[]): Shape {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    inside: (x, y) => {
      let odd = false;
      const n = xs.length;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const xi = xs[i] ?? 0;
        const yi = ys[i] ?? 0;
        const xj = xs[j] ?? 0;
        const yj = ys[j] ?? 0;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
      }
      return odd;
    },
  };
}

export function union(...shapes: Shape[]): Shape {
  return {
    box: [
      Math.min(...shapes.map((s) => s.box[0])),
      Math.min(...shapes.map((s) => s.box[1])),
      Math.max(...shapes.map((s) => s.box[2])),
      Math.max(...shapes.map((s) => s.box[3])),
    ],
    inside: (x, y) => shapes.some((s) => s.inside(x, y)),
  };
}

function blend(canvas: Canvas, px: number, py: number, r: number, g: number, b: number, alpha: number): void {
  const i = (py * canvas.width + px) * 4;
  const d = canvas.rgba;
  const da = (d[i + 3] ?? 0) / 255;
  const keep = da * (1 - alpha);
  const oa = alpha + keep;
  if (oa <= 0) return;
  d[i] = (r * alpha + (d[i] ?? 0) * keep) / oa + 0.5;
  d[i + 1] = (g * alpha + (d[i + 1] ?? 0) * keep) / oa + 0.5;
  d[i + 2] = (b * alpha + (d[i + 2] ?? 0) * keep) / oa + 0.5;
  d[i + 3] = oa * 255 + 0.5;
}

const samples = 4;

/** Fraction of the pixel (px, py) inside the shape: its corners and centre first, 16 samples only where they disagree (an edge). */
function coverage(inside: Shape['inside'], px: number, py: number): number {
  const n =
    Number(inside(px, py)) +
    Number(inside(px + 1, py)) +
    Number(inside(px, py + 1)) +
    Number(inside(px + 1, py + 1)) +
    Number(inside(px + 0.5, py + 0.5));
  if (n === 5) return 1;
  if (n === 0) return 0;
  let hits = 0;
  for (let sy = 0; sy < samples; sy++)
    for (let sx = 0; sx < samples; sx++)
      if (inside(px + (sx + 0.5) / samples, py + (sy + 0.5) / samples)) hits++;
  return hits / (samples * samples);
}

/** A colour per pixel: writes r, g, b (0..255) of the point (x, y) into `out`. */
export type Paint = (x: number, y: number, out: Rgb) => void;

/** Paints the shape in one colour at `alpha` (0..1), or with a colour per pixel. */
export function fill(canvas: Canvas, shape: Shape, colour: Rgb | Paint, alpha = 1): void {
  const [bx0, by0, bx1, by1] = shape.box;
  const x0 = Math.max(0, Math.floor(bx0));
  const y0 = Math.max(0, Math.floor(by0));
  const x1 = Math.min(canvas.width, Math.ceil(bx1));
  const y1 = Math.min(canvas.height, Math.ceil(by1));
  const c: Rgb = typeof colour === 'function' ? { r: 0, g: 0, b: 0 } : colour;
  for (let py = y0; py < y1; py++) {
    for (let px = x0; px < x1; px++) {
      const cover = coverage(shape.inside, px, py);
      if (cover === 0) continue;
      if (typeof colour === 'function') colour(px + 0.5, py + 0.5, c);
      blend(canvas, px, py, c.r, c.g, c.b, cover * alpha);
    }
  }
}
