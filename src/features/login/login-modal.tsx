/**
 * The login modal (§2.4 "login"), opened from anywhere with openDialog('login') (or
 * openDialog('login', { site: 'agent' })) and rendered by the app's dialog host. It closes
 * with its close button or Escape, and by itself once the login leaves for another page.
 */
import { useIntl } from 'react-intl';
import type { DialogOptions } from '../../api/dialog-requests';
import { Modal } from '../../ui/modal/modal';
import { LoginForm } from './login-form';

export interface LoginModalProps {
  options: DialogOptions;
  onClose: () => void;
}

/** Only a same-site path may be a landing place (no "//host", no control characters). */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return [...value].some((c) => c.charCodeAt(0) < 0x20) ? null : value;
}

export function LoginModal({ options, onClose }: LoginModalProps) {
  const intl = useIntl();
  const site = options.site ?? 'member';
  return (
    <Modal
      open
      title={intl.formatMessage({ id: site === 'agent' ? 'login.agent_title' : 'w_login' })}
      size="sm"
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
    >
      <div data-testid="login-modal">
        <LoginForm site={site} redirect={sameSitePath(options.redirect)} onLeave={onClose} />
      </div>
    </Modal>
  );
}
