/**
 * The logged-in header's balance (§2.3, §9): two decimals with thousands separators in the
 * player's language, a hide toggle whose choice persists (shown masked), and a refresh when the
 * wallet issue has registered its balance call. Renders only a balance the session holds.
 */
import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { balanceRefresherOrNull } from '../../api/identity/session-actions';
import { useFlag } from '../../api/identity/session-preferences';
import { visuallyHidden } from '../../ui/visually-hidden';
import { EyeIcon, EyeOffIcon, RefreshIcon } from './icons';

const box = (theme: Theme) => ({
  display: 'inline-flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space.xxs,
  padding: `0 ${theme.space.xs}`,
  minHeight: theme.space.xxl,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.text,
});
const label = (theme: Theme) => ({ fontSize: theme.fontSize.sm, color: theme.colors.textMuted });
const amount = (theme: Theme) => ({ fontWeight: theme.fontWeight.bold, fontVariantNumeric: 'tabular-nums' as const });
export const iconButton = (theme: Theme) => ({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: theme.space.xl,
  minHeight: theme.space.xl,
  padding: 0,
  border: 0,
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colors.textMuted,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.primary },
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
});

/** The masked balance: a fixed mark, never a hint of the length of the amount. */
export const maskedBalance = '******';

export function BalanceView({ balance, currencySymbol }: { balance: number; currencySymbol: string | null }) {
  const intl = useIntl();
  const [hidden, setHidden] = useFlag('balanceHidden');
  const [refreshing, setRefreshing] = useState(false);
  const refresh = balanceRefresherOrNull();
  const formatted = intl.formatNumber(balance, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const onRefresh = async () => {
    if (!refresh) return;
    setRefreshing(true);
    try {
      await refresh();
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <div css={box} role="group" aria-label={intl.formatMessage({ id: 'header.balance' })}>
      <span css={label} aria-hidden="true">
        <FormattedMessage id="header.balance" />
      </span>
      <span css={amount} data-testid="balance" aria-live="polite">
        {hidden ? (
          <>
            <span aria-hidden="true">{maskedBalance}</span>
            <span css={visuallyHidden}>
              <FormattedMessage id="header.balance_hidden" />
            </span>
          </>
        ) : (
          <bdi dir="ltr">{currencySymbol ? `${currencySymbol} ${formatted}` : formatted}</bdi>
        )}
      </span>
      {refresh && (
        <button
          type="button"
          css={iconButton}
          aria-label={intl.formatMessage({ id: 'header.refresh_balance' })}
          aria-busy={refreshing}
          disabled={refreshing}
          onClick={() => void onRefresh()}
        >
          <RefreshIcon />
        </button>
      )}
      <button
        type="button"
        css={iconButton}
        aria-label={intl.formatMessage({ id: 'header.hide_balance' })}
        aria-pressed={hidden}
        onClick={() => setHidden(!hidden)}
      >
        {hidden ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
