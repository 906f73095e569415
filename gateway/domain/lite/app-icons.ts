/**
 * The Lite app's icons, drawn from the merchant's logo with sharp: the logo (SVG rasterised at
 * the density the size needs, or a PNG/WebP/JPEG) fitted inside a square of the brand's
 * background colour, at 84 % of the side for "any" and inside the 80 % safe circle (60 % of the
 * side) for "maskable". SVGs are sanitised first (svg-sanitiser.ts), as when they are served.
 * Icons are kept per merchant, logo and colours; concurrent first asks share one drawing.
 * sharp (libvips) is loaded on the first drawing, not when the gateway starts. docs/decisions/053.
 */
import { createHash } from 'node:crypto';
import type SharpModule from 'sharp';
import { sanitiseSvg } from '../brand/svg-sanitiser';
import type { LiteIconPurpose, LiteIconSize } from './web-manifest';

export interface LogoImage {
  bytes: Buffer;
  svg: boolean;
}

/** Largest raster density asked of librsvg (a tiny SVG is not drawn at more than this dpi). */
const maxDensity = 2400;

type Sharp = typeof SharpModule;
let sharpModule: Promise<Sharp> | null = null;
const loadSharp = (): Promise<Sharp> => (sharpModule ??= import('sharp').then((m) => m.default));

async function logoRaster(sharp: Sharp, logo: LogoImage, inner: number): Promise<Buffer> {
  const input = logo.svg ? Buffer.from(sanitiseSvg(logo.bytes.toString('utf8'))) : logo.bytes;
  let density: number | undefined;
  if (logo.svg) {
    const meta = await sharp(input).metadata();
    const side = Math.max(meta.width, meta.height, 1);
    density = Math.min(maxDensity, Math.max(72, Math.ceil((72 * inner) / side)));
  }
  return sharp(input, { density, limitInputPixels: 64_000_000 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

export async function drawLiteIcon(logo: LogoImage, size: LiteIconSize, purpose: LiteIconPurpose, background: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const inner = Math.round(size * (purpose === 'maskable' ? 0.6 : 0.84));
  const mark = await logoRaster(sharp, logo, inner);
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** What the icons of a merchant depend on: its logo's bytes and its background colour. */
export function liteIconVersion(logo: LogoImage, background: string): string {
  return createHash('sha256').update(logo.bytes).update(background).digest('hex').slice(0, 12);
}

export interface LiteIconCache {
  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer>;
}

/** A small bounded cache (4 icons a merchant): a failed drawing is not kept. */
export function createLiteIconCache(max = 256): LiteIconCache {
  const icons = new Map<string, Promise<Buffer>>();
  return {
    get(key, draw) {
      const hit = icons.get(key);
      if (hit) return hit;
      if (icons.size >= max) icons.clear();
      const drawing = draw().catch((error: unknown) => {
        icons.delete(key);
        throw error;
      });
      icons.set(key, drawing);
      return drawing;
    },
  };
}
