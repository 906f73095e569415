/**
 * The period switch of the overview and the reports: today, yesterday, this week, this month or a
 * custom range (two date fields, shown only for custom). The resolved days and the reporting zone
 * the gateway used are shown under the figures (RangeNote).
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { reportPeriods, type ReportPeriod, type ResolvedPeriod } from '../../../schemas/agent';
import { field, input, muted } from '../../ui/page-styles';
import type { PeriodChoice } from './period';

export function PeriodPicker({ choice, onChange }: { choice: PeriodChoice; onChange: (choice: PeriodChoice) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <>
      <label css={field} htmlFor={`${id}-period`}>
        <FormattedMessage id="agentc.period" />
        <select
          id={`${id}-period`}
          name="period"
          css={input}
          value={choice.period}
          data-testid="agent-period"
          onChange={(e) => onChange({ ...choice, period: e.target.value as ReportPeriod })}
        >
          {reportPeriods.map((p) => (
            <option key={p} value={p}>
              {intl.formatMessage({ id: `agentc.period_${p}` })}
            </option>
          ))}
        </select>
      </label>
      {choice.period === 'custom' && (
        <>
          <label css={field} htmlFor={`${id}-from`}>
            <FormattedMessage id="agentc.range_from" />
            <input id={`${id}-from`} name="from" type="date" css={input} value={choice.from} max={choice.to} onChange={(e) => onChange({ ...choice, from: e.target.value })} />
          </label>
          <label css={field} htmlFor={`${id}-to`}>
            <FormattedMessage id="agentc.range_to" />
            <input id={`${id}-to`} name="to" type="date" css={input} value={choice.to} min={choice.from} onChange={(e) => onChange({ ...choice, to: e.target.value })} />
          </label>
        </>
      )}
    </>
  );
}

/** "1 Nov 2026 – 26 Nov 2026 (Asia/Shanghai)": the days the figures cover. */
export function RangeNote({ range }: { range: ResolvedPeriod }) {
  const intl = useIntl();
  const day = (d: string) => intl.formatDate(`${d}T00:00:00Z`, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <p css={muted} data-testid="agent-range">
      <FormattedMessage id="agentc.range_note" values={{ from: day(range.from), to: day(range.to), zone: range.timeZone }} />
    </p>
  );
}
