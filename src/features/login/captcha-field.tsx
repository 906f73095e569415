/**
 * The captcha of the login form (§4 "Login captcha", §5, §7): shown when the server flagged it;
 * the picture is the gateway's base64 PNG; a new picture at most once a second.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaptchaAnswer } from '../../../schemas/identity';
import { Spinner } from '../../ui/spinner';
import * as s from './login-styles';

export interface CaptchaFieldProps {
  id: string;
  captcha: CaptchaAnswer | null;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  canRefresh: boolean;
  invalid: boolean;
  errorId?: string;
}

export function CaptchaField({ id, captcha, value, onChange, onRefresh, canRefresh, invalid, errorId }: CaptchaFieldProps) {
  const intl = useIntl();
  return (
    <div css={s.field}>
      <label htmlFor={id} css={s.label}>
        <FormattedMessage id="login.captcha" />
      </label>
      <div css={s.row}>
        <input
          id={id}
          css={[s.input, s.grow]}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          required
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        />
        {captcha ? (
          <img
            src={`data:image/png;base64,${captcha.image}`}
            alt={intl.formatMessage({ id: 'login.captcha_image' })}
            width={captcha.width}
            height={captcha.height}
            css={s.captchaImage}
            data-testid="captcha-image"
          />
        ) : (
          <Spinner label={intl.formatMessage({ id: 'login.captcha_loading' })} />
        )}
        <button
          type="button"
          css={s.textLink}
          onClick={onRefresh}
          aria-disabled={!canRefresh}
          data-testid="captcha-refresh"
        >
          <FormattedMessage id="login.captcha_refresh" />
        </button>
      </div>
    </div>
  );
}
