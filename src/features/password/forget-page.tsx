/** /forgotPassword (§2.1, §2.5): the forgot-password content as a page. */
import type { Theme } from '@emotion/react';
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { ForgotPasswordForm } from './forgot-password-form';

export const pageStyle = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.md,
  justifyItems: 'stretch',
  maxWidth: '28rem',
  margin: '0 auto',
  padding: `${theme.space.xl} ${theme.space.md}`,
});
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl });

export function ForgetPage() {
  const finished = useCallback(() => undefined, []);
  return (
    <section css={pageStyle} aria-labelledby="forgot-title">
      <h1 id="forgot-title" css={heading}>
        <FormattedMessage id="password.forgot_title" />
      </h1>
      <ForgotPasswordForm onFinished={finished} />
    </section>
  );
}
