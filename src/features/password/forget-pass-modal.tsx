/** The forgot-password modal (§2.4 forgetPassModal, §2.5), hosted by src/app/auth-dialogs.tsx. */
import { useIntl } from 'react-intl';
import { Modal } from '../../ui/modal/modal';
import { ForgotPasswordForm } from './forgot-password-form';

export function ForgetPassModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal open title={intl.formatMessage({ id: 'password.forgot_title' })} onClose={onClose} closeLabel={intl.formatMessage({ id: 'modal.close' })} size="md">
      <ForgotPasswordForm onFinished={onClose} />
    </Modal>
  );
}
