/**
 * Chat tickets (docs/decisions/052-engagement-misc.md): what the provider learns about the
 * member who opens a chat — merchant, account, nickname, desk, expiry; never the session token.
 * For the development provider the ticket is sealed with the gateway's data key (only this
 * gateway opens it); for an https provider it is signed (HMAC-SHA256, base64url payload + "." +
 * signature) with the key in the brand's ticketSecretEnv, which the provider shares. Pure.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../secret-box';

export interface ChatTicket {
  merchant: string;
  account: string;
  nickname: string | null;
  model: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

const sealContext = 'live-chat-ticket v1';

export function sealDevTicket(box: SecretBox, ticket: ChatTicket): string {
  return box.seal(JSON.stringify(ticket), sealContext);
}

function isTicket(v: unknown): v is ChatTicket {
  if (typeof v !== 'object' || v === null) return false;
  const t = v as Record<string, unknown>;
  return typeof t.merchant === 'string' && typeof t.account === 'string' && typeof t.model === 'string' && typeof t.exp === 'number' && (t.nickname === null || typeof t.nickname === 'string');
}

/** The ticket, or null when it was not sealed here, is malformed or has expired. */
export function openDevTicket(box: SecretBox, sealed: string, now: number): ChatTicket | null {
  const text = box.open(sealed, sealContext);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isTicket(parsed) && parsed.exp > now ? parsed : null;
  } catch {
    return null;
  }
}

export function signTicket(key: string, ticket: ChatTicket): string {
  const payload = Buffer.from(JSON.stringify(ticket), 'utf8').toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** What a provider does with a signed ticket (kept here so the format has one definition and a test). */
export function verifySignedTicket(key: string, signed: string, now: number): ChatTicket | null {
  const [payload, mac] = signed.split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(createHmac('sha256', key).update(payload).digest('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isTicket(parsed) && parsed.exp > now ? parsed : null;
  } catch {
    return null;
  }
}
