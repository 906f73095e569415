/**
 * The logged-in account button (§2.3): the account name with its VIP label, opening a menu of
 * security centre, withdraw, transaction history, personal betting history, the agent area (for
 * agents only) and sign out. Sign out asks first, shows the loader, logs out and goes home (§2.10).
 */
import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { LoginState, MemberInfo } from '../../api/session';
import { signOut } from '../../api/session-actions';
import { hidePageLoader, showPageLoader } from '../../api/session-loader';
import { buttonStyle } from '../../ui/button';
import { Dialog } from '../../ui/modal/dialog';
import { agentPagePath, memberPagePath, paths, type MemberPage } from '../paths';
import { mobileMedia } from './breakpoints';
import { dropItem, dropPanel, dropRoot } from './header-service-menu';
import { ChevronDownIcon, UserIcon } from './icons';
import { useDisclosure } from './use-disclosure';

const memberLinks: { page: MemberPage; label: string }[] = [
  { page: 'securityCenter', label: 'member.security_center' },
  { page: 'withdraw', label: 'member.withdraw' },
  { page: 'transactionHistory', label: 'member.transaction_history' },
  { page: 'personalHistoryCopy', label: 'member.betting_history' },
];

const name = (theme: Theme) => ({
  maxWidth: `calc(${theme.space.xxl} * 3)`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap' as const,
  [mobileMedia]: { display: 'none' },
});
const vip = (theme: Theme) => ({
  padding: `0 ${theme.space.xxs}`,
  borderRadius: theme.radius,
  background: theme.colors.accent,
  color: theme.colors.onAccent,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.bold,
});
/** The menu hangs below the button on a phone too (the header's other drop-downs sit in its menu). */
const panel = (theme: Theme) => ({
  ...dropPanel(theme),
  [mobileMedia]: { position: 'absolute' as const, top: `calc(100% + ${theme.space.xxs})`, insetInlineEnd: 0 },
});
const accountButton = (theme: Theme) => ({ [mobileMedia]: { padding: `0 ${theme.space.xs}` } });
const divider = (theme: Theme) => ({ borderTop: `${theme.layout.hairline} solid ${theme.colors.border}`, marginTop: theme.space.xxs, paddingTop: theme.space.xxs });

export function AccountMenu({ member, login }: { member: MemberInfo | null; login: LoginState }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const menu = useDisclosure();
  const [confirming, setConfirming] = useState(false);
  const account = member?.nickname ?? member?.account ?? '';

  const onSignOut = async () => {
    setConfirming(false);
    showPageLoader();
    try {
      await signOut();
    } finally {
      hidePageLoader();
      navigate(paths.home);
    }
  };

  return (
    <div css={dropRoot} {...menu.rootProps}>
      <button
        css={[buttonStyle('quiet'), accountButton]}
        {...menu.buttonProps}
        aria-label={intl.formatMessage({ id: 'header.account' }, { account })}
      >
        <UserIcon />
        {account && <span css={name}>{account}</span>}
        {member?.vipLevel != null && (
          <span css={vip}>
            <FormattedMessage id="header.vip" values={{ level: member.vipLevel }} />
          </span>
        )}
        <ChevronDownIcon />
      </button>
      <ul css={panel} {...menu.panelProps}>
        {memberLinks.map((link) => (
          <li key={link.page}>
            <Link css={dropItem} to={memberPagePath(link.page)}>
              <FormattedMessage id={link.label} />
            </Link>
          </li>
        ))}
        {login.isAgent && (
          <li>
            <Link css={dropItem} to={agentPagePath()}>
              <FormattedMessage id="agent.area" />
            </Link>
          </li>
        )}
        <li css={divider}>
          <button
            type="button"
            css={dropItem}
            onClick={() => {
              menu.close();
              setConfirming(true);
            }}
          >
            <FormattedMessage id="header.sign_out" />
          </button>
        </li>
      </ul>
      <Dialog
        open={confirming}
        title={intl.formatMessage({ id: 'header.sign_out' })}
        message={intl.formatMessage({ id: 'header.sign_out_confirm' })}
        confirmLabel={intl.formatMessage({ id: 'header.sign_out' })}
        cancelLabel={intl.formatMessage({ id: 'action.cancel' })}
        closeLabel={intl.formatMessage({ id: 'modal.close' })}
        onConfirm={() => void onSignOut()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
