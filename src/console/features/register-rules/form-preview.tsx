/**
 * The register form the draft compiles to, as players get it (schemas/compile-registration with
 * the merchant's brand and module flags): every field in the players' order with their label,
 * length and format hints, and a sample input whose verdict is the gateway's (field-verdict.ts),
 * worded with the players' own error messages.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { compileRegistration, registrationModes, type FieldUi, type RegistrationMode } from '../../../../schemas/compile-registration';
import type { Brand } from '../../../../schemas/brand';
import type { RegisterRules } from '../../../../schemas/register-rules';
import { errorText, field as fieldStyle, input, label, mutedText, okText } from '../../ui/console-styles';
import { fieldVerdict } from '../../../../schemas/registration-field-verdict';
import type { PlayerView } from './rules-queries';

export function FormPreview({ draft, view }: { draft: RegisterRules; view: PlayerView }) {
  const intl = useIntl();
  const [mode, setMode] = useState<RegistrationMode>('register');
  const [samples, setSamples] = useState<Record<string, string>>({});
  const compiled = compileRegistration(view.brand as Brand, view.flags, draft, mode);
  const order = compiled.uiSchema['ui:order'];
  return (
    <div css={{ display: 'grid', gap: '0.75rem' }} data-testid="form-preview">
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <legend css={label}>
          <FormattedMessage id="console.rules.preview_mode" />
        </legend>
        {registrationModes.map((m) => (
          <label key={m} css={{ display: 'flex', gap: '0.25rem', alignItems: 'center' }}>
            <input type="radio" name="preview-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            <FormattedMessage id={`console.rules.mode.${m}`} />
          </label>
        ))}
      </fieldset>
      {!compiled.enabled ? (
        <p css={mutedText} role="status">
          <FormattedMessage id="register.closed" />
        </p>
      ) : null}
      {order.map((name) => {
        const ui = compiled.uiSchema[name] as FieldUi;
        const property = compiled.schema.properties[name];
        const title = intl.formatMessage({ id: ui['ui:title'] }, ui['ui:options'].titleValues);
        if (property?.type !== 'string') {
          return (
            <label key={name} css={{ display: 'flex', gap: '0.5rem' }}>
              <input type="checkbox" disabled />
              {title}
            </label>
          );
        }
        const value = samples[name] ?? '';
        const verdict = fieldVerdict(compiled, name, value);
        const id = `preview-${name}`;
        const required = compiled.schema.required.includes(name);
        return (
          <div key={name} css={fieldStyle} data-preview-field={name}>
            <label css={label} htmlFor={id}>
              {title}
              {required ? ' *' : ''}
            </label>
            <input
              id={id}
              css={input}
              type={ui['ui:widget'] === 'password' ? 'password' : 'text'}
              autoComplete="off"
              value={value}
              aria-describedby={`${id}-help ${id}-verdict`}
              aria-invalid={value !== '' && !verdict.ok}
              onChange={(e) => setSamples((s) => ({ ...s, [name]: e.target.value }))}
            />
            <p id={`${id}-help`} css={{ ...mutedText, fontSize: '0.875rem' }}>
              {ui['ui:help'] ? intl.formatMessage({ id: ui['ui:help'] }, ui['ui:options'].helpValues) : null}
              {ui['ui:help'] && ui['ui:options'].formatHint ? ' · ' : null}
              {ui['ui:options'].formatHint ? intl.formatMessage({ id: ui['ui:options'].formatHint }) : null}
            </p>
            <p id={`${id}-verdict`} css={{ ...(verdict.ok ? okText : errorText), fontSize: '0.875rem' }} data-verdict={verdict.ok ? 'ok' : verdict.reason} aria-live="polite">
              {value === '' && verdict.ok ? null : verdict.ok ? <FormattedMessage id="console.rules.verdict_ok" /> : intl.formatMessage({ id: verdict.message.key }, verdict.message.values)}
            </p>
          </div>
        );
      })}
    </div>
  );
}
