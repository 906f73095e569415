/**
 * Request logging: ids (an incoming x-request-id is kept when it is a short safe token, else a
 * random UUID), one line per request instead of Fastify's two, and the fields never logged.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const safeId = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && safeId.test(incoming) ? incoming : randomUUID();
}

/** Log fields never written in clear (pino redact paths). */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmPassword',
  '*.confirmNewPassword',
  '*.paymentPassword',
  '*.token',
];

/** Levels at which the per-request info line is written. */
const infoLevels = new Set(['trace', 'debug', 'info']);

/** One info line per answered request: method, url, status, milliseconds (and the error, if any). */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // Nothing is built for a line the level drops (the bench and busy production run at warn).
    if (!error && !infoLevels.has(reply.log.level)) return;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
