/**
 * The second login step (§4 "extra verification"; docs/decisions/011): the authenticator code
 * (or a recovery code), or the code sent by SMS or e-mail for a sign-in from a new IP. The
 * field's label says which; a wrong code shows its §8 message and keeps the step.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginVerification } from '../../../schemas/identity';
import { buttonStyle } from '../../ui/button';
import * as s from './login-styles';

export interface VerificationStepProps {
  verification: LoginVerification;
  useRecoveryCode: boolean;
  busy: boolean;
  errorKey: string | null;
  onVerify: (code: string) => void;
  onUseRecoveryCode: (on: boolean) => void;
  onBack: () => void;
}

function codeLabel(v: LoginVerification, recovery: boolean): string {
  if (v.method === 'totp') return recovery ? 'login.verify_code_recovery' : 'login.verify_code_totp';
  return v.method === 'sms' ? 'login.verify_code_sms' : 'login.verify_code_email';
}

function intro(v: LoginVerification): string {
  if (v.method === 'totp') return 'login.verify_intro_totp';
  return v.method === 'sms' ? 'login.verify_intro_sms' : 'login.verify_intro_email';
}

export function VerificationStep({ verification, useRecoveryCode, busy, errorKey, onVerify, onUseRecoveryCode, onBack }: VerificationStepProps) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const shownKey = missing ? 'error.code_missing' : errorKey;
  const recovery = verification.method === 'totp' && useRecoveryCode;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onVerify(code);
  };
  return (
    <form css={s.form} onSubmit={submit} noValidate aria-busy={busy} data-testid="login-verification">
      {verification.reason === 'new-ip' && (
        <p css={s.hint}>
          <FormattedMessage id="login.verify_new_ip" />
        </p>
      )}
      <p css={s.hint}>
        <FormattedMessage id={intro(verification)} values={{ target: verification.target ?? '' }} />
      </p>
      <div css={s.field}>
        <label htmlFor={`${id}-code`} css={s.label}>
          <FormattedMessage id={codeLabel(verification, recovery)} />
        </label>
        <input
          id={`${id}-code`}
          css={s.input}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={recovery ? 16 : 6}
          required
          // The step replaces the form: its one field takes focus.
          autoFocus
          aria-invalid={shownKey !== null}
          aria-describedby={shownKey ? `${id}-error` : undefined}
        />
      </div>
      {shownKey && (
        <p id={`${id}-error`} role="alert" css={s.errorText}>
          {intl.formatMessage({ id: shownKey })}
        </p>
      )}
      <button type="submit" css={[buttonStyle('primary'), s.full]} aria-disabled={busy}>
        <FormattedMessage id={busy ? 'login.signing_in' : 'login.verify_submit'} />
      </button>
      <div css={s.links}>
        {verification.method === 'totp' && (
          <button
            type="button"
            css={s.textLink}
            onClick={() => {
              setCode('');
              onUseRecoveryCode(!useRecoveryCode);
            }}
          >
            <FormattedMessage id={useRecoveryCode ? 'login.use_authenticator' : 'login.use_recovery'} />
          </button>
        )}
        <button type="button" css={s.textLink} onClick={onBack}>
          <FormattedMessage id="login.back" />
        </button>
      </div>
    </form>
  );
}
