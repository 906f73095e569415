/**
 * The change-password dialog (§2.4 "change password", openDialog('changePassword')): the forced
 * popup when a forced change is pending, else the signed-in form in a modal.
 */
import { useIntl } from 'react-intl';
import { getPendingPasswordChange } from '../../api/identity/pending-password-change';
import { Modal } from '../../ui/modal/modal';
import { ChangePasswordFormView } from './change-password-form';
import { ForcedChangePopup } from './forced-change-popup';

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const pending = getPendingPasswordChange();
  if (pending) return <ForcedChangePopup pending={pending} onFinished={onClose} />;
  return (
    <Modal open title={intl.formatMessage({ id: 'password.change_title' })} onClose={onClose} closeLabel={intl.formatMessage({ id: 'modal.close' })} size="sm">
      <ChangePasswordFormView mode="session" onFinished={onClose} />
    </Modal>
  );
}
