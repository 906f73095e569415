/**
 * The forgot-password content (§2.5), shared by the modal (forgetPassModal) and /forgotPassword:
 * the w_forget banner, the method switcher (only with CHNGPASSVERIF3; then mobile first), the
 * e-mail form (neutral answer, READINGS #2) and the mobile form (SMS code with the round-trip
 * countdown, new password; then signs in with it and goes home, or hands over to the login
 * dialog when an authenticator is asked).
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { forgotPasswordMachine, type ForgotMethod } from '../../../machines/forgot-password.machine';
import type { ForgotByEmailFields, PhonePasswordFields } from '../../../schemas/identity';
import { openDialog } from '../../api/dialog-requests';
import { forgotBannersQueryOptions } from '../../api/identity/password-banner-query';
import { postForgotByEmail, postResetByPhone } from '../../api/identity/password-calls';
import { signInWithPassword } from '../../api/identity/password-sign-in';
import { useBrand, usePreferences } from '../../brand/brand-context';
import { buttonStyle } from '../../ui/button';
import { DialingCodeSelect } from '../../ui/dialing-code/dialing-code-select';
import { TabList, TabPanel } from '../../ui/tabs/tabs';
import { FormError, formStyle, noteStyle, TextField } from './form-kit';
import { passwordLinks } from './password-links';
import { passwordRuleOf } from './password-rule';
import { ResetCodeButton } from './reset-code-button';
import { useSealKeys } from './use-seal-keys';

const bannerStyle = (theme: Theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius, display: 'block' });

function ForgotBanner() {
  const { language } = usePreferences();
  const { data } = useQuery(forgotBannersQueryOptions(language));
  const banner = data?.[0];
  if (!banner) return null;
  return <img src={banner.url} alt={banner.title} width={banner.width} height={banner.height} css={bannerStyle} data-testid="forgot-banner" />;
}

export function ForgotPasswordForm({ onFinished }: { onFinished: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { modules, registerRules, phoneCountries } = useBrand();
  const keys = useSealKeys();
  const rule = passwordRuleOf(registerRules);
  const phoneEnabled = modules.CHNGPASSVERIF3 === true;
  const machine = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: {
          requestEmail: fromPromise(async ({ input }: { input: ForgotByEmailFields }) => ({ expiredMinutes: (await postForgotByEmail(input)).expiredMinutes })),
          resetByPhone: fromPromise(({ input }: { input: PhonePasswordFields }) => postResetByPhone(input, keys)),
          signIn: fromPromise(({ input }: { input: { account: string; password: string } }) => signInWithPassword(input.account, input.password, keys)),
        },
      }),
    [keys],
  );
  const [state, send] = useMachine(machine, { input: { phoneEnabled, rule } });
  const { method, fieldErrors, errorKey } = state.context;
  const [email, setEmail] = useState<ForgotByEmailFields>({ username: '', email: '' });
  const [phone, setPhone] = useState<PhonePasswordFields>({ mobileNum: '', countryDialingCode: '', verificationCode: '', newPassword: '' });
  const [codeError, setCodeError] = useState<string | null>(null);
  const idBase = useId();
  const busy = state.matches('sendingEmail') || state.matches('resettingByPhone') || state.matches('signingIn');

  useEffect(() => {
    if (state.matches('done')) {
      onFinished();
      void navigate(passwordLinks.home);
    } else if (state.matches('needsLogin')) {
      onFinished();
      openDialog('login');
    }
  }, [state, onFinished, navigate]);

  const onDialingCode = useCallback((code: string) => setPhone((p) => ({ ...p, countryDialingCode: code })), []);
  const codeTarget = useCallback(() => {
    const digits = phone.mobileNum.replace(/[\s()-]/g, '');
    return /^\d{4,15}$/.test(digits) ? { mobileNum: digits, countryDialingCode: phone.countryDialingCode } : null;
  }, [phone.mobileNum, phone.countryDialingCode]);

  if (state.matches('emailSent')) {
    return (
      <div css={formStyle}>
        <ForgotBanner />
        <p role="status">
          <FormattedMessage id="password.email_sent" values={{ minutes: state.context.linkMinutes ?? 30 }} />
        </p>
        <button type="button" css={buttonStyle('quiet')} onClick={() => send({ type: 'forgot.again' })}>
          <FormattedMessage id="password.send_again" />
        </button>
      </div>
    );
  }

  const methods: readonly ForgotMethod[] = ['mobile', 'email'];
  const tabs = methods.map((m) => ({ id: m, label: intl.formatMessage({ id: `password.method_${m}` }) }));
  const emailForm = (
    <form
      css={formStyle}
      noValidate
      aria-label={intl.formatMessage({ id: 'password.method_email' })}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'email.submit', fields: email });
      }}
    >
      <TextField name="username" autoComplete="username" label={intl.formatMessage({ id: 'password.username' })} value={email.username} errorKey={fieldErrors.username} onChange={(v) => setEmail({ ...email, username: v })} />
      <TextField name="email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'password.email' })} value={email.email} errorKey={fieldErrors.email} onChange={(v) => setEmail({ ...email, email: v })} />
      <FormError messageKey={errorKey} />
      <button type="submit" css={buttonStyle('primary')} disabled={busy} aria-busy={busy || undefined}>
        <FormattedMessage id="password.submit" />
      </button>
    </form>
  );
  const phoneForm = (
    <form
      css={formStyle}
      noValidate
      aria-label={intl.formatMessage({ id: 'password.method_mobile' })}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'phone.submit', fields: { ...phone, mobileNum: phone.mobileNum.replace(/[\s()-]/g, ''), verificationCode: phone.verificationCode.trim() } });
      }}
    >
      {/* Starts where every phone field does (docs/decisions/031); a code picked before is kept when the form comes back. */}
      <DialingCodeSelect
        label={intl.formatMessage({ id: 'password.dialing_code' })}
        initialCode={phone.countryDialingCode || null}
        currentCountry={phoneCountries}
        locale={intl.locale}
        onChange={onDialingCode}
      />
      <TextField name="mobileNum" type="tel" autoComplete="tel-national" label={intl.formatMessage({ id: 'password.mobile' })} value={phone.mobileNum} errorKey={fieldErrors.mobileNum} onChange={(v) => setPhone({ ...phone, mobileNum: v })} />
      <TextField
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        label={intl.formatMessage({ id: 'password.sms_code' })}
        value={phone.verificationCode}
        errorKey={fieldErrors.verificationCode ?? codeError}
        onChange={(v) => setPhone({ ...phone, verificationCode: v })}
        addon={<ResetCodeButton target={codeTarget} onError={setCodeError} />}
      />
      <TextField name="newPassword" type="password" autoComplete="new-password" label={intl.formatMessage({ id: 'password.new_password' })} value={phone.newPassword} errorKey={fieldErrors.newPassword} rule={rule} onChange={(v) => setPhone({ ...phone, newPassword: v })} />
      <p css={noteStyle}>
        <FormattedMessage id="password.length_hint" values={{ min: rule.minLength, max: rule.maxLength }} />
      </p>
      <FormError messageKey={errorKey} />
      <button type="submit" css={buttonStyle('primary')} disabled={busy} aria-busy={busy || undefined}>
        <FormattedMessage id="password.submit" />
      </button>
    </form>
  );

  return (
    <div css={formStyle}>
      <ForgotBanner />
      {phoneEnabled ? (
        <>
          <TabList
            label={intl.formatMessage({ id: 'password.method_label' })}
            items={tabs}
            selectedId={method}
            onSelect={(id) => send({ type: 'method.select', method: id as ForgotMethod })}
            orientation="horizontal"
            idBase={idBase}
          />
          <TabPanel idBase={idBase} id={method} focusable={false}>
            {method === 'mobile' ? phoneForm : emailForm}
          </TabPanel>
        </>
      ) : (
        emailForm
      )}
    </div>
  );
}
