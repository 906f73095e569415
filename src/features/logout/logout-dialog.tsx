/**
 * The logout dialog (§2.10, §4; READINGS #6), openDialog('logout'): asks first, shows the page
 * loader while DELETE /wps/session/logout runs, clears session storage except the merchant
 * (signOut → clearSession), then goes to /. Cancel closes it and nothing changes.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { logoutMachine } from '../../../machines/logout.machine';
import { signOut } from '../../api/identity/session-actions';
import { hidePageLoader, showPageLoader } from '../../api/identity/session-loader';
import { Dialog } from '../../ui/modal/dialog';

/** Home (src/app/paths.ts `home`; features may not import the app). */
const homePath = '/';

export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      logoutMachine.provide({
        actors: {
          logout: fromPromise(async () => {
            showPageLoader();
            try {
              await signOut();
            } finally {
              hidePageLoader();
            }
            return undefined;
          }),
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine);

  // Opening the dialog is the request (§2.10: it asks first).
  useEffect(() => {
    send({ type: 'logout.request' });
  }, [send]);
  useEffect(() => {
    if (state.matches('done')) {
      onClose();
      void navigate(homePath);
    }
  }, [state, onClose, navigate]);

  const loggingOut = state.matches('loggingOut');
  return (
    <Dialog
      open={state.matches('confirming') || loggingOut}
      title={intl.formatMessage({ id: 'header.sign_out' })}
      message={intl.formatMessage({ id: loggingOut ? 'logout.signing_out' : 'header.sign_out_confirm' })}
      confirmLabel={intl.formatMessage({ id: 'header.sign_out' })}
      cancelLabel={intl.formatMessage({ id: 'action.cancel' })}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      busy={loggingOut}
      onConfirm={() => send({ type: 'logout.confirm' })}
      onCancel={() => {
        if (loggingOut) return;
        send({ type: 'logout.cancel' });
        onClose();
      }}
    />
  );
}
