/**
 * Session checks for calls that need a token (§6, READINGS #5): `Authorization: Bearer <token>`.
 * requireSession refuses 401 UNAUTHORIZED without a live session of this merchant (and 403
 * TRIAL_NOT_ALLOWED for trial sessions when the call is for real accounts); readSession only
 * looks. Sessions are read from the database on every call (no cache: a revoked token stops at
 * once on every instance).
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { looksLikeToken } from '../domain/identity/secure-tokens';
import { authenticate, type Authenticated } from '../domain/identity/session-service';
import { ApiError } from './api-error';
import { requireMerchant } from './merchant-gate';
import './identity-context';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9_-]+)$/i.exec(header.trim());
  return match?.[1] && looksLikeToken(match[1]) ? match[1] : null;
}

/** The request's live session, or null (no header, unknown, revoked, expired, other merchant). */
export async function readSession(request: FastifyRequest): Promise<Authenticated | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const auth = await authenticate(request.server.identity, token, requireMerchant(request).merchant);
  request.auth = auth;
  return auth;
}

export interface SessionRequirement {
  /** Trial (free-play) sessions may use the call (default true). */
  allowTrial?: boolean;
}

export function requireSession(options: SessionRequirement = {}): preHandlerAsyncHookHandler {
  const allowTrial = options.allowTrial ?? true;
  return async function sessionGate(request) {
    const auth = await readSession(request);
    if (!auth) throw new ApiError(401, 'UNAUTHORIZED');
    if (auth.session.trial && !allowTrial) throw new ApiError(403, 'TRIAL_NOT_ALLOWED');
  };
}
