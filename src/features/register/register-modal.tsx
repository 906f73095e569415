/**
 * The register modal (§2.4 "registerModal"), opened from anywhere with openDialog('register')
 * and rendered by the app's dialog host; success closes it and goes home signed in (§4).
 */
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { openDialog, type DialogOptions } from '../../api/dialog-requests';
import { Modal } from '../../ui/modal/modal';
import { isPlainClick } from '../../ui/plain-click';
import { registerLinks as paths } from './register-links';
import { RegisterPanel } from './register-panel';
import * as s from './register-styles';

export interface RegisterModalProps {
  options: DialogOptions;
  onClose: () => void;
}

export function RegisterModal({ onClose }: RegisterModalProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const onDone = useCallback(() => {
    onClose();
    void navigate(paths.home);
  }, [onClose, navigate]);
  const login = (
    <Link
      to={paths.login}
      css={s.textLink}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openDialog('login');
      }}
    >
      <FormattedMessage id="w_login" />
    </Link>
  );
  return (
    <Modal open title={intl.formatMessage({ id: 'w_reg' })} size="sm" onClose={onClose} closeLabel={intl.formatMessage({ id: 'modal.close' })}>
      <div data-testid="register-modal">
        <RegisterPanel onDone={onDone} loginLink={login} />
      </div>
    </Modal>
  );
}
