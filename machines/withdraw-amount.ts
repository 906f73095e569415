/**
 * Pure check of an amount the player typed (deposit, withdrawal, transfer, received amount):
 * a plain positive decimal in MAJOR units with at most the currency's decimals, parsed exactly
 * into integer minor units (no floats), within [min, max] and at most what is available. The
 * answer is the minor amount or the locale key of the problem — the same codes the gateway
 * answers (schemas/payments.ts), so a refused amount is never sent.
 */
export interface AmountLimits {
  minorDigits: number;
  /** Smallest allowed amount (minor units); at least 1. */
  minMinor?: number;
  maxMinor?: number;
  /** What the source holds (withdrawal, transfer). */
  availableMinor?: number;
}

export type AmountCheck = { ok: true; minor: number } | { ok: false; errorKey: string };

const plainDecimal = /^(\d+)(?:\.(\d+))?$/;
/** Longer than this many digits is beyond any limit (and beyond exact doubles). */
const maxIntegerDigits = 13;

export function checkAmount(typed: string, limits: AmountLimits): AmountCheck {
  const text = typed.trim();
  const match = plainDecimal.exec(text);
  if (!match) return { ok: false, errorKey: 'error.amount_invalid' };
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > limits.minorDigits) {
    return { ok: false, errorKey: 'error.amount_precision' };
  }
  if (whole.length > maxIntegerDigits) return { ok: false, errorKey: 'error.amount_too_large' };
  const cents = fraction.slice(0, limits.minorDigits).padEnd(limits.minorDigits, '0');
  const minor = Number(whole) * 10 ** limits.minorDigits + (cents === '' ? 0 : Number(cents));
  if (minor <= 0 || minor < (limits.minMinor ?? 1)) return { ok: false, errorKey: 'error.amount_too_small' };
  if (limits.maxMinor !== undefined && minor > limits.maxMinor) return { ok: false, errorKey: 'error.amount_too_large' };
  if (limits.availableMinor !== undefined && minor > limits.availableMinor) return { ok: false, errorKey: 'error.insufficient_balance' };
  return { ok: true, minor };
}
