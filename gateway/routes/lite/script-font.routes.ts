/**
 * Self-hosted script fonts (issue 20, docs/decisions/053): /fonts/<script>.css, the @font-face
 * rules, and /fonts/<script>/<file>.woff2 from the script's @fontsource package (woff2 only,
 * names confined to the package's files folder). The same for every merchant; the woff2 URLs
 * carry the package version, so they are kept a year.
 */
import type { FastifyPluginAsync } from 'fastify';
import { fontFile, fontSheet, isFontScript } from '../../domain/lite/script-font-files';
import { ApiError } from '../../http/api-error';
import { errorEnvelopeSchema } from '../../http/common-schemas';
import { sendLiteFile } from './lite-answer';

const tags = ['lite'];
const notModified = { description: 'Not modified (If-None-Match named the current ETag).', type: 'null' } as const;
const scriptSchema = { type: 'string', enum: ['thai', 'arabic', 'devanagari'], description: 'The script whose font is asked for.' } as const;
const fontQuery = { type: 'object', properties: { v: { type: 'string', maxLength: 32, description: 'The package version (cache key only).' } } } as const;

export const scriptFontRoutes: FastifyPluginAsync = async (app) => {
  app.get('/fonts/:script', {
    schema: {
      tags,
      summary: "A script's self-hosted font faces (thai.css, arabic.css, devanagari.css): font-display swap, the script's unicode-range",
      params: { type: 'object', required: ['script'], additionalProperties: false, properties: { script: { type: 'string', enum: ['thai.css', 'arabic.css', 'devanagari.css'], description: 'The stylesheet of a script.' } } },
      response: { 200: { description: 'text/css', type: 'string' }, 304: notModified, '4xx': errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const script = (request.params as { script: string }).script.replace(/\.css$/, '');
      const css = isFontScript(script) ? await fontSheet(script) : null;
      if (css === null) throw new ApiError(404, 'NOT_FOUND');
      return sendLiteFile(request, reply, { body: Buffer.from(css), type: 'text/css; charset=utf-8', cacheControl: 'public, max-age=86400' });
    },
  });

  app.get('/fonts/:script/:file', {
    schema: {
      tags,
      summary: "A woff2 file of a script's Noto Sans subset (from its @fontsource package)",
      params: { type: 'object', required: ['script', 'file'], additionalProperties: false, properties: { script: scriptSchema, file: { type: 'string', maxLength: 80 } } },
      querystring: fontQuery,
      response: { 200: { description: 'font/woff2', type: 'string', format: 'binary' }, 304: notModified, '4xx': errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const { script, file } = request.params as { script: string; file: string };
      const found = isFontScript(script) ? await fontFile(script, file) : null;
      if (!found) throw new ApiError(404, 'NOT_FOUND');
      return sendLiteFile(request, reply, { body: found.bytes, type: 'font/woff2', cacheControl: 'public, max-age=31536000, immutable' });
    },
  });
};
