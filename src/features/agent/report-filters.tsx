/**
 * The reports' filters: the period, the downline the report is narrowed to (chosen from a row or
 * from team management; shown as a removable chip — the address carries ?member=&account=), and,
 * where the report supports them, game category and vendor or a kind. Changing any filter goes
 * back to page 1.
 */
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { GameCategory } from '../../../schemas/brand';
import { defaultPageSize, type ReportFilter } from '../../../schemas/agent';
import { categoryLabelKeys, categoryOrder } from '../../../schemas/game-categories';
import { distinctVendors, useVendorMenus } from '../../api/catalogue/vendor-menus';
import { buttonStyle } from '../../ui/button';
import { alert, card, field, input, muted, row } from '../../ui/page-styles';
import { agentKeys } from '../../api/agent/agent-call';
import { defaultPeriod, isPeriodError, periodQuery, type PeriodChoice } from './period';
import { PeriodPicker } from './period-picker';

export interface ReportState<X extends object> {
  choice: PeriodChoice;
  setChoice: (c: PeriodChoice) => void;
  extra: X;
  setExtra: (x: X) => void;
  page: number;
  setPage: (p: number) => void;
  member: { id: string; account: string } | null;
  setMember: (m: { id: string; account: string } | null) => void;
  /** The query to send, or the locale key of the period's problem. */
  query: (ReportFilter & X) | { errorKey: string };
}

export function useReportState<X extends object>(initialExtra: X): ReportState<X> {
  const [params, setParams] = useSearchParams();
  const [choice, setChoiceState] = useState<PeriodChoice>(() => defaultPeriod());
  const [extra, setExtraState] = useState<X>(initialExtra);
  const [page, setPage] = useState(1);
  const memberId = params.get('member');
  const member = memberId ? { id: memberId, account: params.get('account') ?? memberId } : null;
  const p = periodQuery(choice);
  const cleanExtra = Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== '' && v !== undefined)) as X;
  const query = isPeriodError(p) ? p : { ...p, ...cleanExtra, ...(member ? { memberId: member.id } : {}), page, pageSize: defaultPageSize };
  return {
    choice,
    setChoice: (c) => {
      setChoiceState(c);
      setPage(1);
    },
    extra,
    setExtra: (x) => {
      setExtraState(x);
      setPage(1);
    },
    page,
    setPage,
    member,
    setMember: (m) => {
      setPage(1);
      setParams(m ? { member: m.id, account: m.account } : {});
    },
    query,
  };
}

/** The report's read, disabled while the period is invalid. */
export function useReport<X extends object, T>(name: string, state: ReportState<X>, fetch: (q: ReportFilter & X, signal: AbortSignal) => Promise<T>) {
  const q = state.query;
  const key: QueryKey = agentKeys.report(name, q);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetch(q as ReportFilter & X, signal),
    enabled: !('errorKey' in q),
    placeholderData: keepPreviousData,
  });
}

export function MemberChip({ member, onClear }: { member: { id: string; account: string }; onClear: () => void }) {
  const intl = useIntl();
  return (
    <div css={field}>
      <span><FormattedMessage id="agentc.filter_downline" /></span>
      <span css={{ display: 'flex', gap: '0.25rem', alignItems: 'center' }} data-testid="report-member">
        <strong><bdi>{member.account}</bdi></strong>
        <button type="button" css={buttonStyle('quiet')} onClick={onClear} aria-label={intl.formatMessage({ id: 'agentc.filter_downline_clear' }, { account: member.account })}>
          ✕
        </button>
      </span>
    </div>
  );
}

export function CategoryVendorFields({ category, vendor, onChange }: { category: string; vendor: string; onChange: (v: { category: string; vendor: string }) => void }) {
  const intl = useIntl();
  const id = useId();
  const vendors = useVendorMenus();
  const all = distinctVendors(vendors.data ?? []);
  const shown = category ? all.filter((v) => (vendors.data ?? []).some((x) => x.vassalage === v.vassalage && x.gameType === category)) : all;
  return (
    <>
      <label css={field} htmlFor={`${id}-cat`}>
        <FormattedMessage id="agentc.filter_category" />
        <select id={`${id}-cat`} name="category" css={input} value={category} onChange={(e) => onChange({ category: e.target.value, vendor: '' })}>
          <option value="">{intl.formatMessage({ id: 'agentc.all' })}</option>
          {categoryOrder.map((c: GameCategory) => (
            <option key={c} value={c}>{intl.formatMessage({ id: categoryLabelKeys[c] })}</option>
          ))}
        </select>
      </label>
      <label css={field} htmlFor={`${id}-vendor`}>
        <FormattedMessage id="agentc.filter_vendor" />
        <select id={`${id}-vendor`} name="vendor" css={input} value={vendor} onChange={(e) => onChange({ category, vendor: e.target.value })}>
          <option value="">{intl.formatMessage({ id: 'agentc.all' })}</option>
          {shown.map((v) => (
            <option key={v.vassalage} value={v.vassalage}>{v.displayName}</option>
          ))}
        </select>
      </label>
    </>
  );
}

/** A select of one of `values` (labels `<prefix><value>`) or all. */
export function KindField({ labelKey, prefix, values, value, onChange }: { labelKey: string; prefix: string; values: readonly string[]; value: string; onChange: (v: string) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <label css={field} htmlFor={id}>
      <FormattedMessage id={labelKey} />
      <select id={id} name="kind" css={input} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{intl.formatMessage({ id: 'agentc.all' })}</option>
        {values.map((v) => (
          <option key={v} value={v}>{intl.formatMessage({ id: `${prefix}${v}` })}</option>
        ))}
      </select>
    </label>
  );
}

/** On the ledger lists: a game category or vendor narrows the list to game rounds (decision 043). */
export function RoundsOnlyNote() {
  return (
    <p css={muted} data-testid="report-rounds-only">
      <FormattedMessage id="agentc.filter_rounds_only" />
    </p>
  );
}

/** The filter bar: period first, then the report's own fields, then a note on what they select. */
export function ReportFilters<X extends object>({ state, children, downline = true, note = null }: { state: ReportState<X>; children?: ReactNode; downline?: boolean; note?: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <form css={[card, row]} onSubmit={(e) => e.preventDefault()} aria-label={intl.formatMessage({ id: 'agentc.filters' })}>
        <PeriodPicker choice={state.choice} onChange={state.setChoice} />
        {children}
        {downline && state.member && <MemberChip member={state.member} onClear={() => state.setMember(null)} />}
        {note && <div css={{ flexBasis: '100%' }}>{note}</div>}
      </form>
      {'errorKey' in state.query && (
        <p css={alert} role="alert"><FormattedMessage id={state.query.errorKey} /></p>
      )}
    </>
  );
}
