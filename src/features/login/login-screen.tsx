/**
 * The /login page (§2.1): the same form as the modal, on a page of its own. The agent login is
 * this page for the agent site (docs/decisions/014: /login?as=agent, and the /agentHome guard's
 * /login?redirect=/agentHome…), where success leads to /agentHome and non-agents are refused.
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LoginSite } from '../../../machines/login.machine';
import { BrandBanner } from '../../brand/brand-banner';
import { loginLinks } from './login-links';
import { LoginForm } from './login-form';
import * as s from './login-styles';

export interface LoginScreenProps {
  site: LoginSite;
  /** A checked same-site return path, or null. */
  redirect: string | null;
}

const page = (theme: Theme) => ({
  width: '100%',
  maxWidth: theme.layout.panelWidth,
  margin: '0 auto',
  padding: `${theme.space.xl} ${theme.space.md}`,
  display: 'grid',
  gap: theme.space.lg,
});
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl });

export function LoginScreen({ site, redirect }: LoginScreenProps) {
  return (
    <section css={page} aria-labelledby="login-heading" data-testid="login-page">
      <BrandBanner group="w_login" testId="login-banner" />
      <h1 id="login-heading" css={heading}>
        <FormattedMessage id={site === 'agent' ? 'login.agent_title' : 'w_login'} />
      </h1>
      {/* key: switching member/agent starts a fresh flow. */}
      <LoginForm key={site} site={site} redirect={redirect} />
      <p css={s.hint}>
        <Link to={site === 'agent' ? loginLinks.login : `${loginLinks.login}?as=agent`} css={s.textLink}>
          <FormattedMessage id={site === 'agent' ? 'login.member_link' : 'login.agent_link'} />
        </Link>
      </p>
    </section>
  );
}
