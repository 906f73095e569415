/**
 * The forgot-by-mobile SMS button (§4 "SMS code button", READINGS #17): the shared sms-code
 * machine with the 'round-trip' countdown (60 s minus half the measured round trip), disabled
 * while sending or counting; a refused send shows its §8 message.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { smsCodeMachine } from '../../../machines/sms-code.machine';
import type { SmsCodeFields } from '../../../schemas/identity';
import { sendResetCode } from '../../api/identity/password-calls';
import { buttonStyle } from '../../ui/button';

export function ResetCodeButton({ target, onError }: { target: () => SmsCodeFields | null; onError: (key: string | null) => void }) {
  const intl = useIntl();
  const machine = useMemo(
    () =>
      smsCodeMachine.provide({
        actors: { sendCode: fromPromise(({ input }: { input: SmsCodeFields }) => sendResetCode(input.mobileNum, input.countryDialingCode)) },
      }),
    [],
  );
  const [state, send] = useMachine(machine, { input: { countdown: 'round-trip' } });
  const busy = !state.matches('ready') || state.matches({ ready: 'throttled' });
  const seconds = state.context.seconds;
  const lastError = state.context.errorKey;
  useEffect(() => {
    if (lastError) onError(lastError);
  }, [lastError, onError]);
  return (
    <button
      type="button"
      css={[buttonStyle('quiet'), { whiteSpace: 'nowrap' as const }]}
      disabled={busy}
      aria-busy={state.matches('sending') || undefined}
      onClick={() => {
        const fields = target();
        onError(fields ? null : 'error.phone_missing');
        if (fields) send({ type: 'sms.send', target: { ...fields, purpose: 'RESET_PASSWORD' } });
      }}
    >
      {state.matches('counting') && seconds > 0 ? (
        <FormattedMessage id="password.resend_in" values={{ seconds }} />
      ) : (
        intl.formatMessage({ id: 'password.send_code' })
      )}
    </button>
  );
}
