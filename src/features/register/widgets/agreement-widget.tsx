/**
 * Agreement checkboxes ("agreement": age 18 or the configured age, the terms, the birthday age
 * where configured; §5). Never ticked for the player; the label is the whole sentence.
 */
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import * as s from '../register-styles';

export function AgreementWidget({ id, value, label, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors }: WidgetProps) {
  return (
    <label css={s.check} htmlFor={id}>
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={(rawErrors?.length ?? 0) > 0}
        aria-describedby={ariaDescribedByIds(id)}
        // Unticked is "not given" (undefined), so the required message shows, not a type error.
        onChange={(e) => onChange(e.target.checked ? true : undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <span>{label}</span>
    </label>
  );
}
