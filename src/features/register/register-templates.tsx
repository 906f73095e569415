/**
 * How RJSF lays out the register form: one block per field (label, control, hint, the first
 * error), with the ids RJSF's inputs point at (aria-describedby: <id>__help, <id>__error).
 */
import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import * as s from './register-styles';

function FieldTemplate({ id, label, required, displayLabel, rawErrors, rawHelp, hidden, children, fieldPathId, uiSchema }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  if (fieldPathId.path.length === 0) return children;
  const error = rawErrors?.find((e) => e !== '');
  // An agreement's checkbox carries its own label (the whole sentence).
  const labelled = displayLabel && uiSchema?.['ui:widget'] !== 'agreement';
  return (
    <div css={s.field} data-field={fieldPathId.path.join('.')}>
      {labelled && (
        <label htmlFor={id} css={s.label}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {children}
      {rawHelp && (
        <p id={`${id}__help`} css={s.hint}>
          {rawHelp}
        </p>
      )}
      {error && (
        <p id={`${id}__error`} css={s.errorText} role="alert" data-testid="register-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div css={s.fields}>{properties.map((p) => p.content)}</div>;
}

export const registerTemplates: Partial<TemplatesType> = { FieldTemplate, ObjectFieldTemplate };
