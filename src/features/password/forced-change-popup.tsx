/**
 * The forced change-password popup (§2.6): a password-expired title with a security subtitle,
 * over /changePassword after a login answered with a change token (123456, or expired with
 * PWDEXPFORCECHANGE3). No close button: the account has no session until the password changes.
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PendingPasswordChange } from '../../api/identity/pending-password-change';
import { Modal } from '../../ui/modal/modal';
import { ChangePasswordFormView } from './change-password-form';

const subtitle = (theme: Theme) => ({ margin: `0 0 ${theme.space.sm}`, color: theme.colors.textMuted });

export function ForcedChangePopup({ pending, onFinished }: { pending: PendingPasswordChange; onFinished: () => void }) {
  const intl = useIntl();
  return (
    <Modal open title={intl.formatMessage({ id: 'password.expired_title' })} size="sm">
      <p css={subtitle}>
        <FormattedMessage id="password.security_subtitle" />
      </p>
      <ChangePasswordFormView mode="forced" pending={pending} onFinished={onFinished} />
    </Modal>
  );
}
