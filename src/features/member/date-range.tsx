/**
 * The records' date range: two local days (from, to inclusive), default the last 7 days, at most
 * 92 days. The query carries the start of the first day and the start of the day after the last
 * as ISO instants (schemas/wallet.ts RecordQuery: `to` is exclusive).
 */
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { field, input } from './member-styles';

export interface DayRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function lastDays(days: number, now = new Date()): DayRange {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: dayOf(from), to: dayOf(now) };
}

function startOf(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + plusDays);
}

export const maxRangeDays = 92;

/** The instants of a range, or the locale key of its problem. */
export function rangeQuery(range: DayRange): { from: string; to: string } | { errorKey: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.from) || !/^\d{4}-\d{2}-\d{2}$/.test(range.to)) return { errorKey: 'member.range_invalid' };
  const from = startOf(range.from);
  const to = startOf(range.to, 1);
  if (!(from < to)) return { errorKey: 'member.range_invalid' };
  if (to.getTime() - from.getTime() > maxRangeDays * 86_400_000) return { errorKey: 'member.range_too_long' };
  return { from: from.toISOString(), to: to.toISOString() };
}

export function DateRangeFields({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const id = useId();
  return (
    <>
      <label css={field} htmlFor={`${id}-from`}>
        <FormattedMessage id="member.range_from" />
        <input id={`${id}-from`} name="from" type="date" css={input} value={range.from} max={range.to} onChange={(e) => onChange({ ...range, from: e.target.value })} />
      </label>
      <label css={field} htmlFor={`${id}-to`}>
        <FormattedMessage id="member.range_to" />
        <input id={`${id}-to`} name="to" type="date" css={input} value={range.to} min={range.from} onChange={(e) => onChange({ ...range, to: e.target.value })} />
      </label>
    </>
  );
}
