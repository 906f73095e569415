/**
 * Human verification (docs/decisions/018): "proofOfWork" shows the state of the proof the form
 * solves in the background (a retry when it failed; nothing to type), "captcha" the image
 * captcha with its input and a new-picture button. Both read the form's store.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Spinner } from '../../../ui/spinner';
import { useRegisterForm } from '../register-form-context';
import * as s from '../register-styles';
import { TextInput } from './text-input';

const never = () => () => undefined;
const noCaptcha = { captcha: null, failed: true };

export function ProofOfWorkWidget({ id, label }: WidgetProps) {
  const intl = useIntl();
  const { proofOfWork } = useRegisterForm();
  const status = useSyncExternalStore(proofOfWork?.subscribe ?? never, () => proofOfWork?.status() ?? 'failed');
  return (
    <div id={id} css={s.status} role="status" aria-label={label} aria-describedby={ariaDescribedByIds(id)} data-testid="register-proof" data-status={status}>
      {status === 'solving' && <Spinner label={intl.formatMessage({ id: 'register.pow_solving' })} />}
      <span>{intl.formatMessage({ id: `register.pow_${status}` })}</span>
      {status === 'failed' && (
        <button type="button" css={s.textLink} onClick={() => proofOfWork?.renew()}>
          {intl.formatMessage({ id: 'action.retry' })}
        </button>
      )}
    </div>
  );
}

export function CaptchaWidget(props: WidgetProps) {
  const intl = useIntl();
  const { captcha } = useRegisterForm();
  const state = useSyncExternalStore(captcha?.subscribe ?? never, () => captcha?.state() ?? noCaptcha);
  // A new picture (after every attempt: the gateway uses each up) empties the text typed for the old one.
  const { onChange } = props;
  useEffect(() => {
    if (!captcha) return undefined;
    let shown = captcha.captchaId();
    return captcha.subscribe(() => {
      const next = captcha.captchaId();
      if (next !== null && next !== shown) onChange(undefined);
      shown = next;
    });
  }, [captcha, onChange]);
  return (
    <div css={s.row}>
      <div css={s.grow}>
        <TextInput props={props} extra={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 12 }} />
      </div>
      {state.captcha ? (
        <img
          src={`data:image/png;base64,${state.captcha.image}`}
          alt={intl.formatMessage({ id: 'login.captcha_image' })}
          width={state.captcha.width}
          height={state.captcha.height}
          css={s.captchaImage}
          data-testid="register-captcha-image"
        />
      ) : state.failed ? null : (
        <Spinner label={intl.formatMessage({ id: 'login.captcha_loading' })} />
      )}
      <button type="button" css={s.textLink} onClick={() => captcha?.refresh()} data-testid="register-captcha-refresh">
        {intl.formatMessage({ id: 'login.captcha_refresh' })}
      </button>
    </div>
  );
}
