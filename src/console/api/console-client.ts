/**
 * The console's one module that calls fetch (docs/decisions/044). Same origin only: the staff
 * session travels in its HttpOnly cookie (Path=/console), never in script; every state-changing
 * call sends the session's CSRF token (X-CSRF-Token, answered by sign-in and GET me). Every
 * answer is the envelope { success, value, message, code }; a failure becomes a ConsoleApiError.
 */
import { csrfHeader } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';

export class ConsoleApiError extends Error {
  override readonly name = 'ConsoleApiError';
  constructor(
    /** The envelope's code, or NETWORK / TIMEOUT / UNKNOWN when no usable answer came. */
    readonly code: string,
    readonly status: number | null,
    /** Details the gateway attached: field problems, or { captcha, retryAfterSeconds }. */
    readonly value: unknown = null,
  ) {
    super(code);
  }
}

export function isConsoleApiError(error: unknown): error is ConsoleApiError {
  return error instanceof ConsoleApiError;
}

let csrfToken: string | null = null;
let onSignedOut: (() => void) | null = null;

/** The session's CSRF token (from sign-in or me); null after sign-out. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called when the gateway no longer knows the session (expired, revoked, disabled). */
export function onSessionLost(handler: () => void): void {
  onSignedOut = handler;
}

export type QueryValue = string | number | undefined;

export interface ConsoleRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (the money desk's Idempotency-Key). */
  headers?: Record<string, string>;
}

const timeoutMs = 20_000;

/** Pure: a consolePaths template with `:name` segments and the query filled in. */
export function consoleUrl(template: string, params: Record<string, string> = {}, query: Record<string, QueryValue> = {}): string {
  const pathname = template.replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter "${key}" for ${template}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.append(key, String(value));
  const qs = search.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

export async function consoleRequest<T>(template: string, options: ConsoleRequest = {}): Promise<T> {
  const { method = 'GET', params, query, body, signal } = options;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers[csrfHeader] = csrfToken;
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(consoleUrl(template, params, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ConsoleApiError(timeout.aborted ? 'TIMEOUT' : 'NETWORK', null);
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (!isEnvelope(parsed)) throw new ConsoleApiError('UNKNOWN', response.status);
  if (parsed.success && response.ok) return parsed.value as T;
  const code = typeof parsed.code === 'string' ? parsed.code : 'UNKNOWN';
  if (code === 'UNAUTHORIZED') onSignedOut?.();
  throw new ConsoleApiError(code, response.status, parsed.value);
}

/** A multipart upload (a brand image): the same CSRF, cookie and envelope rules as consoleRequest. */
export async function consoleUpload<T>(template: string, params: Record<string, string>, form: FormData): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (csrfToken) headers[csrfHeader] = csrfToken;
  let response: Response;
  try {
    response = await fetch(consoleUrl(template, params), { method: 'POST', headers, body: form, credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new ConsoleApiError('NETWORK', null);
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (!isEnvelope(parsed)) throw new ConsoleApiError(response.status === 413 ? 'ASSET_TOO_LARGE' : 'UNKNOWN', response.status);
  if (parsed.success && response.ok) return parsed.value as T;
  const code = typeof parsed.code === 'string' ? parsed.code : 'UNKNOWN';
  if (code === 'UNAUTHORIZED') onSignedOut?.();
  throw new ConsoleApiError(code, response.status, parsed.value);
}
