/** The plain input every text-like register widget shares: RJSF's ids, described-by and invalid state. */
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import type { InputHTMLAttributes } from 'react';

type Extra = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'id'>;

export function TextInput({ props, extra = {} }: { props: WidgetProps; extra?: Extra }) {
  const { id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, rawErrors, options, uiSchema } = props;
  const autoComplete = (uiSchema?.['ui:autocomplete'] as string | undefined) ?? undefined;
  const inputMode = (options.inputMode as InputHTMLAttributes<HTMLInputElement>['inputMode']) ?? undefined;
  const empty = (options.emptyValue as string | undefined) ?? undefined;
  return (
    <input
      id={id}
      name={id}
      type="text"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={autoComplete}
      inputMode={inputMode}
      aria-invalid={(rawErrors?.length ?? 0) > 0}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? empty : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      {...extra}
    />
  );
}
