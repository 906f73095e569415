/**
 * "Log in with a social account" (§1): one button per OpenID Connect provider of the brand
 * (the permission answer's info.socialLogin). Each is a link to the gateway's start address,
 * a full-page navigation to the provider and back (docs/decisions/016-social-login.md).
 * Renders nothing for a brand without providers.
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { messageKeyOf } from '../../../api/client';
import { safeReturnTo, socialLoginParams, socialStartUrl } from '../../../api/identity/social-login';
import { isErrorCode } from '../../../../schemas/error-codes';
import { useBrand } from '../../../brand/brand-context';
import { buttonStyle } from '../../../ui/button';

export interface SocialLoginButtonsProps {
  /** Where to land after the login (a same-site path); defaults to the current page, or / from /login. */
  returnTo?: string;
}

const listStyle = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const headingStyle = (theme: Theme) => ({
  margin: `0 0 ${theme.space.sm}`,
  fontSize: 'inherit',
  fontWeight: theme.fontWeight.medium,
  color: theme.colors.textMuted,
  textAlign: 'center' as const,
});

const errorStyle = (theme: Theme) => ({
  margin: `0 0 ${theme.space.sm}`,
  color: theme.colors.danger,
  textAlign: 'center' as const,
});

/** The message key of a refused social login the gateway sent the browser back with (?socialError=). */
function refusalKey(): string | null {
  const code = new URLSearchParams(window.location.search).get(socialLoginParams.error);
  if (!code) return null;
  return isErrorCode(code) ? messageKeyOf(code) : messageKeyOf('UNKNOWN');
}

function currentPage(): string {
  const { pathname, search } = window.location;
  return pathname === '/login' || pathname === '/agentLogin' ? '/' : `${pathname}${search}`;
}

export function SocialLoginButtons({ returnTo }: SocialLoginButtonsProps) {
  const { socialLogin } = useBrand();
  if (socialLogin.length === 0) return null;
  const target = safeReturnTo(returnTo ?? currentPage());
  const refused = refusalKey();
  return (
    <section aria-labelledby="social-login-heading" data-testid="social-login">
      <h3 id="social-login-heading" css={headingStyle}>
        <FormattedMessage id="login.social.heading" />
      </h3>
      {refused && (
        <p role="alert" css={errorStyle}>
          <FormattedMessage id={refused} />
        </p>
      )}
      <ul css={listStyle}>
        {socialLogin.map((provider) => (
          <li key={provider.id}>
            <a
              href={socialStartUrl(provider.id, target)}
              css={[buttonStyle('quiet'), { width: '100%', boxSizing: 'border-box' as const }]}
            >
              <FormattedMessage id="login.social.continueWith" values={{ provider: provider.name }} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
