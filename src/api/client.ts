/**
 * The ONE module that calls fetch. Paths come from the shared table (schemas/api-paths.ts),
 * every answer is the envelope `{ success, value, message, code }`, and every failure becomes
 * an ApiError whose `messageKey` is a locale key (§8): a known code its catalogue message,
 * an unknown code the server's own message as it gave it (shown as is when no catalogue has it;
 * "unknown error" only when it gave none), a failed network "network link abnormal, retry", a
 * call that outlives its timeout "page took long to load, check network".
 */
import { apiPaths, merchantHeader, type ApiPathName } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import { errorMessages, isErrorCode, type ErrorCode } from '../../schemas/error-codes';
import { clearSession, getSessionToken } from './identity/session';
import { storageKeys, writeStored } from './storage';

/** Codes the browser adds to the server's catalogue. */
export const clientErrorMessages = {
  NETWORK: 'error.network',
  TIMEOUT: 'error.timeout',
  UNKNOWN: 'error.unknown',
} as const;

export type ClientErrorCode = ErrorCode | keyof typeof clientErrorMessages;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** A catalogue code, or NETWORK / TIMEOUT / UNKNOWN. */
  readonly code: ClientErrorCode;
  /** Locale key of the message to show, or the server's own text for a code no catalogue knows. */
  readonly messageKey: string;
  /** HTTP status, or null when no answer arrived. */
  readonly status: number | null;
  /** The code exactly as the server sent it (useful when it was not in the catalogue). */
  readonly serverCode: string | null;
  /** The server's own message (a locale key) for features that show a specific one. */
  readonly serverMessage: string | null;
  /** Details the server attached (per-field problems …). */
  readonly value: unknown;

  constructor(init: {
    code: ClientErrorCode;
    status?: number | null;
    serverCode?: string | null;
    serverMessage?: string | null;
    value?: unknown;
  }) {
    const messageKey = init.code === 'UNKNOWN' ? (shownServerMessage(init.serverMessage) ?? messageKeyOf(init.code)) : messageKeyOf(init.code);
    super(`${init.code}: ${messageKey}`);
    this.code = init.code;
    this.messageKey = messageKey;
    this.status = init.status ?? null;
    this.serverCode = init.serverCode ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.value = init.value ?? null;
  }
}

/** Longest server message shown as is; a longer one is cut (a page of HTML is no message). */
const serverMessageMax = 300;

/** The server's own message, trimmed, when it gave one (§8: shown as given, not replaced). */
function shownServerMessage(message: string | null | undefined): string | null {
  const text = message?.trim() ?? '';
  if (text === '') return null;
  return text.length > serverMessageMax ? `${text.slice(0, serverMessageMax)}…` : text;
}

export function messageKeyOf(code: ClientErrorCode): string {
  return code in clientErrorMessages
    ? clientErrorMessages[code as keyof typeof clientErrorMessages]
    : errorMessages[code as ErrorCode];
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean'
  );
}

/** Pure: an HTTP status plus a parsed body become the value, or an ApiError is thrown. */
export function unwrapEnvelope<T>(body: unknown, status: number): T | null {
  if (!isEnvelope(body)) throw new ApiError({ code: 'UNKNOWN', status });
  if (body.success && status >= 200 && status < 300) return body.value as T | null;
  const raw: unknown = body.code;
  const serverCode = typeof raw === 'string' ? raw : null;
  return failWith(serverCode, status, body);
}

function failWith(serverCode: string | null, status: number, body: Envelope<unknown>): never {
  throw new ApiError({
    code: isErrorCode(serverCode) ? serverCode : 'UNKNOWN',
    status,
    serverCode,
    serverMessage: typeof body.message === 'string' ? body.message : null,
    value: body.value,
  });
}

// ---- merchant ---------------------------------------------------------------------------

let merchant: string | null = null;

/** Records the merchant named by the permission answer; every later call sends it (§3). */
export function setMerchant(code: string): void {
  merchant = code;
  writeStored('session', storageKeys.merchant, code);
  writeStored('local', storageKeys.merchant, code);
}

export function currentMerchant(): string | null {
  return merchant;
}

// ---- requests ---------------------------------------------------------------------------

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Values for `:name` segments of the path. */
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Milliseconds before the call is abandoned as TIMEOUT. */
  timeoutMs?: number;
  /** A session token to send instead of the stored session's (a login still deciding whether to keep it). */
  token?: string;
}

export const defaultTimeoutMs = 20_000;

/** Pure: the URL of a named endpoint with its params and query filled in. */
export function buildUrl(
  name: ApiPathName,
  params: Record<string, string> = {},
  query: Record<string, QueryValue> = {},
): string {
  return buildPathUrl(apiPaths[name], params, query);
}

/** Pure: a path of another shared table (schemas/agent.ts agentPaths) with its params and query filled in. */
export function buildPathUrl(
  template: string,
  params: Record<string, string> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = template.replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter "${key}" for ${template}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function requestHeaders(hasBody: boolean, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (hasBody) headers['content-type'] = 'application/json';
  if (merchant) headers[merchantHeader] = merchant;
  if (token) headers.authorization = `Bearer ${token}`;
  // The language on screen (<html lang>, set with the catalogue): what the gateway writes to the
  // member (SMS, e-mail) is in it (gateway/domain/texts/member-language.ts, decision 053).
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang) headers['accept-language'] = lang;
  return headers;
}

/**
 * The gateway no longer knows the session the browser holds (idle or absolute expiry, a logout
 * elsewhere, a password reset): the browser signs out too, so the header and the guards show
 * the truth instead of a logged-in page whose every call fails. Only for the token that was
 * refused — a login that happened meanwhile is kept.
 */
function forgetRefusedSession(sentToken: string, body: unknown): void {
  const code = isEnvelope(body) ? body.code : null;
  if (code === 'UNAUTHORIZED' && getSessionToken() === sentToken) clearSession();
}

/** Calls a gateway endpoint and returns the envelope's value, or throws an ApiError. */
export async function apiRequest<T>(name: ApiPathName, options: RequestOptions = {}): Promise<T | null> {
  return apiRequestAt<T>(apiPaths[name], options);
}

/** The same for a path of another shared table (the agent programme's agentPaths, schemas/agent.ts). */
export async function apiRequestAt<T>(template: string, options: RequestOptions = {}): Promise<T | null> {
  const { method = 'GET', params, query, body, signal, timeoutMs = defaultTimeoutMs, token } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  const sentToken = token ?? getSessionToken();
  try {
    let response: Response;
    try {
      response = await fetch(buildPathUrl(template, params, query), {
        method,
        // A FormData body (proof images, avatars) sets its own multipart content type.
        headers: requestHeaders(body !== undefined && !(body instanceof FormData), sentToken),
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error; // the caller cancelled: not a failure to show
      throw new ApiError({ code: timedOut ? 'TIMEOUT' : 'NETWORK' });
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      if (signal?.aborted) throw signal.reason;
      if (timedOut) throw new ApiError({ code: 'TIMEOUT', status: response.status });
      // A proxy's HTML error page in front of the gateway reads as a network problem.
      throw new ApiError({ code: response.status >= 500 ? 'NETWORK' : 'UNKNOWN', status: response.status });
    }
    if (response.status === 401 && sentToken !== null) forgetRefusedSession(sentToken, parsed);
    return unwrapEnvelope<T>(parsed, response.status);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}
