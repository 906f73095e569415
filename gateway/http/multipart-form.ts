/**
 * Reads a multipart/form-data request (@fastify/multipart, registered with limits by
 * routes/payments.routes.ts) into text fields and file bytes, without touching the disk. A file
 * beyond the size limit comes back `truncated`; files beyond the count limit set `tooManyFiles`.
 */
import type { FastifyRequest } from 'fastify';
import { Refusal } from '../domain/refusal';

export interface FormFile {
  field: string;
  body: Uint8Array;
  truncated: boolean;
}

export interface MultipartForm {
  fields: Map<string, string>;
  files: FormFile[];
  tooManyFiles: boolean;
}

export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new Refusal(415, 'UNSUPPORTED_MEDIA_TYPE');
  const form: MultipartForm = { fields: new Map(), files: [], tooManyFiles: false };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        form.files.push({ field: part.fieldname, body: new Uint8Array(Buffer.concat(chunks)), truncated: part.file.truncated });
      } else if (typeof part.value === 'string') {
        if (form.fields.has(part.fieldname)) throw new Refusal(400, 'VALIDATION_FAILED', [{ path: `/${part.fieldname}`, reason: 'duplicate', message: 'error.validation_failed' }]);
        form.fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') form.tooManyFiles = true;
    else if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new Refusal(400, 'VALIDATION_FAILED', [{ path: '/', reason: 'maxItems', message: 'error.validation_failed' }]);
    else if (error instanceof Refusal) throw error;
    else throw new Refusal(400, 'BAD_REQUEST');
  }
  return form;
}
