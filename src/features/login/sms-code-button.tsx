/**
 * The "send code" button of the SMS login (§4 "SMS code button", §8, §9), driven by the
 * sms-code machine: disabled while sending and counting down, enabled at zero, a press at most
 * once a second. A refused send shows the server's message in a warning dialog with a submit
 * button (§8); a 429 counts down its retryAfterSeconds.
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { smsCodeMachine, type SmsCountdownRule } from '../../../machines/sms-code.machine';
import type { SmsCodeFields, SmsCodePurpose } from '../../../schemas/identity';
import { sendSmsCode } from '../../api/identity/login-calls';
import { buttonStyle } from '../../ui/button';
import { DialogOnOpen } from '../../ui/modal/dialog-on-open';

const busyStyle = {
  whiteSpace: 'nowrap' as const,
  '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
};

export interface SmsCodeButtonProps {
  purpose: SmsCodePurpose;
  countdown?: SmsCountdownRule;
  /** The number to send to, or the locale key of what is wrong with it. */
  target: () => SmsCodeFields | { errorKey: string };
  /** A send was refused before the call (an invalid number): the form shows it. */
  onInvalid: (errorKey: string) => void;
  /** A code is on its way (the form can move focus to the code field). */
  onSent?: () => void;
}

export function SmsCodeButton({ purpose, countdown = 'answer', target, onInvalid, onSent }: SmsCodeButtonProps) {
  const intl = useIntl();
  const [machine] = useState(() =>
    smsCodeMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }: { input: SmsCodeFields }) => {
          const answer = await sendSmsCode({ ...input, purpose });
          onSent?.();
          return answer;
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { countdown } });
  const { seconds, errorKey } = snapshot.context;
  const sending = snapshot.matches('sending');
  const counting = snapshot.matches('counting');
  const press = (): void => {
    const to = target();
    if ('errorKey' in to) {
      onInvalid(to.errorKey);
      return;
    }
    send({ type: 'sms.send', target: to });
  };
  return (
    <>
      <button
        type="button"
        css={[buttonStyle('quiet'), busyStyle]}
        onClick={press}
        // aria-disabled, not disabled: the button keeps keyboard focus while it counts down.
        aria-disabled={sending || counting}
        aria-live="polite"
        data-testid="sms-send"
      >
        {sending ? (
          <FormattedMessage id="login.sms_sending" />
        ) : counting ? (
          <FormattedMessage id="login.sms_resend_in" values={{ seconds }} />
        ) : (
          <FormattedMessage id={snapshot.context.sent ? 'login.sms_resend' : 'login.sms_send'} />
        )}
      </button>
      <DialogOnOpen
        open={errorKey !== null}
        title={intl.formatMessage({ id: 'login.sms_failed_title' })}
        message={errorKey ? intl.formatMessage({ id: errorKey }) : ''}
        confirmLabel={intl.formatMessage({ id: 'login.ok' })}
        closeLabel={intl.formatMessage({ id: 'modal.close' })}
        onConfirm={() => send({ type: 'sms.dismiss' })}
      />
    </>
  );
}
