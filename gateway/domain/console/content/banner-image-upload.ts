/**
 * A banner image uploaded in the console (docs/decisions/048): a PNG up to 1 MiB and 2560 ×
 * 1440 pixels, decoded to its pixels and re-encoded by the gateway (png-decoder.ts,
 * png-encoder.ts), so only pixels are stored: no metadata, no trailing bytes, no script in any
 * disguise. Stored content-addressed in the media table (served at /lgw/media/<sha256>.png,
 * immutable) and audited as content.upload. Other formats are refused with IMAGE_INVALID.
 */
import { contentLimits, type BannerImageUploaded } from '../../../../schemas/console-content';
import { mediaPath, mediaSha } from '../../../db/content/media-repository';
import { decodePng, PngError } from '../../png-decoder';
import { encodePngRgba } from '../../png-encoder';
import { Refusal } from '../../refusal';
import { changeContent, type ContentActor, type ContentContext } from './content-change';

function refusal(problem: string): Refusal {
  if (problem === 'too-large') return new Refusal(400, 'IMAGE_INVALID', [{ path: '/image', reason: 'too-large', message: 'error.image_invalid' }]);
  return new Refusal(400, 'IMAGE_INVALID', [{ path: '/image', reason: problem, message: 'error.image_invalid' }]);
}

/** The upload's bytes from its base64 text; anything that is not base64 is refused. */
export function imageBytesOf(base64: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) throw refusal('not-base64');
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length === 0) throw refusal('empty');
  if (bytes.length > contentLimits.imageMaxBytes) throw new Refusal(413, 'PAYLOAD_TOO_LARGE', [{ path: '/image', reason: 'too-large', message: 'error.payload_too_large' }]);
  return bytes;
}

/** Decodes and re-encodes; the stored PNG and its size. */
export function reencodeBannerImage(bytes: Uint8Array): { png: Buffer; width: number; height: number } {
  let image;
  try {
    image = decodePng(bytes, { maxWidth: contentLimits.imageMaxWidth, maxHeight: contentLimits.imageMaxHeight });
  } catch (error) {
    if (error instanceof PngError) throw refusal(error.problem);
    throw error;
  }
  const png = encodePngRgba(image.width, image.height, image.rgba);
  if (png.length > contentLimits.storedImageMaxBytes) throw new Refusal(413, 'PAYLOAD_TOO_LARGE', [{ path: '/image', reason: 'too-large-encoded', message: 'error.payload_too_large' }]);
  return { png, width: image.width, height: image.height };
}

export async function uploadBannerImage(ctx: ContentContext, actor: ContentActor, merchant: string, base64: string): Promise<BannerImageUploaded> {
  const bytes = imageBytesOf(base64);
  return changeContent(ctx, actor, merchant, async ({ trx, at }) => {
    // Decoded inside the permission check: a caller without content.publish costs no decoding.
    const { png, width, height } = reencodeBannerImage(bytes);
    const sha256 = mediaSha(png);
    await trx
      .insertInto('media')
      .values({ sha256, content_type: 'image/png', width, height, body: png, created_at: at })
      .onConflict((oc) => oc.column('sha256').doNothing())
      .execute();
    const path = mediaPath(sha256, 'image/png');
    const answer = { path, width, height, bytes: png.length };
    return { action: 'content.upload', target: `banner-image:${sha256}`, before: null, after: answer, answer };
  });
}
