/**
 * personalHistoryCopy (§2.1 betting record and profit and loss): settled rounds in a date range,
 * optionally one vendor, paged, with totals; and profit and loss per vendor and game type.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BettingTotals } from '../../../schemas/wallet';
import { fetchBettingRecord, fetchProfitLoss, walletKeys } from '../../api/wallet/wallet-calls';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { DateRangeFields, lastDays, rangeQuery, type DayRange } from './date-range';
import { ScrollRegion } from './scroll-region';
import { MemberPageBody } from './member-frame';
import { alert, card, field, h2, input, row, table, totals } from './member-styles';
import { Money } from './money';
import { MemberPager, QueryView } from './query-view';

const pageSize = 20;

function Totals({ t, minorDigits, testId }: { t: BettingTotals; minorDigits: number; testId: string }) {
  return (
    <dl css={totals} data-testid={testId}>
      <div>
        <dt><FormattedMessage id="member.bet_rounds" /></dt>
        <dd>{t.rounds}</dd>
      </div>
      <div>
        <dt><FormattedMessage id="member.bet_stake" /></dt>
        <dd><Money minor={t.betMinor} minorDigits={minorDigits} /></dd>
      </div>
      <div>
        <dt><FormattedMessage id="member.bet_win" /></dt>
        <dd><Money minor={t.winMinor} minorDigits={minorDigits} /></dd>
      </div>
      <div>
        <dt><FormattedMessage id="member.bet_profit" /></dt>
        <dd><Money minor={t.profitMinor} minorDigits={minorDigits} signed /></dd>
      </div>
    </dl>
  );
}

export function BettingRecordPage() {
  const intl = useIntl();
  const id = useId();
  const [range, setRange] = useState<DayRange>(() => lastDays(7));
  const [vendor, setVendor] = useState('');
  const [page, setPage] = useState(1);
  const instants = rangeQuery(range);
  const base = 'errorKey' in instants ? null : { ...instants, ...(vendor ? { vendor } : {}) };
  const rounds = useQuery({
    queryKey: walletKeys.bettingRecord({ ...base, page }),
    queryFn: ({ signal }) => fetchBettingRecord({ ...base, page, pageSize }, signal),
    enabled: base !== null,
    placeholderData: keepPreviousData,
  });
  const pnl = useQuery({ queryKey: walletKeys.profitLoss(base ?? {}), queryFn: ({ signal }) => fetchProfitLoss(base ?? {}, signal), enabled: base !== null });
  const vendors = [...new Set(pnl.data?.rows.map((r) => r.vendor) ?? [])];
  return (
    <MemberPageBody titleKey="member.betting_history" id="betting-record-title">
      <form css={[card, row]} onSubmit={(e) => e.preventDefault()} aria-label={intl.formatMessage({ id: 'member.filters' })}>
        <DateRangeFields
          range={range}
          onChange={(r) => {
            setRange(r);
            setPage(1);
          }}
        />
        <label css={field} htmlFor={`${id}-vendor`}>
          <FormattedMessage id="member.bet_vendor" />
          <select
            id={`${id}-vendor`}
            name="vendor"
            css={input}
            value={vendor}
            onChange={(e) => {
              setVendor(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{intl.formatMessage({ id: 'member.record_type_all' })}</option>
            {(vendor && !vendors.includes(vendor) ? [...vendors, vendor] : vendors).map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
      </form>
      {'errorKey' in instants ? (
        <p css={alert} role="alert">
          <FormattedMessage id={instants.errorKey} />
        </p>
      ) : (
        <>
          <section css={card} aria-labelledby={`${id}-pnl`}>
            <h2 id={`${id}-pnl`} css={h2}>
              <FormattedMessage id="member.pnl_heading" />
            </h2>
            <QueryView query={pnl}>
              {(data) => (
                <>
                  <Totals t={data.totals} minorDigits={data.minorDigits} testId="pnl-totals" />
                  {data.rows.length > 0 && (
                    <ScrollRegion labelKey="member.pnl_heading">
                      <table css={table} data-testid="pnl-table">
                        <thead>
                          <tr>
                            <th scope="col"><FormattedMessage id="member.bet_vendor" /></th>
                            <th scope="col"><FormattedMessage id="member.bet_game_type" /></th>
                            <th scope="col" className="num"><FormattedMessage id="member.bet_rounds" /></th>
                            <th scope="col" className="num"><FormattedMessage id="member.bet_stake" /></th>
                            <th scope="col" className="num"><FormattedMessage id="member.bet_win" /></th>
                            <th scope="col" className="num"><FormattedMessage id="member.bet_profit" /></th>
                          </tr>
                        </thead>
                        <tbody>
                          {data.rows.map((r) => (
                            <tr key={`${r.vendor}:${r.gameType}`}>
                              <td>{r.vendor}</td>
                              <td>{r.gameType}</td>
                              <td className="num">{intl.formatNumber(r.rounds)}</td>
                              <td className="num"><Money minor={r.betMinor} minorDigits={data.minorDigits} /></td>
                              <td className="num"><Money minor={r.winMinor} minorDigits={data.minorDigits} /></td>
                              <td className="num"><Money minor={r.profitMinor} minorDigits={data.minorDigits} signed /></td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </ScrollRegion>
                  )}
                </>
              )}
            </QueryView>
          </section>
          <section css={card} aria-labelledby={`${id}-rounds`}>
            <h2 id={`${id}-rounds`} css={h2}>
              <FormattedMessage id="member.bet_heading" />
            </h2>
            <QueryView query={rounds}>
              {(data) =>
                data.items.length === 0 ? (
                  <EmptyState message={intl.formatMessage({ id: 'member.bet_empty' })} />
                ) : (
                  <>
                    <ScrollRegion labelKey="member.bet_heading">
                      <table css={table} data-testid="betting-record">
                        <thead>
                          <tr>
                            <th scope="col"><FormattedMessage id="member.col_time" /></th>
                            <th scope="col"><FormattedMessage id="member.bet_game" /></th>
                            <th scope="col" className="num"><FormattedMessage id="member.bet_stake" /></th>
                            <th scope="col" className="num"><FormattedMessage id="member.bet_win" /></th>
                            <th scope="col" className="num"><FormattedMessage id="member.bet_profit" /></th>
                          </tr>
                        </thead>
                        <tbody>
                          {data.items.map((r) => (
                            <tr key={r.transactionId}>
                              <td><DateTime iso={r.settledAt} /></td>
                              <td>{`${r.gameName} (${r.vendor})`}</td>
                              <td className="num"><Money minor={r.betMinor} minorDigits={data.minorDigits} /></td>
                              <td className="num"><Money minor={r.winMinor} minorDigits={data.minorDigits} /></td>
                              <td className="num"><Money minor={r.profitMinor} minorDigits={data.minorDigits} signed /></td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </ScrollRegion>
                    <MemberPager page={data.page} totalPages={data.totalPages} onPage={setPage} busy={rounds.isFetching} />
                  </>
                )
              }
            </QueryView>
          </section>
        </>
      )}
    </MemberPageBody>
  );
}
