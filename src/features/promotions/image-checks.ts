/**
 * The browser's check of member images before they are sent (§5; the gateway checks again by
 * content and re-encodes): PNG or JPEG by their first bytes (a renamed SVG is refused), under
 * 5 MiB each, at most 3. Answers the first problem's message key, or null.
 */
import { uploadLimits } from '../../../schemas/promotions';

const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegMagic = [0xff, 0xd8, 0xff];

export function imageTypeOf(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (pngMagic.every((b, i) => head[i] === b)) return 'image/png';
  if (jpegMagic.every((b, i) => head[i] === b)) return 'image/jpeg';
  return null;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 8).arrayBuffer());
}

/** The message key of the first problem of `adding` to `kept`, or null when all may be sent. */
export async function imageProblem(kept: readonly Blob[], adding: readonly Blob[]): Promise<string | null> {
  if (kept.length + adding.length > uploadLimits.imageMaxFiles) return 'promo.error.image_too_many';
  for (const file of adding) {
    if (file.size >= uploadLimits.imageMaxBytes) return 'promo.error.image_too_large';
    if (imageTypeOf(await headOf(file)) === null) return 'promo.error.image_type_invalid';
  }
  return null;
}
