/**
 * The logged-in account button (§2.3): the account name with its VIP label, opening a menu of
 * security centre, change password, withdraw, transaction history, personal betting history,
 * the agent area (for agents only) and sign out. Sign out opens the logout dialog (§2.10,
 * src/features/logout through the dialog host): it asks, shows the loader, logs out, goes home.
 * Change password opens its modal over the page (§2.4; a modified click still opens /changePassword).
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { openDialog } from '../../api/dialog-requests';
import type { LoginState, MemberInfo } from '../../api/identity/session';
import { buttonStyle } from '../../ui/button';
import { isPlainClick } from '../../ui/plain-click';
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
  const menu = useDisclosure();
  const account = member?.nickname ?? member?.account ?? '';

  return (
    <div css={dropRoot} {...menu.rootProps}>
      <button
        css={[buttonStyle('quiet'), accountButton]}
        {...menu.buttonProps}
        aria-label={intl.formatMessage({ id: 'header.account' }, { account })}
      >
        <UserIcon />
        {account && <span css={name}>{account}</span>}
        {member?.vipLevel != null && member.vipLevel > 0 && (
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
        <li>
          <Link
            css={dropItem}
            to={paths.changePassword}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              menu.close();
              openDialog('changePassword');
            }}
          >
            <FormattedMessage id="header.change_password" />
          </Link>
        </li>
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
              openDialog('logout');
            }}
          >
            <FormattedMessage id="header.sign_out" />
          </button>
        </li>
      </ul>
    </div>
  );
}
