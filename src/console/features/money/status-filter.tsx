/** A queue's status filter: "any" or one of its statuses; choosing one starts the paging over. */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { input, label } from '../../ui/console-styles';

export function StatusFilter({
  statuses,
  messagePrefix,
  value,
  onChange,
}: {
  statuses: readonly string[];
  messagePrefix: string;
  value: string;
  onChange: (status: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div css={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginBottom: '0.75rem' }}>
      <label htmlFor={id} css={label}>
        <FormattedMessage id="console.money.status" />
      </label>
      <select id={id} css={input} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{intl.formatMessage({ id: 'console.money.status_any' })}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {intl.formatMessage({ id: `${messagePrefix}.${s}` })}
          </option>
        ))}
      </select>
    </div>
  );
}
