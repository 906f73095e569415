/**
 * Password widget ("password" in the compiled uiSchema): a password input with a show/hide
 * toggle; the rule hints (the (min)–(max) length, the format) are the field's help text.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { WidgetProps } from '@rjsf/utils';
import * as s from '../register-styles';
import { TextInput } from './text-input';

export function PasswordWidget(props: WidgetProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <div css={s.row}>
      <div css={s.grow}>
        <TextInput props={props} extra={{ type: shown ? 'text' : 'password', spellCheck: false, autoCapitalize: 'off' }} />
      </div>
      <button
        type="button"
        css={s.textLink}
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((v) => !v)}
        aria-label={intl.formatMessage({ id: shown ? 'register.password_hide' : 'register.password_show' }, { field: props.label })}
      >
        {intl.formatMessage({ id: shown ? 'register.hide' : 'register.show' })}
      </button>
    </div>
  );
}
