/** Request ids: an incoming x-request-id is kept when it is a short safe token, else a random UUID. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

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
