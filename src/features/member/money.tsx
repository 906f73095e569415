/**
 * Amounts on the member pages: integer minor units shown in the player's language with the
 * currency's decimals (2 for the demo currencies) and thousands separators — the same
 * intl.formatNumber the header balance uses.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/client';

export function useFormatMinor(): (minor: number, minorDigits: number) => string {
  const intl = useIntl();
  return useCallback(
    (minor: number, minorDigits: number) =>
      intl.formatNumber(minor / 10 ** minorDigits, { minimumFractionDigits: minorDigits, maximumFractionDigits: minorDigits }),
    [intl],
  );
}

/** An amount, left-to-right even in Arabic, with its symbol. */
export function Money({ minor, minorDigits, symbol, signed = false }: { minor: number; minorDigits: number; symbol?: string; signed?: boolean }) {
  const format = useFormatMinor();
  const text = format(minor, minorDigits);
  const sign = signed && minor > 0 ? '+' : '';
  return <bdi dir="ltr">{symbol ? `${symbol} ${sign}${text}` : `${sign}${text}`}</bdi>;
}

/** A fresh idempotency key for one submitted form (repeated on a retry of the same form). */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Whether a failed submit used up its idempotency key: the server answered with a refusal, which
 * stays that request's answer for good (docs/decisions/027), so the next submit is a new request.
 * Without an answer (network, timeout, 5xx) the key is kept: a retry must not move money twice.
 */
export function requestIdSpent(error: unknown): boolean {
  return isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500;
}
