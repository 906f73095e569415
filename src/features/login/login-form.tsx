/**
 * The login form (§2.4 login modal, /login page; §4, §5, §8): username/password (captcha when the
 * server asks) and SMS code modes as tabs when the brand offers both; remember-me; the
 * verification step; links to forgot password and register. Every refusal shows its §8
 * message in the page language.
 */
import { Suspense, useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { openDialog } from '../../api/dialog-requests';
import { isPlainClick } from '../../ui/plain-click';
import type { LoginMode, LoginSite } from '../../../machines/login.machine';
import { showsRegisterEntry } from '../../../schemas/modules';
import { usePreferences, useBrand } from '../../brand/brand-context';
import { buttonStyle } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TabList } from '../../ui/tabs/tabs';
import { CaptchaField } from './captcha-field';
import { loginLinks } from './login-links';
import { passwordHint } from './login-options';
import * as s from './login-styles';
import type { SmsCheck } from './sms-fields';
import { SocialLoginButtons } from './social/social-login-buttons';
import { useLeaveWhenDone, useLoginFlow } from './use-login-flow';
import { VerificationStep } from './verification-step';
import { lazyPart } from '../../brand/later-messages';

export interface LoginFormProps {
  site: LoginSite;
  redirect?: string | null;
  /** The flow left for another page, or a link was followed (the modal closes). */
  onLeave?: () => void;
}

type FieldName = 'username' | 'password' | 'captcha' | 'mobile' | 'code';

const SmsFields = lazyPart(() => import('./sms-fields').then((m) => ({ default: m.SmsFields })));

/** In the modal, "forgot password" swaps this dialog for the forgot-password one (§2.4 forgetPassModal). */
function openForgotInstead(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  openDialog('forgotPassword');
}

/** From the login modal, Register opens the register modal in its place (docs/decisions/019). */
function openRegisterInstead(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  openDialog('register');
}

export function LoginForm({ site, redirect, onLeave }: LoginFormProps) {
  const intl = useIntl();
  const id = useId();
  const { registerRules, modules } = useBrand();
  const { language } = usePreferences();
  const { snapshot, send, remembered } = useLoginFlow({ site });
  const { context } = snapshot;
  useLeaveWhenDone(snapshot.matches('done') ? 'done' : snapshot.matches('forcedChange') ? 'forcedChange' : null, site, redirect, onLeave);
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRememberState] = useState(remembered !== null);
  const [invalid, setInvalid] = useState<{ field: FieldName; key: string } | null>(null);
  const smsCheck = useRef<SmsCheck | null>(null);
  const onSmsCheck = useCallback((check: SmsCheck) => {
    smsCheck.current = check;
  }, []);
  const busy = snapshot.matches('submitting') || snapshot.matches('finishing') || snapshot.matches('remembering');
  const hint = passwordHint(registerRules.password);
  const errorId = `${id}-error`;

  if ((snapshot.matches('verifying') || snapshot.matches('checkingCode')) && context.verification) {
    return (
      <VerificationStep
        verification={context.verification}
        useRecoveryCode={context.useRecoveryCode}
        busy={snapshot.matches('checkingCode')}
        errorKey={context.errorKey}
        onVerify={(code) => send({ type: 'login.verify', code })}
        onUseRecoveryCode={(on) => send({ type: 'login.useRecoveryCode', on })}
        onBack={() => send({ type: 'login.cancelVerification' })}
      />
    );
  }

  const fail = (field: FieldName, key: string): void => {
    setInvalid({ field, key });
    document.getElementById(`${id}-${field}`)?.focus();
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (busy) return;
    send({ type: 'login.dismissError' });
    if (context.mode === 'username') {
      // §5: username and password required (the username trimmed); the captcha when shown.
      if (username.trim() === '') return fail('username', 'login.need_credentials');
      if (password === '') return fail('password', 'login.need_credentials');
      if (context.captchaRequired && captcha.trim() === '') return fail('captcha', 'error.captcha_required');
      setInvalid(null);
      send({ type: 'login.submit', fields: { type: 'username', username, password, remember, ...(context.captchaRequired ? { captcha } : {}) } });
      setCaptcha('');
      return;
    }
    const checked = smsCheck.current?.();
    if (!checked) return;
    if ('errorKey' in checked) return fail(checked.field, checked.errorKey);
    setInvalid(null);
    send({ type: 'login.submit', fields: { type: 'sms', ...checked.fields, remember } });
  };

  const shownKey = invalid?.key ?? context.errorKey;
  const fieldInvalid = (name: FieldName): boolean => invalid?.field === name;
  const modeItems = context.modes.map((mode) => ({ id: mode, label: <FormattedMessage id={`login.mode_${mode}`} /> }));
  const selectMode = (mode: string): void => {
    setInvalid(null);
    send({ type: 'login.mode', mode: mode as LoginMode });
  };

  return (
    <form css={s.form} onSubmit={submit} noValidate aria-busy={busy} data-testid="login-form" data-site={site}>
      {context.modes.length > 1 && (
        <TabList
          label={intl.formatMessage({ id: 'login.modes' })}
          items={modeItems}
          selectedId={context.mode}
          onSelect={selectMode}
          orientation="horizontal"
          idBase={`${id}-mode`}
        />
      )}
      <div
        css={s.form}
        {...(context.modes.length > 1
          ? { role: 'tabpanel', id: `${id}-mode-panel-${context.mode}`, 'aria-labelledby': `${id}-mode-tab-${context.mode}` }
          : {})}
      >
        {context.mode === 'username' ? (
          <>
            <div css={s.field}>
              <label htmlFor={`${id}-username`} css={s.label}>
                <FormattedMessage id="login.username" />
              </label>
              <input
                id={`${id}-username`}
                name="username"
                css={s.input}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={64}
                required
                aria-invalid={fieldInvalid('username')}
                aria-describedby={fieldInvalid('username') ? errorId : undefined}
              />
            </div>
            <div css={s.field}>
              <label htmlFor={`${id}-password`} css={s.label}>
                <FormattedMessage id="login.password" />
              </label>
              <input
                id={`${id}-password`}
                name="password"
                type="password"
                css={s.input}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
                maxLength={256}
                required
                aria-invalid={fieldInvalid('password')}
                aria-describedby={[hint ? `${id}-hint` : '', fieldInvalid('password') ? errorId : ''].join(' ').trim() || undefined}
              />
              {hint && (
                <p id={`${id}-hint`} css={s.hint}>
                  <FormattedMessage id={hint.id} values={hint.values} />
                </p>
              )}
            </div>
            {context.captchaRequired && (
              <CaptchaField
                id={`${id}-captcha`}
                captcha={context.captcha}
                value={captcha}
                onChange={setCaptcha}
                onRefresh={() => send({ type: 'login.captchaRefresh' })}
                canRefresh={snapshot.can({ type: 'login.captchaRefresh' })}
                invalid={fieldInvalid('captcha')}
                errorId={errorId}
              />
            )}
          </>
        ) : (
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'boot.loading' })} />}>
            <SmsFields idBase={id} language={language} invalidField={invalid?.field ?? null} errorId={errorId} onInvalid={fail} onCheck={onSmsCheck} />
          </Suspense>
        )}
        <label css={s.check}>
          <input type="checkbox" checked={remember} onChange={(e) => setRememberState(e.target.checked)} />
          <FormattedMessage id="login.remember" />
        </label>
      </div>
      {shownKey && (
        <p id={errorId} role="alert" css={s.errorText} data-testid="login-error">
          {intl.formatMessage({ id: shownKey })}
        </p>
      )}
      <button type="submit" css={[buttonStyle('primary'), s.full]} aria-disabled={busy} data-testid="login-submit">
        <FormattedMessage id={busy ? 'login.signing_in' : 'w_login'} />
      </button>
      <SocialLoginButtons returnTo={site === 'agent' ? loginLinks.agentHome : (redirect ?? undefined)} />
      <div css={s.links}>
        <Link to={loginLinks.forgotPassword} css={s.textLink} onClick={onLeave ? openForgotInstead : undefined}>
          <FormattedMessage id="login.forgot" />
        </Link>
        {site === 'member' && showsRegisterEntry(modules) && (
          <Link to={loginLinks.register} css={s.textLink} onClick={onLeave ? openRegisterInstead : undefined}>
            <FormattedMessage id="w_reg" />
          </Link>
        )}
      </div>
    </form>
  );
}
