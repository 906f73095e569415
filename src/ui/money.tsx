/**
 * Amounts (§9): integer minor units shown in the player's language with the currency's decimals
 * (2 for the demo currencies) and thousands separators — the same intl.formatNumber the header
 * balance uses. Shared by the member and agent centres.
 */
import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** Pure: minor units in major units with exactly `minorDigits` decimals, in the intl's language. */
export function formatMinor(intl: Pick<IntlShape, 'formatNumber'>, minor: number, minorDigits: number): string {
  return intl.formatNumber(minor / 10 ** minorDigits, { minimumFractionDigits: minorDigits, maximumFractionDigits: minorDigits });
}

export function useFormatMinor(): (minor: number, minorDigits: number) => string {
  const intl = useIntl();
  return useCallback((minor: number, minorDigits: number) => formatMinor(intl, minor, minorDigits), [intl]);
}

/** An amount, left-to-right even in Arabic, with its symbol. */
export function Money({ minor, minorDigits, symbol, signed = false }: { minor: number; minorDigits: number; symbol?: string; signed?: boolean }) {
  const format = useFormatMinor();
  const text = format(minor, minorDigits);
  const sign = signed && minor > 0 ? '+' : '';
  return <bdi dir="ltr">{symbol ? `${symbol} ${sign}${text}` : `${sign}${text}`}</bdi>;
}
