/**
 * Bind or change the phone and the e-mail (security centre): the new number or address gets a
 * 6-digit code (securityCode), typed back to bind it (securityPhone / securityEmail). The
 * current one is shown masked. A number another member has → CONTACT_TAKEN, translated.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SecurityOverviewAnswer } from '../../../schemas/payments';
import { bindEmail, bindPhone, memberKeys, sendSecurityCode } from '../../api/identity/member-calls';
import { useBrand } from '../../brand/brand-context';
import { DialingCodeSelect } from '../../ui/dialing-code/dialing-code-select';
import { buttonStyle } from '../../ui/button';
import { alert, field, formGrid, input, muted, row, success } from './member-styles';
import { errorKeyOf } from './use-member-errors';
import { refreshAfterWrite } from '../../api/refresh-after-write';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

export function ContactBinding({ kind, overview }: { kind: 'phone' | 'email'; overview: SecurityOverviewAnswer }) {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const [dialingCode, setDialingCode] = useState('');
  const { phoneCountries } = useBrand();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [bound, setBound] = useState(false);
  const [left, startCountdown] = useCountdown();
  const current = kind === 'phone' ? overview.phoneMasked : overview.emailMasked;

  const targetProblem = (): string | null => {
    const value = target.trim();
    if (kind === 'email') return emailPattern.test(value) ? null : 'member.security_email_invalid';
    return /^\d{5,15}$/.test(value.replace(/[\s()-]/g, '')) && dialingCode ? null : 'error.phone_invalid';
  };
  const send = useMutation({
    mutationFn: () =>
      sendSecurityCode(kind === 'phone' ? { channel: 'sms', mobileNum: target.trim(), countryDialingCode: dialingCode.replace(/^\+/, '') } : { channel: 'email', email: target.trim() }),
    onSuccess: (answer) => startCountdown(Math.max(1, Math.round(answer.expiredMinutes * 60))),
    onError: (e) => setErrorKey(errorKeyOf(e)),
  });
  const bind = useMutation({
    mutationFn: () =>
      kind === 'phone'
        ? bindPhone({ mobileNum: target.trim(), countryDialingCode: dialingCode.replace(/^\+/, ''), verificationCode: code.trim() })
        : bindEmail({ email: target.trim(), verificationCode: code.trim() }),
    onSuccess: (answer) => {
      client.setQueryData(memberKeys.security, answer);
      void refreshAfterWrite(client, memberKeys.profile);
      setBound(true);
      setTarget('');
      setCode('');
    },
    onError: (e) => setErrorKey(errorKeyOf(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBound(false);
    const problem = targetProblem() ?? (/^\d{6}$/.test(code.trim()) ? null : 'error.code_invalid');
    if (problem) return setErrorKey(problem);
    setErrorKey(null);
    bind.mutate();
  };
  return (
    <form css={formGrid} noValidate onSubmit={submit} data-testid={`bind-${kind}`} aria-label={intl.formatMessage({ id: `member.security_${kind}_heading` })}>
      <p css={muted}>
        {current ? (
          <FormattedMessage id="member.security_current" values={{ value: <bdi dir="ltr">{current}</bdi> }} />
        ) : (
          <FormattedMessage id={`member.security_${kind}_none`} />
        )}
      </p>
      <div css={row}>
        {kind === 'phone' && (
          <DialingCodeSelect label={intl.formatMessage({ id: 'login.dialing_code' })} currentCountry={phoneCountries} locale={intl.locale} onChange={(c) => setDialingCode(c)} />
        )}
        <label css={field} htmlFor={`${id}-target`}>
          <FormattedMessage id={kind === 'phone' ? 'member.security_phone_new' : 'member.security_email_new'} />
          <input
            id={`${id}-target`}
            name={kind === 'phone' ? 'mobileNum' : 'email'}
            type={kind === 'phone' ? 'tel' : 'email'}
            autoComplete={kind === 'phone' ? 'tel-national' : 'email'}
            css={input}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          />
        </label>
        <button
          type="button"
          css={buttonStyle('quiet')}
          disabled={left > 0 || send.isPending}
          aria-busy={send.isPending || undefined}
          onClick={() => {
            const problem = targetProblem();
            setErrorKey(problem);
            if (!problem) send.mutate();
          }}
        >
          {left > 0 ? <FormattedMessage id="member.security_resend_in" values={{ seconds: left }} /> : <FormattedMessage id="member.security_send_code" />}
        </button>
      </div>
      <label css={field} htmlFor={`${id}-code`}>
        <FormattedMessage id="member.security_code" />
        <input id={`${id}-code`} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" css={input} value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      <p css={alert} role={errorKey ? 'alert' : undefined}>
        {errorKey && <FormattedMessage id={errorKey} />}
      </p>
      <button type="submit" css={buttonStyle('primary')} disabled={bind.isPending} aria-busy={bind.isPending || undefined}>
        <FormattedMessage id={current ? 'member.security_change' : 'member.security_bind'} />
      </button>
      {bound && (
        <p css={success} role="status">
          <FormattedMessage id="member.security_bound" />
        </p>
      )}
    </form>
  );
}
