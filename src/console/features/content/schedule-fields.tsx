/** When an item shows (start, optional end, in the staff member's time zone, named), whether it is on, and its order. */
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorText, field, input, label, row } from '../../ui/console-styles';
import { errorMessageOf } from '../../api/error-messages';
import { fromLocalInput, problemPaths, timeZoneName, toLocalInput } from './content-draft';

export interface Schedule {
  startAt: string;
  endAt: string | null;
  enabled: boolean;
  sort: number;
}

export function ScheduleFields({ value, onChange, error, disabled }: { value: Schedule; onChange: (next: Schedule) => void; error: unknown; disabled?: boolean }) {
  const id = useId();
  const endRefused = problemPaths(error).includes('/endAt');
  const zone = timeZoneName();
  return (
    <div css={row}>
      <div css={field}>
        <label htmlFor={`${id}-start`} css={label}>
          <FormattedMessage id="console.content.start" values={{ zone }} />
        </label>
        <input id={`${id}-start`} type="datetime-local" css={input} required disabled={disabled} value={toLocalInput(value.startAt)} onChange={(e) => onChange({ ...value, startAt: fromLocalInput(e.target.value) ?? value.startAt })} />
      </div>
      <div css={field}>
        <label htmlFor={`${id}-end`} css={label}>
          <FormattedMessage id="console.content.end" values={{ zone }} />
        </label>
        <input
          id={`${id}-end`}
          type="datetime-local"
          css={input}
          disabled={disabled}
          value={toLocalInput(value.endAt)}
          aria-invalid={endRefused || undefined}
          aria-describedby={`${id}-end-problem`}
          onChange={(e) => onChange({ ...value, endAt: fromLocalInput(e.target.value) })}
        />
        {endRefused ? (
          <p id={`${id}-end-problem`} css={errorText} role="alert">
            <FormattedMessage id={errorMessageOf(error).id} values={{ code: errorMessageOf(error).code }} />
          </p>
        ) : null}
      </div>
      <div css={field}>
        <label htmlFor={`${id}-sort`} css={label}>
          <FormattedMessage id="console.content.sort" />
        </label>
        <input id={`${id}-sort`} type="number" css={{ ...input, width: '7rem' }} disabled={disabled} value={value.sort} onChange={(e) => onChange({ ...value, sort: Number.parseInt(e.target.value, 10) || 0 })} />
      </div>
      <label css={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: '2.5rem' }}>
        <input type="checkbox" checked={value.enabled} disabled={disabled} onChange={(e) => onChange({ ...value, enabled: e.target.checked })} />
        <FormattedMessage id="console.content.enabled" />
      </label>
    </div>
  );
}
