/**
 * What identity handlers read from a request (merchant, brand, module flags, rules, client IP
 * and user agent) and the remember-me cookie they write (READINGS #1: HttpOnly, SameSite=Strict,
 * Secure in production, at most 24 hours, only sent to /wps/session).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rememberCookie } from '../../schemas/identity';
import type { LoginContext } from '../domain/identity/login-steps';
import type { PasswordContext } from '../domain/identity/password-service';
import { memberLanguage } from '../domain/texts/member-language';
import { merchantOf } from './merchant-gate';
import './identity-context';

export const rememberCookiePath = '/wps/session';

export async function loginContext(request: FastifyRequest): Promise<LoginContext> {
  const entry = merchantOf(request);
  const config = await request.server.gateway.merchantConfig.get(entry.merchant);
  const ua = request.headers['user-agent'];
  return {
    merchant: entry.merchant,
    brand: entry.brand,
    flags: config.flags,
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua : null,
    lang: memberLanguage(request.headers['accept-language'], entry.brand),
  };
}

export async function passwordContext(request: FastifyRequest): Promise<PasswordContext> {
  const ctx = await loginContext(request);
  const config = await request.server.gateway.merchantConfig.get(ctx.merchant);
  const origin = request.server.gateway.production ? `https://${ctx.brand.mainDomain}` : `${request.protocol}://${request.host}`;
  return { ...ctx, rules: config.registerRules, linkOrigin: origin };
}

export function setRememberCookie(reply: FastifyReply, token: string | null): void {
  if (!token) return;
  const { production } = reply.server.gateway;
  reply.setCookie(rememberCookie, token, {
    path: rememberCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: production,
    maxAge: Math.floor(reply.server.identity.policy.rememberTtlMs / 1000),
  });
}

export function clearRememberCookie(reply: FastifyReply): void {
  reply.clearCookie(rememberCookie, { path: rememberCookiePath, httpOnly: true, sameSite: 'strict', secure: reply.server.gateway.production });
}
