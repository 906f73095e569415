/** A labelled amount input with its translated problem (aria-invalid, aria-describedby). */
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { alert, field, input } from './page-styles';

export function AmountField({ label, value, onChange, errorKey, hint, name = 'amount' }: { label: string; value: string; onChange: (text: string) => void; errorKey: string | null; hint?: string; name?: string }) {
  const id = useId();
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        css={input}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <small id={`${id}-hint`} css={(t) => ({ color: t.colors.textMuted })}>
          {hint}
        </small>
      )}
      <span id={`${id}-error`} role={errorKey ? 'alert' : undefined} css={alert}>
        {errorKey && <FormattedMessage id={errorKey} />}
      </span>
    </div>
  );
}
