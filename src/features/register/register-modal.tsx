/**
 * The register modal (§2.4 "registerModal"), opened from anywhere with openDialog('register')
 * and rendered by the app's dialog host; success closes it and goes home signed in (§4).
 */
import { Suspense, useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { openDialog, type DialogOptions } from '../../api/dialog-requests';
import { isPlainClick } from '../../ui/plain-click';
import { registerLinks as paths } from './register-links';
import { RegisterPanel } from './register-panel';
import * as s from './register-styles';
import { lazyPart } from '../../brand/later-messages';

/** The modal system on opening: the /register page, in the same chunk, does without it (decision 060). */
const Modal = lazyPart(() => import('../../ui/modal/modal').then((m) => ({ default: m.Modal })));

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
    <Suspense fallback={null}>
      <Modal
        open
        title={intl.formatMessage({ id: 'w_reg' })}
        size="sm"
        onClose={onClose}
        closeLabel={intl.formatMessage({ id: 'modal.close' })}
      >
        <div data-testid="register-modal">
          <RegisterPanel onDone={onDone} loginLink={login} />
        </div>
      </Modal>
    </Suspense>
  );
}
