/** The /register page (§2.1 group RegisterPage): the register forms on a page of their own; success goes home signed in. */
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { BrandBanner } from '../../brand/brand-banner';
import { registerLinks as paths } from './register-links';
import { RegisterPanel } from './register-panel';
import * as s from './register-styles';

export function RegisterScreen() {
  const navigate = useNavigate();
  const onDone = useCallback(() => void navigate(paths.home, { replace: true }), [navigate]);
  return (
    <section css={s.page} aria-labelledby="register-heading" data-testid="register-page">
      <BrandBanner group="w_register" testId="register-banner" />
      <h1 id="register-heading" css={s.heading}>
        <FormattedMessage id="w_reg" />
      </h1>
      <RegisterPanel
        onDone={onDone}
        loginLink={
          <Link to={paths.login} css={s.textLink}>
            <FormattedMessage id="w_login" />
          </Link>
        }
      />
    </section>
  );
}
