/**
 * The host of the account dialogs (§2.4): renders the dialog asked for through
 * src/api/dialog-requests.ts (openDialog / closeDialog), each loaded lazily on first use. Mounted
 * once by the app layout. Adding a dialog is one entry in `authDialogs` below: a component that
 * takes { options, onClose } (AuthDialogProps). A dialog whose chunk fails to load shows the §8
 * load-failure message instead of nothing.
 */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useIntl } from 'react-intl';
import { closeDialog, useDialogRequest, type AuthDialogName, type DialogOptions } from '../api/dialog-requests';
import { ErrorBoundary } from '../ui/error-boundary';
import { DialogOnOpen as Dialog } from '../ui/modal/dialog-on-open';
import { withLaterMessages } from '../brand/later-messages';
import { lazyPage } from './routes/lazy-page';

export interface AuthDialogProps {
  options: DialogOptions;
  /** The dialog is done (closed, cancelled or succeeded). */
  onClose: () => void;
}

type AuthDialog = LazyExoticComponent<ComponentType<AuthDialogProps>>;

// Each waits for the catalogue's later slice with its chunk (decision 060).
const loadLogin = withLaterMessages(() => import('../features/login/login-modal'));
const loadRegister = withLaterMessages(() => import('./chunks/register-page'));
const loadForgot = withLaterMessages(() => import('./chunks/forget-page'));
const loadChangePassword = withLaterMessages(() => import('./chunks/change-password-page'));
const loadLogout = withLaterMessages(() => import('../features/logout/logout-dialog'));

/** One entry per dialog; a name without an entry renders nothing. */
const authDialogs: Partial<Record<AuthDialogName, AuthDialog>> = {
  login: lazyPage(loadLogin, 'LoginModal'),
  register: lazyPage(loadRegister, 'RegisterModal'),
  forgotPassword: lazyPage(loadForgot, 'ForgetPassModal'),
  changePassword: lazyPage(loadChangePassword, 'ChangePasswordDialog'),
  logout: lazyPage(loadLogout, 'LogoutDialog'),
};

function LoadFailed({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open
      title={intl.formatMessage({ id: 'error.page_failed' })}
      message={intl.formatMessage({ id: 'error.network' })}
      confirmLabel={intl.formatMessage({ id: 'modal.close' })}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      onConfirm={onClose}
    />
  );
}

export function AuthDialogs() {
  const request = useDialogRequest();
  const Requested = request ? authDialogs[request.name] : undefined;
  if (!request || !Requested) return null;
  const onClose = (): void => closeDialog(request.name);
  return (
    <ErrorBoundary key={request.serial} fallback={() => <LoadFailed onClose={onClose} />}>
      <Suspense fallback={null}>
        <Requested options={request.options} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
