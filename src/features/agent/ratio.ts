/**
 * Contract ratios (schemas/agent.ts): integer hundredths of a percent (1.2 % = 120, 40 % = 4000),
 * shown as a percent with up to 2 decimals in the page language.
 */
import type { IntlShape } from 'react-intl';

export function formatRatio(intl: Pick<IntlShape, 'formatNumber'>, ratio: number): string {
  return intl.formatNumber(ratio / 10_000, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 });
}
