/**
 * Amounts as players type them ("100", "100.5", "1,000.50" is refused) read into integer minor
 * units exactly, without floating point (docs/decisions/023-deposits-withdrawals.md): a plain
 * non-negative decimal in major units with at most the currency's decimals, within limits.
 */
import type { ErrorCode } from '../../schemas/error-codes';
import { fieldRefusal, type Refusal } from './refusal';

/** Largest amount any request may name: 10^13 minor units (far below 2^53, so exact in JSON). */
export const amountCeilingMinor = 10_000_000_000_000;

export type AmountProblem = Extract<ErrorCode, 'AMOUNT_INVALID' | 'AMOUNT_PRECISION' | 'AMOUNT_TOO_SMALL' | 'AMOUNT_TOO_LARGE'>;

const reasonOf: Record<AmountProblem, string> = {
  AMOUNT_INVALID: 'format',
  AMOUNT_PRECISION: 'precision',
  AMOUNT_TOO_SMALL: 'minimum',
  AMOUNT_TOO_LARGE: 'maximum',
};

/** Minor units of a typed amount, or the problem with it. Zero is AMOUNT_TOO_SMALL. */
export function parseAmount(text: string, minorDigits: number): { minor: number } | { problem: AmountProblem } {
  const trimmed = text.trim();
  const match = /^([0-9]{1,20})(?:\.([0-9]{1,20}))?$/.exec(trimmed);
  if (!match) return { problem: 'AMOUNT_INVALID' };
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > minorDigits) return { problem: 'AMOUNT_PRECISION' };
  const digits = (whole + fraction.padEnd(minorDigits, '0')).replace(/^0+(?=.)/, '');
  if (digits.length > 16) return { problem: 'AMOUNT_TOO_LARGE' };
  const minor = Number(digits);
  if (minor > amountCeilingMinor) return { problem: 'AMOUNT_TOO_LARGE' };
  if (minor === 0) return { problem: 'AMOUNT_TOO_SMALL' };
  return { minor };
}

/** The amount in minor units within [min, max], or a 400 refusal naming the field. */
export function amountWithin(text: string, minorDigits: number, min: number, max: number, field = 'amount'): number {
  const parsed = parseAmount(text, minorDigits);
  const problem = 'problem' in parsed ? parsed.problem : parsed.minor < min ? 'AMOUNT_TOO_SMALL' : parsed.minor > max ? 'AMOUNT_TOO_LARGE' : null;
  if (problem) throw amountRefusal(problem, field);
  return (parsed as { minor: number }).minor;
}

export function amountRefusal(problem: AmountProblem, field = 'amount'): Refusal {
  return fieldRefusal(problem, field, reasonOf[problem], `error.${problem.toLowerCase()}`);
}

/** Minor units as a major-unit decimal string ("12345.67"), for messages. */
export function formatMinor(minor: number, minorDigits: number): string {
  if (minorDigits === 0) return String(minor);
  const text = String(minor).padStart(minorDigits + 1, '0');
  return `${text.slice(0, -minorDigits)}.${text.slice(-minorDigits)}`;
}
