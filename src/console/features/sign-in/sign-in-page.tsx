/**
 * Staff sign-in (docs/decisions/040): username, password and the authenticator's code in one
 * form. When the gateway asks for a captcha (a refused sign-in says { captcha: true }, or
 * CAPTCHA_REQUIRED / CAPTCHA_INVALID), its picture and field join the form, as on the player login.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaptchaAnswer } from '../../../../schemas/identity';
import { captchaAskedBy, retryAfterOf } from '../../api/error-messages';
import { fetchCaptcha, useSignIn } from '../../api/console-queries';
import { button, field, heading, input, label, mutedText, panel, secondaryButton } from '../../ui/console-styles';
import { ErrorLine } from '../../ui/states';
import { LanguagePicker } from '../shell/language-picker';

export function SignInPage() {
  const intl = useIntl();
  const ids = { username: useId(), password: useId(), code: useId(), captcha: useId(), error: useId() };
  const [values, setValues] = useState({ username: '', password: '', code: '', captcha: '' });
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null);
  const [captchaError, setCaptchaError] = useState<unknown>(null);
  const signIn = useSignIn();
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const loadCaptcha = async (): Promise<void> => {
    setCaptchaError(null);
    try {
      setCaptcha(await fetchCaptcha());
    } catch (error) {
      setCaptchaError(error);
    }
    setValues((v) => ({ ...v, captcha: '' }));
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    signIn.mutate(
      {
        username: values.username.trim(),
        password: values.password,
        code: values.code.replace(/\s/g, ''),
        ...(captcha ? { captchaId: captcha.captchaId, captcha: values.captcha.trim() } : {}),
      },
      {
        onError: (error) => {
          setValues((v) => ({ ...v, code: '' }));
          if (captchaAskedBy(error)) void loadCaptcha();
          else setCaptcha(null);
        },
      },
    );
  };

  const wait = retryAfterOf(signIn.error);
  const failed = signIn.isError;
  return (
    <main css={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: '1rem' }}>
      <form onSubmit={submit} css={[panel, { display: 'grid', gap: '1rem', width: 'min(100%, 24rem)' }]} aria-labelledby={`${ids.error}-title`} noValidate>
        <h1 id={`${ids.error}-title`} css={heading}>
          <FormattedMessage id="console.sign_in.title" />
        </h1>
        <div css={field}>
          <label htmlFor={ids.username} css={label}>
            <FormattedMessage id="console.sign_in.username" />
          </label>
          <input id={ids.username} css={input} value={values.username} onChange={set('username')} autoComplete="username" required autoCapitalize="none" spellCheck={false} />
        </div>
        <div css={field}>
          <label htmlFor={ids.password} css={label}>
            <FormattedMessage id="console.sign_in.password" />
          </label>
          <input id={ids.password} css={input} type="password" value={values.password} onChange={set('password')} autoComplete="current-password" required />
        </div>
        <div css={field}>
          <label htmlFor={ids.code} css={label}>
            <FormattedMessage id="console.sign_in.code" />
          </label>
          <input
            id={ids.code}
            css={input}
            value={values.code}
            onChange={set('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            aria-describedby={`${ids.code}-hint`}
          />
          <p id={`${ids.code}-hint`} css={mutedText}>
            <FormattedMessage id="console.sign_in.code_hint" />
          </p>
        </div>
        {captcha || captchaError ? (
          <div css={field}>
            <label htmlFor={ids.captcha} css={label}>
              <FormattedMessage id="console.sign_in.captcha" />
            </label>
            <div css={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
              <input id={ids.captcha} css={[input, { flex: 1 }]} value={values.captcha} onChange={set('captcha')} autoComplete="off" spellCheck={false} maxLength={12} required />
              {captcha ? (
                <img src={`data:image/png;base64,${captcha.image}`} width={captcha.width} height={captcha.height} alt={intl.formatMessage({ id: 'console.sign_in.captcha_image' })} />
              ) : null}
              <button type="button" css={secondaryButton} onClick={() => void loadCaptcha()}>
                <FormattedMessage id="console.sign_in.captcha_refresh" />
              </button>
            </div>
            {captchaError ? <ErrorLine error={captchaError} /> : null}
          </div>
        ) : null}
        {failed ? (
          <div id={ids.error}>
            <ErrorLine error={signIn.error} />
            {wait !== null ? (
              <p css={mutedText}>
                <FormattedMessage id="console.sign_in.wait" values={{ seconds: wait }} />
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="submit" css={button} disabled={signIn.isPending}>
          <FormattedMessage id={signIn.isPending ? 'console.sign_in.signing_in' : 'console.sign_in.submit'} />
        </button>
        <LanguagePicker />
      </form>
    </main>
  );
}
