/**
 * An uploaded logo or favicon made safe to serve (docs/decisions/045): an SVG goes through the
 * brand folders' sanitiser (scripts, event handlers, outside references removed; nothing left to
 * draw is a refusal), a PNG is decoded and re-encoded as a fresh PNG (only the pixels survive:
 * no metadata, no trailing bytes, no polyglot). Anything else (JPEG, WebP, ICO) is refused: the
 * repository has no decoder for them, and logos and favicons are SVG or PNG anyway.
 */
import { createHash } from 'node:crypto';
import { encodePngRgba } from '../png-encoder';
import { decodePng, PngError } from '../png-decoder';
import { sanitiseSvg } from './svg-sanitiser';

/** The largest raster logo (2048 × 2048). */
export const maxImageSide = 2048;

export interface SafeImage {
  contentType: 'image/svg+xml' | 'image/png';
  bytes: Buffer;
}

function looksLikeSvg(text: string): boolean {
  return /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(text);
}

/** The safe form of an uploaded image, or null when it is not an SVG or PNG we can read. */
export function safeImage(upload: Uint8Array): SafeImage | null {
  const head = upload.subarray(0, 4);
  if (head[0] === 0x89 && head[1] === 0x50) {
    try {
      const png = decodePng(upload, { maxWidth: maxImageSide, maxHeight: maxImageSide });
      return { contentType: 'image/png', bytes: encodePngRgba(png.width, png.height, png.rgba) };
    } catch (error) {
      if (error instanceof PngError) return null;
      throw error;
    }
  }
  const text = Buffer.from(upload).toString('utf8').replace(/^\uFEFF/, '');
  if (!looksLikeSvg(text)) return null;
  const svg = sanitiseSvg(text);
  return svg === '' ? null : { contentType: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') };
}

/** The stored name of an image: its kind and the first 16 hex digits of its SHA-256. */
export function imageName(kind: string, image: SafeImage): string {
  const hash = createHash('sha256').update(image.bytes).digest('hex').slice(0, 16);
  return `${kind.toLowerCase()}-${hash}.${image.contentType === 'image/png' ? 'png' : 'svg'}`;
}
