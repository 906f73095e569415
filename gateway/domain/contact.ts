/**
 * Phone numbers and e-mail addresses as identity uses them: normalised (digits only; lower-case
 * address), as an outbox/code target ("+<dialing code><number>"), and masked for display.
 */
export interface Phone {
  dialingCode: string;
  number: string;
}

/** "+86", "86", "0086" -> "86"; null when not 1–4 digits. */
export function normaliseDialingCode(text: string): string | null {
  const digits = text.trim().replace(/^\+|^00/, '');
  return /^[1-9][0-9]{0,3}$/.test(digits) ? digits : null;
}

/** Digits of a national number (spaces, dashes, dots and brackets allowed); null when not 4–15 digits. */
export function normaliseMobile(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[0-9 ()./-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[^0-9]/g, '');
  return /^[0-9]{4,15}$/.test(digits) ? digits : null;
}

export function phoneTarget(phone: Phone): string {
  return `+${phone.dialingCode}${phone.number}`;
}

export function maskPhone(phone: Phone): string {
  const n = phone.number;
  const keep = n.length > 7 ? 3 : 1;
  return `+${phone.dialingCode} ${n.slice(0, keep)}${'*'.repeat(Math.max(1, n.length - keep - 4))}${n.slice(-4)}`;
}

// eslint-disable-next-line no-control-regex -- control characters are what it keeps out.
const emailRe = /^[^\s@\u0000-\u001f\u007f]{1,64}@[^\s@\u0000-\u001f\u007f]{1,189}\.[^\s@\u0000-\u001f\u007f]{2,63}$/;

export function normaliseEmail(text: string): string | null {
  const value = text.trim().toLowerCase();
  return value.length <= 254 && emailRe.test(value) ? value : null;
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
