/**
 * The guards of §2.1 and §6 around a route's page: a guest goes to /login with the way back kept
 * (?redirect=); a trial account on member or agent pages is told to use a real account
 * (in_need_true_account, confirm in_increase_submit) and sent home; a member who is no agent
 * sees "non-agents cannot log in" on the agent centre. Lottery pages need a stored token.
 */
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { deriveLoginState, useSession } from '../../api/identity/session';
import { useBrand } from '../../brand/brand-context';
import { buttonStyle } from '../../ui/button';
import { DialogOnOpen as Dialog } from '../../ui/modal/dialog-on-open';
import { loginPath, paths, type RouteAccess } from '../paths';
import { guardDecision } from './guard-decision';

const section = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.md,
  justifyItems: 'center',
  textAlign: 'center' as const,
  padding: `${theme.space.xxl} ${theme.space.md}`,
});
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl });
const text = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });

function TrialNotice() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Dialog
      open
      title={intl.formatMessage({ id: 'guard.trial_title' })}
      message={intl.formatMessage({ id: 'in_need_true_account' })}
      confirmLabel={intl.formatMessage({ id: 'in_increase_submit' })}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      onConfirm={() => void navigate(paths.home, { replace: true })}
    />
  );
}

function NotAgentNotice() {
  return (
    <section css={section} aria-labelledby="not-agent-title">
      <h1 id="not-agent-title" css={heading}>
        <FormattedMessage id="agent.not_agent" />
      </h1>
      <p css={text}>
        <FormattedMessage id="agent.contact_agent" />
      </p>
      <Link to={paths.home} css={buttonStyle('primary')}>
        <FormattedMessage id="notfound.home" />
      </Link>
    </section>
  );
}

export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { brand } = useBrand();
  const session = useSession();
  const location = useLocation();
  const decision = guardDecision(access, deriveLoginState(session, brand), session.token !== null);
  switch (decision) {
    case 'login':
      return <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
    case 'trial':
      return <TrialNotice />;
    case 'not-agent':
      return <NotAgentNotice />;
    case 'allow':
      return children;
  }
}
