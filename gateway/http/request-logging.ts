/**
 * Request logging: ids (an incoming x-request-id is kept when it is a short safe token, else a
 * random UUID), one line per request instead of Fastify's two, and the fields never logged.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyServerOptions,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

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

type LogArgs = Parameters<FastifyBaseLogger['info']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * A request's logger, made on first use. Fastify gives every request a child logger bound to its
 * request id; pino builds that child eagerly (its bindings go through the redaction serialiser),
 * which on a cached GET that never logs was a measurable share of the request
 * (docs/decisions/025). This one holds the parent and the bindings and creates the very same
 * pino child (same bindings, same redaction, same stream) the first time a line, a level change
 * or a grandchild needs it; until then the level is the parent's, as a pino child's is.
 */
export class RequestLogger implements FastifyBaseLogger {
  #logger: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  /** The pino child, created on the first call that needs it. */
  get logger(): FastifyBaseLogger {
    return (this.#logger ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return (this.#logger ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: LogArgs): void {
    this.logger.fatal(...args);
  }

  error(...args: LogArgs): void {
    this.logger.error(...args);
  }

  warn(...args: LogArgs): void {
    this.logger.warn(...args);
  }

  info(...args: LogArgs): void {
    this.logger.info(...args);
  }

  debug(...args: LogArgs): void {
    this.logger.debug(...args);
  }

  trace(...args: LogArgs): void {
    this.logger.trace(...args);
  }

  silent(...args: LogArgs): void {
    this.logger.silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a lazy request logger, unless the route asks for its own logger
 * options (e.g. `logLevel`), which get the pino child at once.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> =
  function requestLoggerFactory(logger, bindings, options) {
    if (options && Object.keys(options).length > 0) return logger.child(bindings, options);
    return new RequestLogger(logger, bindings);
  };
