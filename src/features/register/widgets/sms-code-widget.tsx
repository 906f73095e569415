/**
 * The registration SMS code ("smsCode"; §4, §9): the code input and the send button, driven by
 * the sms-code machine with sendRegPhoneCode (POST /wps/verification/sms/register). The number
 * is the form's mobile number and dialing code; without one the button says what is missing.
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { WidgetProps } from '@rjsf/utils';
import { smsCodeMachine } from '../../../../machines/sms-code.machine';
import { sendRegisterSmsCode } from '../../../api/identity/register-calls';
import { buttonStyle } from '../../../ui/button';
import { DialogOnOpen } from '../../../ui/modal/dialog-on-open';
import { useRegisterForm } from '../register-form-context';
import * as s from '../register-styles';
import { TextInput } from './text-input';

const busy = {
  whiteSpace: 'nowrap' as const,
  '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
};

/** Pure: the number to send to, or the message key of what is missing. */
export function smsTarget(values: Record<string, unknown>): { mobileNum: string; countryDialingCode: string } | { errorKey: string } {
  const mobile = typeof values.mobileNum === 'string' ? values.mobileNum.trim() : '';
  const dialing = typeof values.countryDialingCode === 'string' ? values.countryDialingCode.replace(/^\+/, '') : '';
  if (mobile === '') return { errorKey: 'error.phone_missing' };
  if (!/^[0-9][0-9 ()./-]{3,31}$/.test(mobile) || !/^[1-9][0-9]{0,3}$/.test(dialing)) return { errorKey: 'error.phone_invalid' };
  return { mobileNum: mobile, countryDialingCode: dialing };
}

export function SmsCodeWidget(props: WidgetProps) {
  const intl = useIntl();
  const shared = useRegisterForm();
  const [problem, setProblem] = useState<string | null>(null);
  const [machine] = useState(() =>
    smsCodeMachine.provide({ actors: { sendCode: fromPromise(({ input }) => sendRegisterSmsCode(input)) } }),
  );
  const [snapshot, send] = useMachine(machine, { input: { countdown: 'answer' } });
  const { seconds, errorKey, sent } = snapshot.context;
  const sending = snapshot.matches('sending');
  const counting = snapshot.matches('counting');
  const press = (): void => {
    if (sending || counting) return;
    const to = smsTarget(shared.values());
    if ('errorKey' in to) {
      setProblem(to.errorKey);
      return;
    }
    setProblem(null);
    send({ type: 'sms.send', target: to });
  };
  return (
    <div css={{ display: 'grid', gap: '0.25rem' }}>
      <div css={s.row}>
        <div css={s.grow}>
          <TextInput props={props} extra={{ inputMode: 'numeric', autoComplete: 'one-time-code', spellCheck: false }} />
        </div>
        <button
          type="button"
          css={[buttonStyle('quiet'), busy]}
          onClick={press}
          // aria-disabled, not disabled: the button keeps keyboard focus while it counts down.
          aria-disabled={sending || counting}
          aria-live="polite"
          data-testid="register-sms-send"
        >
          {intl.formatMessage(
            { id: sending ? 'login.sms_sending' : counting ? 'login.sms_resend_in' : sent ? 'login.sms_resend' : 'login.sms_send' },
            { seconds },
          )}
        </button>
      </div>
      {problem && (
        <p css={s.errorText} role="alert">
          {intl.formatMessage({ id: problem })}
        </p>
      )}
      <DialogOnOpen
        open={errorKey !== null}
        title={intl.formatMessage({ id: 'login.sms_failed_title' })}
        message={errorKey ? intl.formatMessage({ id: errorKey }) : ''}
        confirmLabel={intl.formatMessage({ id: 'login.ok' })}
        closeLabel={intl.formatMessage({ id: 'modal.close' })}
        onConfirm={() => send({ type: 'sms.dismiss' })}
      />
    </div>
  );
}
