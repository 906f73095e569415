/**
 * The member image pipeline (issue 19, docs/decisions/050): activity applications and feedback
 * (and any later upload) pass their files through `acceptImages`. Checks, in order, with nothing
 * written before all of them pass:
 *   1. count: at most `maxFiles` (IMAGE_TOO_MANY);
 *   2. size: each under `maxBytes` as sent (IMAGE_TOO_LARGE; multipart truncation counts);
 *   3. type by content: PNG or JPEG by magic bytes, never by name or declared type
 *      (IMAGE_TYPE_INVALID: an SVG or HTML renamed .png stops here);
 *   4. decode: the bytes decode as that type (IMAGE_UNREADABLE) to at most maxPixels / maxSide
 *      (IMAGE_TOO_LARGE: a small file that inflates to a huge bitmap);
 *   5. re-encode with sharp from the decoded pixels, EXIF orientation applied, no metadata kept:
 *      EXIF, XMP, ICC, comments, text chunks and any bytes after the image's end are gone.
 * The clean bytes are what callers store (member_images, outside the web root).
 */
import sharp, { type Metadata } from 'sharp';
import type { FieldProblem } from '../../../schemas/envelope';
import type { ErrorCode } from '../../../schemas/error-codes';
import { Refusal } from '../refusal';
import { createSemaphore } from '../semaphore';
import { sniffImageType } from '../identity/member-image';

export type CleanImageType = 'image/png' | 'image/jpeg';

export interface UploadedImage {
  body: Uint8Array;
  /** The multipart reader stopped at the size limit. */
  truncated: boolean;
}

export interface ImageLimits {
  maxFiles: number;
  maxBytes: number;
  maxPixels: number;
  maxSide: number;
}

export interface CleanImage {
  contentType: CleanImageType;
  body: Uint8Array;
  width: number;
  height: number;
}

/** Decoding is CPU work: two at a time per instance, a bounded queue behind them. */
const decoding = createSemaphore(2, 64);

function refusal(code: ErrorCode, path: string, reason: string, message: string): Refusal {
  const problem: FieldProblem = { path, reason, message };
  return new Refusal(400, code, [problem]);
}

/** Checks 1–3 (no decoding): the content type of each file. */
export function checkImageFiles(files: readonly UploadedImage[], limits: ImageLimits, field: string, tooManyFiles = false): CleanImageType[] {
  if (tooManyFiles || files.length > limits.maxFiles) throw refusal('IMAGE_TOO_MANY', `/${field}`, 'maxItems', 'promo.error.image_too_many');
  return files.map((f, i) => {
    if (f.truncated || f.body.length >= limits.maxBytes) throw refusal('IMAGE_TOO_LARGE', `/${field}/${i}`, 'maxSize', 'promo.error.image_too_large');
    const type = sniffImageType(f.body);
    if (type !== 'image/png' && type !== 'image/jpeg') throw refusal('IMAGE_TYPE_INVALID', `/${field}/${i}`, 'type', 'promo.error.image_type_invalid');
    return type;
  });
}

async function reencode(body: Uint8Array, type: CleanImageType, limits: ImageLimits, path: string): Promise<CleanImage> {
  const input = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' }).metadata();
  } catch {
    throw refusal('IMAGE_UNREADABLE', path, 'decode', 'promo.error.image_unreadable');
  }
  const expected = type === 'image/png' ? 'png' : 'jpeg';
  if (meta.format !== expected) throw refusal('IMAGE_TYPE_INVALID', path, 'type', 'promo.error.image_type_invalid');
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) throw refusal('IMAGE_UNREADABLE', path, 'decode', 'promo.error.image_unreadable');
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw refusal('IMAGE_TOO_LARGE', path, 'maxPixels', 'promo.error.image_too_large');
  }
  try {
    // Without .withMetadata()/.keepMetadata() sharp writes no EXIF, XMP, ICC or text chunks.
    const pipeline = sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' }).rotate();
    const out = type === 'image/png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 90 });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    if (data.length >= limits.maxBytes) throw refusal('IMAGE_TOO_LARGE', path, 'maxSize', 'promo.error.image_too_large');
    return { contentType: type, body: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw refusal('IMAGE_UNREADABLE', path, 'decode', 'promo.error.image_unreadable');
  }
}

/** Checks every file, then decodes and re-encodes each; all or nothing. */
export async function acceptImages(files: readonly UploadedImage[], limits: ImageLimits, field: string, tooManyFiles = false): Promise<CleanImage[]> {
  const types = checkImageFiles(files, limits, field, tooManyFiles);
  const out: CleanImage[] = [];
  for (const [i, f] of files.entries()) {
    out.push(await decoding.run(() => reencode(f.body, types[i] as CleanImageType, limits, `/${field}/${i}`)));
  }
  return out;
}
