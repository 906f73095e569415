/**
 * The header's account area (§2.3). A guest gets Log in, Register (where DIRECTREG3 is on) and, where FREEPLAY3 is on,
 * Free play. A logged-in player gets deposit, withdraw, the balance (GET wallets/balance, with
 * refresh and hide), messages with the unread count (relay CSP_unreadCount) and the account
 * menu. Trial accounts make no unread-count call (§6); the consolidated-funds call is never
 * made from here either.
 */
import type { Theme } from '@emotion/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { openDialog } from '../../api/dialog-requests';
import { isPlainClick } from '../../ui/plain-click';
import { refreshBalance } from '../../api/wallet/balance-query';
import { refreshUnreadCount } from '../../api/content/inbox-unread-query';
import { deriveLoginState, useSession } from '../../api/identity/session';
import { registerBalanceRefresher } from '../../api/identity/session-actions';
import { FreePlayButton } from '../../features/trial/free-play-button';
import { useBrand } from '../../brand/brand-context';
import { showsRegisterEntry } from '../../../schemas/modules';
import { buttonStyle } from '../../ui/button';
import { memberPagePath, paths } from '../paths';
import { AccountMenu } from './account-menu';
import { BalanceView } from './balance-view';
import { mobileMedia } from './breakpoints';
import { MailIcon } from './icons';

const area = (theme: Theme) => ({
  gridArea: 'auth',
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.space.xs,
});
const grow = { [mobileMedia]: { flex: 1 } };
/** On a phone: deposit, withdraw, messages and the account menu in a row, the balance below. */
const memberArea = (theme: Theme) => ({
  ...area(theme),
  [mobileMedia]: {
    display: 'grid',
    justifyContent: 'stretch',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto auto',
    gridTemplateAreas: '"deposit withdraw messages account" "balance balance balance balance"',
  },
});
const at = (name: string) => ({ [mobileMedia]: { gridArea: name, '& > *': { width: '100%' } } });
const compact = (theme: Theme) => ({ padding: `0 ${theme.space.md}`, [mobileMedia]: { padding: `0 ${theme.space.xs}` } });
const messages = (theme: Theme) => ({
  position: 'relative' as const,
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: theme.space.xxl,
  minHeight: theme.space.xxl,
  borderRadius: theme.radius,
  color: theme.colors.text,
  '&:hover': { color: theme.colors.primary },
});
const badge = (theme: Theme) => ({
  position: 'absolute' as const,
  top: 0,
  insetInlineEnd: 0,
  minWidth: theme.space.md,
  padding: `0 ${theme.space.xxs}`,
  borderRadius: theme.space.md,
  background: theme.colors.danger,
  color: theme.colors.background,
  fontSize: theme.fontSize.sm,
  lineHeight: 1.4,
  fontWeight: theme.fontWeight.bold,
  textAlign: 'center' as const,
});

/** Loads the balance and (not for trial accounts) the unread count once per session token. */
function useHeaderData(token: string | null, isTrial: boolean, trialType: number): void {
  useEffect(() => {
    if (!token) return undefined;
    const unregister = registerBalanceRefresher(refreshBalance);
    // Failures leave the header without the number (nothing invented); the refresh button retries.
    refreshBalance().catch(() => undefined);
    if (!isTrial) refreshUnreadCount(trialType).catch(() => undefined);
    return unregister;
  }, [token, isTrial, trialType]);
}

/** Log in opens the login modal over the current page; a modified click still opens /login. */
function openLoginModal(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  openDialog('login');
}

/** Register opens the register modal over the current page; a modified click still opens /register. */
function openRegisterModal(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  openDialog('register');
}

export function HeaderAccount() {
  const intl = useIntl();
  const { brand, modules } = useBrand();
  const session = useSession();
  const login = deriveLoginState(session, brand);
  useHeaderData(session.token, login.isTrial, brand.trialType);
  if (!login.isLogin) {
    return (
      <div css={area}>
        <Link to={paths.login} css={[buttonStyle('primary'), compact, grow]} onClick={openLoginModal}>
          <FormattedMessage id="w_login" />
        </Link>
        {showsRegisterEntry(modules) && (
          <Link to={paths.register} css={[buttonStyle('quiet'), compact, grow]} onClick={openRegisterModal}>
            <FormattedMessage id="w_reg" />
          </Link>
        )}
        <FreePlayButton extraCss={[compact, grow]} />
      </div>
    );
  }
  const unread = session.unreadCount;
  return (
    <div css={memberArea} data-testid="header-account">
      <Link to={memberPagePath('depositv2')} css={[buttonStyle('primary'), compact, { [mobileMedia]: { gridArea: 'deposit' } }]}>
        <FormattedMessage id="header.deposit" />
      </Link>
      <Link to={memberPagePath('withdraw')} css={[buttonStyle('quiet'), compact, { [mobileMedia]: { gridArea: 'withdraw' } }]}>
        <FormattedMessage id="header.withdraw" />
      </Link>
      {session.balance !== null && (
        <div css={at('balance')}>
          <BalanceView balance={session.balance} currencySymbol={session.publicState.currencySymbol} />
        </div>
      )}
      <Link
        to={memberPagePath('messageV2')}
        css={[messages, { [mobileMedia]: { gridArea: 'messages' } }]}
        aria-label={intl.formatMessage({ id: 'header.messages' }, { count: unread ?? 0 })}
      >
        <MailIcon />
        {unread !== null && unread > 0 && (
          <span css={badge} aria-hidden="true">
            {unread > 99 ? '99+' : intl.formatNumber(unread)}
          </span>
        )}
      </Link>
      <div css={{ [mobileMedia]: { gridArea: 'account' } }}>
        <AccountMenu member={session.member} login={login} />
      </div>
    </div>
  );
}
