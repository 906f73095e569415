/**
 * The password forms' building blocks: a labelled text field with its error (aria-invalid,
 * aria-describedby), the form-level error as an alert, and the layout. Labels and messages are
 * locale keys; the password-length message gets the rule's min and max.
 */
import type { Theme } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PasswordRule } from '../../../machines/change-password-fields';

export const formStyle = (theme: Theme) => ({ display: 'grid', gap: theme.space.sm, minWidth: 'min(22rem, 100%)' });
const labelStyle = (theme: Theme) => ({ display: 'grid', gap: theme.space.xxs, fontSize: theme.fontSize.sm, color: theme.colors.text });
export const inputStyle = (theme: Theme) => ({
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
  '&:read-only': { color: theme.colors.textMuted },
});
const errorStyle = (theme: Theme) => ({ margin: 0, color: theme.colors.danger, fontSize: theme.fontSize.sm });
export const noteStyle = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.sm });

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Locale key of the field's problem. */
  errorKey?: string | null;
  rule?: PasswordRule;
  addon?: ReactNode;
}

export function TextField({ label, name, value, onChange, errorKey, rule, addon, ...rest }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const intl = useIntl();
  return (
    <div css={labelStyle}>
      <label htmlFor={id}>{label}</label>
      <div css={{ display: 'flex', gap: '0.5rem' }}>
        <input
          id={id}
          name={name}
          value={value}
          css={[inputStyle, { flex: 1, minWidth: 0 }]}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
          {...rest}
        />
        {addon}
      </div>
      {errorKey && (
        <p id={errorId} css={errorStyle}>
          {intl.formatMessage({ id: errorKey }, { min: rule?.minLength ?? 8, max: rule?.maxLength ?? 64 })}
        </p>
      )}
    </div>
  );
}

export function FormError({ messageKey }: { messageKey: string | null }) {
  if (!messageKey) return null;
  return (
    <p role="alert" css={errorStyle}>
      <FormattedMessage id={messageKey} />
    </p>
  );
}
