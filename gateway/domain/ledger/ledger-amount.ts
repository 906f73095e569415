/**
 * Amounts as the player types them (schemas/wallet.ts, schemas/payments.ts): a decimal string in
 * MAJOR units ("100", "100.5", "100.50"), parsed exactly into integer minor units (no floats).
 */
export type AmountProblem = 'AMOUNT_INVALID' | 'AMOUNT_PRECISION' | 'AMOUNT_TOO_SMALL' | 'AMOUNT_TOO_LARGE';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; code: AmountProblem; reason: string };

const decimal = /^(\d{1,16})(?:\.(\d{1,20}))?$/;

/**
 * "12.34" with 2 digits → 1234. Refuses signs, exponents, spaces, thousands separators, more
 * decimals than the currency has (trailing zeros beyond are fine: "1.500" = 150), zero, and
 * anything above maxMinor (also anything a double could not hold exactly).
 */
export function parseMajorAmount(text: unknown, minorDigits: number, maxMinor: number, minMinor = 1): ParsedAmount {
  if (typeof text !== 'string') return { ok: false, code: 'AMOUNT_INVALID', reason: 'not_a_string' };
  const match = decimal.exec(text);
  if (!match) return { ok: false, code: 'AMOUNT_INVALID', reason: 'not_a_decimal' };
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > minorDigits) return { ok: false, code: 'AMOUNT_PRECISION', reason: 'too_many_decimals' };
  const minor = BigInt(whole) * 10n ** BigInt(minorDigits) + BigInt(fraction.padEnd(minorDigits, '0') || '0');
  if (minor > BigInt(maxMinor)) return { ok: false, code: 'AMOUNT_TOO_LARGE', reason: 'above_maximum' };
  if (minor < BigInt(Math.max(1, minMinor))) return { ok: false, code: 'AMOUNT_TOO_SMALL', reason: minor === 0n ? 'zero' : 'below_minimum' };
  return { ok: true, minor: Number(minor) };
}
