/**
 * /changePassword (§2.1, §2.6; READINGS #4: it renders for anyone, but a change needs a session,
 * the forced change's token, or an e-mailed reset link's token):
 * - ?resetToken=… → set a new password (the link of the forgot-by-e-mail message);
 * - a forced change pending from the login → the forced change-password popup;
 * - signed in → old, new and confirm;
 * - otherwise → how to get there (log in, or forgot password).
 */
import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { openDialog } from '../../api/dialog-requests';
import { getPendingPasswordChange } from '../../api/identity/pending-password-change';
import { useSession } from '../../api/identity/session';
import { buttonStyle } from '../../ui/button';
import { ChangePasswordFormView } from './change-password-form';
import { ForcedChangePopup } from './forced-change-popup';
import { pageStyle } from './forget-page';
import { passwordLinks } from './password-links';

const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl });
const resetTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function ChangePasswordPage() {
  const [search] = useSearchParams();
  const session = useSession();
  const [pending, setPending] = useState(getPendingPasswordChange);
  const resetToken = search.get('resetToken');
  const finished = () => setPending(null);

  let content;
  let title = 'password.change_title';
  if (resetToken !== null) {
    title = 'password.reset_title';
    content = resetTokenPattern.test(resetToken) ? (
      <ChangePasswordFormView mode="reset" resetToken={resetToken} onFinished={finished} />
    ) : (
      <p role="alert">
        <FormattedMessage id="error.reset_link_invalid" />
      </p>
    );
  } else if (pending) {
    content = <ForcedChangePopup pending={pending} onFinished={finished} />;
  } else if (session.token) {
    content = <ChangePasswordFormView mode="session" onFinished={finished} />;
  } else {
    content = (
      <>
        <p>
          <FormattedMessage id="password.no_change_pending" />
        </p>
        <button type="button" css={buttonStyle('primary')} onClick={() => openDialog('login')}>
          <FormattedMessage id="w_login" />
        </button>
        <Link to={passwordLinks.forgotPassword} css={buttonStyle('quiet')}>
          <FormattedMessage id="password.forgot_link" />
        </Link>
      </>
    );
  }
  return (
    <section css={pageStyle} aria-labelledby="change-password-title">
      <h1 id="change-password-title" css={heading}>
        <FormattedMessage id={title} />
      </h1>
      {content}
    </section>
  );
}
