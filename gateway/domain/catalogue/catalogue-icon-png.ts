/**
 * The generated game icon as a PNG (docs/decisions/021-lobby-lists.md): the same design as the
 * SVG of catalogue-icon.ts (a radial gradient, a soft circle, one of a dozen symbols chosen by a
 * hash of vendor and node id), drawn by raster.ts. A raster image is decoded off the browser's
 * main thread (decoding="async"); an SVG image makes Chromium build a small document on the main
 * thread for every icon (~20–30 ms each at 4× CPU throttling), which was most of the lobby's
 * scrolling and loading cost. Without the vendor mark's text (a raster font is not worth it: the
 * tile names the game). A pure function of the URL, cached forever; kept in a small memory cache
 * here because drawing one costs a few milliseconds.
 */
import { fnv1a, hslToRgb, readableOn } from './vendor-icon';
import { encodePngRgba } from '../png-encoder';
import {
  circle,
  createCanvas,
  ellipse,
  fill,
  polygon,
  roundedRect,
  union,
  type Rgb,
  type Shape,
} from '../raster';

/** Pixels a side: the tile shows the icon at ~150–180 CSS px; 2× of the old 120 would be too heavy. */
export const gameIconPngSide = 120;

/**
 * The gradient in this many steps: a smooth one changes every pixel, which PNG compresses
 * poorly (~10 KB an icon); in steps it is runs of one colour (~3 KB), and the bands are barely
 * seen on these dark gradients.
 */
const gradientSteps = 64;

type Point = readonly [number, number];
/** A symbol: shapes in the 120-unit design space, each with its opacity and optional colour. */
type Layer = { shape: Shape; alpha: number; colour?: Rgb };

function starPoints(cx: number, cy: number, outer: number, inner: number, points: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}

const shade: Rgb = { r: 0, g: 0, b: 0 };

/** The twelve symbols of catalogue-icon.ts, as shapes (k scales 120 units to pixels). */
function symbolLayers(index: number, h: number, k: number): Layer[] {
  const P = (pts: Point[]): Shape => polygon(pts.map(([x, y]) => [x * k, y * k] as const));
  const C = (cx: number, cy: number, r: number): Shape => circle(cx * k, cy * k, r * k);
  const E = (cx: number, cy: number, rx: number, ry: number): Shape =>
    ellipse(cx * k, cy * k, rx * k, ry * k);
  const R = (x: number, y: number, w: number, hh: number, r = 0): Shape =>
    roundedRect(x * k, y * k, w * k, hh * k, r * k);
  const one = (shape: Shape): Layer[] => [{ shape, alpha: 1 }];
  switch (index) {
    case 0:
      return one(P(starPoints(60, 56, 30, 13, 5)));
    case 1:
      return one(
        P([
          [60, 24],
          [88, 56],
          [60, 88],
          [32, 56],
        ]),
      );
    case 2:
      return [
        { shape: C(60, 56, 28), alpha: 1 },
        { shape: C(60, 56, 16), alpha: 0.5, colour: shade },
      ];
    case 3:
      return one(
        union(
          C(45, 47, 18.6),
          C(75, 47, 18.6),
          P([
            [29, 52],
            [91, 52],
            [60, 86],
          ]),
        ),
      );
    case 4:
      return one(
        P([
          [30, 76],
          [90, 76],
          [96, 40],
          [76, 56],
          [60, 30],
          [44, 56],
          [24, 40],
        ]),
      );
    case 5:
      return one(union(C(47, 46, 14), C(73, 46, 14), C(60, 68, 14), R(56, 70, 8, 20)));
    case 6:
      return [
        { shape: R(32, 28, 56, 56, 12), alpha: 1 },
        ...[
          [48, 44],
          [72, 68],
          [60, 56],
        ].map(([x, y]) => ({ shape: C(x ?? 0, y ?? 0, 5), alpha: 0.35, colour: shade })),
      ];
    case 7:
      return one(P(starPoints(60, 56, 32, 20, 8)));
    case 8:
      return one(
        union(
          C(60, 68, 26),
          P([
            [60, 22],
            [84, 58],
            [86, 68],
            [34, 68],
            [36, 58],
          ]),
        ),
      );
    case 9:
      return [
        {
          shape: P([
            [36, 80],
            [60, 28],
            [84, 80],
          ]),
          alpha: 1,
        },
        { shape: R(48, 64, 24, 16), alpha: 0.5, colour: shade },
      ];
    case 10:
      return one(P(starPoints(60, 56, 30, 8, 4 + (h % 3))));
    default:
      return [
        { shape: E(60, 56, 32, 20), alpha: 1 },
        { shape: E(60, 56, 12, 20), alpha: 0.5, colour: shade },
      ];
  }
}

export function gameIconPng(vassalage: string, nodeId: string, side = gameIconPngSide): Buffer {
  const h = fnv1a(`${vassalage}/${nodeId}`);
  const hue = h % 360;
  const from = hslToRgb(hue, 0.7, 0.42);
  const to = hslToRgb((hue + 40 + ((h >>> 9) % 60)) % 360, 0.72, 0.2);
  const ink = readableOn(from, to);
  const k = side / 120;
  const canvas = createCanvas(side, side);
  // The SVG's radialGradient: centre (0.3, 0.25) of the box, radius the box's side.
  const gx = 0.3 * side;
  const gy = 0.25 * side;
  const gradient = (x: number, y: number, out: Rgb): void => {
    const t =
      Math.round(Math.min(1, Math.sqrt((x - gx) ** 2 + (y - gy) ** 2) / side) * gradientSteps) /
      gradientSteps;
    out.r = from.r + (to.r - from.r) * t;
    out.g = from.g + (to.g - from.g) * t;
    out.b = from.b + (to.b - from.b) * t;
  };
  fill(canvas, roundedRect(0, 0, side, side, 18 * k), gradient);
  fill(
    canvas,
    circle((20 + (h % 80)) * k, (100 - ((h >>> 12) % 30)) * k, (24 + ((h >>> 16) % 20)) * k),
    { r: 255, g: 255, b: 255 },
    0.08,
  );
  for (const layer of symbolLayers((h >>> 4) % 12, h, k))
    fill(canvas, layer.shape, layer.colour ?? ink, 0.9 * layer.alpha);
  return encodePngRgba(side, side, canvas.rgba);
}

const cache = new Map<string, Buffer>();
const cacheSize = 2000;

/** gameIconPng, remembered for the last `cacheSize` icons asked for. */
export function cachedGameIconPng(vassalage: string, nodeId: string): Buffer {
  const key = `${vassalage}/${nodeId}`;
  let png = cache.get(key);
  if (png) {
    cache.delete(key);
  } else {
    png = gameIconPng(vassalage, nodeId);
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value ?? '');
  }
  cache.set(key, png);
  return png;
}
