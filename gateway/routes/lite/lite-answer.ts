/**
 * Sends a Lite app file (manifest, worker, offline page, icon, font) with a strong ETag of its
 * bytes: 304 when If-None-Match names it. Compression is left to @fastify/compress.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../../http/encoded-answer';

export interface LiteFile {
  body: Buffer;
  type: string;
  cacheControl: string;
  vary?: string;
  csp?: string;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function sendLiteFile(request: FastifyRequest, reply: FastifyReply, file: LiteFile): FastifyReply {
  const etag = etagOf(file.body);
  reply.header('etag', etag).header('cache-control', file.cacheControl).type(file.type);
  if (file.vary) reply.header('vary', file.vary);
  if (file.csp) reply.header('content-security-policy', file.csp);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(file.body);
}
