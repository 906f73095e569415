/**
 * Multipart forms carrying member images (activity application, feedback): known text fields
 * only, files only in the images field, the pipeline's cheap checks (count, size, type by
 * content) at once and the decode + re-encode when asked, so a caller validates its text fields
 * in between and nothing is written before every check passed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { uploadFields, uploadLimits } from '../../../schemas/promotions';
import { Refusal } from '../../domain/refusal';
import { acceptImages, checkImageFiles, type CleanImage, type ImageLimits } from '../../domain/uploads/image-upload';
import { readMultipartForm } from '../../http/multipart-form';

export const memberImageLimits: ImageLimits = {
  maxFiles: uploadLimits.imageMaxFiles,
  maxBytes: uploadLimits.imageMaxBytes,
  maxPixels: uploadLimits.imageMaxPixels,
  maxSide: uploadLimits.imageMaxSide,
};

export interface ImageForm {
  fields: Map<string, string>;
  cleanImages(): Promise<CleanImage[]>;
}

const unknownField = (name: string) => new Refusal(400, 'VALIDATION_FAILED', [{ path: `/${name}`, reason: 'additionalProperties', message: 'error.validation_failed' }]);

export async function readImageForm(request: FastifyRequest, textFields: readonly string[]): Promise<ImageForm> {
  const form = await readMultipartForm(request);
  const stray = form.files.find((f) => f.field !== uploadFields.images);
  if (stray) throw unknownField(stray.field);
  for (const name of form.fields.keys()) if (!textFields.includes(name)) throw unknownField(name);
  checkImageFiles(form.files, memberImageLimits, uploadFields.images, form.tooManyFiles);
  return { fields: form.fields, cleanImages: () => acceptImages(form.files, memberImageLimits, uploadFields.images, form.tooManyFiles) };
}

/** Sends a stored member image to its owner, or 404. */
export function sendImage(reply: FastifyReply, image: { contentType: string; body: Uint8Array } | null) {
  if (!image) throw new Refusal(404, 'NOT_FOUND');
  reply.header('content-type', image.contentType);
  reply.header('cache-control', 'private, max-age=3600');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return reply.send(Buffer.from(image.body));
}
