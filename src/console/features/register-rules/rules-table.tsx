/**
 * The registration rules as a table (§3 "Registration field rule"): one row per field with
 * enabled, required, min, max, pattern (by id, named with the players' own hint text) and
 * acceptedPattern. A refused publish shows each problem at its cell.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldProblem } from '../../../../schemas/envelope';
import { registerPatterns } from '../../../../schemas/register-patterns';
import { registrationFields, type FieldRule, type RegisterRules, type RegistrationField } from '../../../../schemas/register-rules';
import { errorText, input, table } from '../../ui/console-styles';
import { lengthOf, patternOf, problemMessage, ruleOf } from './rules-draft';

interface Props {
  draft: RegisterRules;
  problems: Map<string, FieldProblem>;
  disabled: boolean;
  onChange: (field: RegistrationField, patch: Partial<FieldRule>) => void;
}

const narrow = { ...input, width: '4.5rem' };

function Problem({ id, problem }: { id: string; problem: FieldProblem | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} css={{ ...errorText, fontSize: '0.875rem' }}>
      <FormattedMessage id={problemMessage(problem)} />
    </p>
  );
}

function Cell({ field, prop, problems, children }: { field: string; prop: string; problems: Map<string, FieldProblem>; children: (describedBy: string | undefined) => ReactNode }) {
  const problem = problems.get(`${field}/${prop}`) ?? (prop === 'enabled' ? problems.get(field) : undefined);
  const id = `rule-${field}-${prop}-problem`;
  return (
    <td>
      {children(problem ? id : undefined)}
      <Problem id={id} problem={problem} />
    </td>
  );
}

export function RulesTable({ draft, problems, disabled, onChange }: Props) {
  const intl = useIntl();
  const name = (id: string, field: string) => intl.formatMessage({ id }, { field });
  return (
    <table css={table} data-testid="rules-table">
      <thead>
        <tr>
          <th scope="col"><FormattedMessage id="console.rules.col.field" /></th>
          <th scope="col"><FormattedMessage id="console.rules.col.enabled" /></th>
          <th scope="col"><FormattedMessage id="console.rules.col.required" /></th>
          <th scope="col"><FormattedMessage id="console.rules.col.min" /></th>
          <th scope="col"><FormattedMessage id="console.rules.col.max" /></th>
          <th scope="col"><FormattedMessage id="console.rules.col.pattern" /></th>
          <th scope="col"><FormattedMessage id="console.rules.col.accepted_pattern" /></th>
        </tr>
      </thead>
      <tbody>
        {registrationFields.map((field) => {
          const rule = ruleOf(draft, field);
          const length = (prop: 'minLength' | 'maxLength', label: string) => (
            <Cell field={field} prop={prop} problems={problems}>
              {(describedBy) => (
                <input
                  css={narrow}
                  type="number"
                  min={0}
                  max={255}
                  inputMode="numeric"
                  aria-label={name(label, field)}
                  aria-invalid={describedBy !== undefined}
                  aria-describedby={describedBy}
                  value={rule[prop] ?? ''}
                  disabled={disabled}
                  onChange={(e) => {
                    const v = lengthOf(e.target.value);
                    if (v !== undefined) onChange(field, { [prop]: v });
                  }}
                />
              )}
            </Cell>
          );
          return (
            <tr key={field} data-field={field}>
              <th scope="row">
                <code>{field}</code>
              </th>
              <Cell field={field} prop="enabled" problems={problems}>
                {(describedBy) => (
                  <input type="checkbox" aria-label={name('console.rules.enabled_of', field)} aria-describedby={describedBy} checked={rule.enabled} disabled={disabled} onChange={(e) => onChange(field, { enabled: e.target.checked })} />
                )}
              </Cell>
              <Cell field={field} prop="required" problems={problems}>
                {(describedBy) => (
                  <input type="checkbox" aria-label={name('console.rules.required_of', field)} aria-describedby={describedBy} checked={rule.required} disabled={disabled} onChange={(e) => onChange(field, { required: e.target.checked })} />
                )}
              </Cell>
              {length('minLength', 'console.rules.min_of')}
              {length('maxLength', 'console.rules.max_of')}
              <Cell field={field} prop="patternId" problems={problems}>
                {(describedBy) => (
                  <select
                    css={{ ...input, maxWidth: '14rem' }}
                    aria-label={name('console.rules.pattern_of', field)}
                    aria-describedby={describedBy}
                    value={rule.patternId === null ? '' : String(rule.patternId)}
                    disabled={disabled}
                    onChange={(e) => onChange(field, { patternId: e.target.value === '' ? null : Number(e.target.value) })}
                  >
                    <option value="">{intl.formatMessage({ id: 'console.rules.pattern_none' })}</option>
                    {registerPatterns.map((p) => (
                      <option key={p.id} value={p.id}>
                        {`${p.id} · ${intl.formatMessage({ id: p.messageKey })}`}
                      </option>
                    ))}
                  </select>
                )}
              </Cell>
              <Cell field={field} prop="acceptedPattern" problems={problems}>
                {(describedBy) => (
                  <input
                    css={{ ...input, fontFamily: 'monospace', minWidth: '9rem' }}
                    aria-label={name('console.rules.accepted_pattern_of', field)}
                    aria-invalid={describedBy !== undefined}
                    aria-describedby={describedBy}
                    spellCheck={false}
                    value={rule.acceptedPattern ?? ''}
                    disabled={disabled}
                    onChange={(e) => onChange(field, { acceptedPattern: patternOf(e.target.value) })}
                  />
                )}
              </Cell>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
