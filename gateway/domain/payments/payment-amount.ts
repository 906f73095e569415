/**
 * Typed amounts of deposits, withdrawals and receipts (docs/decisions/023): parsed exactly by
 * the ledger's parseMajorAmount (ledger-amount.ts: plain decimal in major units, at most the
 * currency's decimals) within a min/max, or refused with a per-field code.
 */
import { parseMajorAmount, type AmountProblem } from '../ledger/ledger-amount';
import { fieldRefusal, type Refusal } from '../refusal';

const reasonOf: Record<AmountProblem, string> = {
  AMOUNT_INVALID: 'format',
  AMOUNT_PRECISION: 'precision',
  AMOUNT_TOO_SMALL: 'minimum',
  AMOUNT_TOO_LARGE: 'maximum',
};

export function amountRefusal(problem: AmountProblem, field = 'amount'): Refusal {
  return fieldRefusal(problem, field, reasonOf[problem], `error.${problem.toLowerCase()}`);
}

/** The amount in minor units within [min, max], or a 400 refusal naming the field. */
export function amountWithin(text: string, minorDigits: number, min: number, max: number, field = 'amount'): number {
  // More whole digits than any limit could allow is "too large", not "not a number".
  if (/^[0-9]{17,}(\.[0-9]+)?$/.test(text) && /[1-9]/.test(text.split('.')[0] ?? '')) throw amountRefusal('AMOUNT_TOO_LARGE', field);
  const parsed = parseMajorAmount(text, minorDigits, max, min);
  if (!parsed.ok) throw amountRefusal(parsed.code, field);
  return parsed.minor;
}

/** Minor units as a major-unit decimal string ("12345.67"), for messages. */
export function formatMinor(minor: number, minorDigits: number): string {
  if (minorDigits === 0) return String(minor);
  const text = String(minor).padStart(minorDigits + 1, '0');
  return `${text.slice(0, -minorDigits)}.${text.slice(-minorDigits)}`;
}
