/**
 * Cached GET answers served as ready bytes (docs/decisions/025-cached-get-throughput.md): the
 * JSON text is turned into a Buffer once, brotli and gzip twins are made on first demand and
 * kept, and one strong ETag names the data (the same tag whatever the coding, as for the
 * compact catalogue in 017). A request then costs a coding choice, an If-None-Match check and a
 * write: no serialisation, no per-request compression, no UTF-8 encoding or length count.
 * Routes sending these set `compress: false` so @fastify/compress leaves them alone.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredCoding, type ContentCoding } from './content-coding';

export interface EncodedAnswer {
  /** Strong validator, quoted. */
  readonly etag: string;
  /** The body in a coding (the compressed ones are built on first use, then kept). */
  body(coding: ContentCoding): Buffer;
}

/** Below this the plain body goes out even when compression is accepted (as compression.ts). */
export const encodeMinBytes = 1024;
/** Brotli quality for answers encoded while serving: once per answer, ~0.25 ms for 8 KB. */
const brotliQuality = 6;

/**
 * An answer from its JSON text. `scope` (merchant, catalogue version …) goes into the ETag
 * beside the bytes, so two merchants never share a validator even for identical bodies.
 */
export function encodeAnswer(json: string, scope: string): EncodedAnswer {
  const identity = Buffer.from(json, 'utf8');
  const etag = `"${createHash('sha256').update(scope).update('\u0000').update(identity).digest('base64url').slice(0, 27)}"`;
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  const small = identity.length < encodeMinBytes;
  return {
    etag,
    body(coding) {
      if (small || coding === 'identity') return identity;
      if (coding === 'br') {
        br ??= brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } });
        return br;
      }
      gzip ??= gzipSync(identity, { level: 6 });
      return gzip;
    },
  };
}

/** An answer whose bodies already exist (built elsewhere, e.g. at brotli 11). */
export function readyAnswer(bodies: { json: Buffer; br: Buffer; gzip: Buffer; etag: string }): EncodedAnswer {
  return {
    etag: bodies.etag,
    body: (coding) => (coding === 'br' ? bodies.br : coding === 'gzip' ? bodies.gzip : bodies.json),
  };
}

/** True when an If-None-Match value names this ETag (weak comparison, lists and `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

export interface SendOptions {
  /** Cache-Control of the answer (and its 304). */
  cacheControl: string;
  /** Vary beyond accept-encoding (e.g. 'merchant'). */
  vary: string;
}

/** Sends an encoded answer: 304 on a matching If-None-Match, else the body in the best accepted coding. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer, options: SendOptions): FastifyReply {
  reply.header('etag', answer.etag);
  reply.header('vary', `accept-encoding, ${options.vary}`);
  reply.header('cache-control', options.cacheControl);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const coding = preferredCoding(request.headers['accept-encoding']);
  const body = answer.body(coding);
  if (coding !== 'identity' && body !== answer.body('identity')) reply.header('content-encoding', coding);
  return reply.send(body);
}
