/**
 * Team transactions: the team's deposits, withdrawals, transfers, bonuses, salaries and dividends
 * (kind, downline filters), or its game rounds (kind "game round", or a game category / vendor:
 * decision 043), with totals.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { teamTransactionKinds, type TeamTransactionKind } from '../../../schemas/agent';
import { fetchTeamTransactions } from '../../api/agent/report-calls';
import { buttonStyle } from '../../ui/button';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { Money } from '../../ui/money';
import { card, table, totals } from '../../ui/page-styles';
import { ScrollRegion } from '../../ui/scroll-region';
import { AgentPageBody } from './agent-frame';
import { AgentPager, AgentQuery } from './agent-query';
import { RangeNote } from './period-picker';
import { CategoryVendorFields, KindField, ReportFilters, RoundsOnlyNote, useReport, useReportState } from './report-filters';

export function TeamTransactionsPage() {
  const intl = useIntl();
  const state = useReportState<{ kind: TeamTransactionKind | ''; category: string; vendor: string }>({ kind: '', category: '', vendor: '' });
  const query = useReport('teamTransactions', state, (q, signal) => fetchTeamTransactions({ ...q, kind: q.kind || undefined }, signal));
  const { extra } = state;
  return (
    <AgentPageBody titleKey="agentc.nav_team_transactions" testId="agent-team-transactions">
      <ReportFilters state={state} note={extra.category || extra.vendor ? <RoundsOnlyNote /> : null}>
        <KindField labelKey="agentc.filter_kind" prefix="agentc.tx_" values={teamTransactionKinds} value={extra.kind} onChange={(v) => state.setExtra({ ...extra, kind: v as TeamTransactionKind | '' })} />
        <CategoryVendorFields category={extra.category} vendor={extra.vendor} onChange={(v) => state.setExtra({ ...extra, ...v })} />
      </ReportFilters>
      <section css={card}>
        <AgentQuery query={query}>
          {(a) => (
            <>
              <RangeNote range={a.range} />
              <dl css={totals} data-testid="report-totals">
                <div><dt><FormattedMessage id="agentc.figure_deposits" /></dt><dd><Money minor={a.totals.depositsMinor} minorDigits={a.minorDigits} /></dd></div>
                <div><dt><FormattedMessage id="agentc.figure_withdrawals" /></dt><dd><Money minor={a.totals.withdrawalsMinor} minorDigits={a.minorDigits} /></dd></div>
                <div><dt><FormattedMessage id="agentc.figure_net" /></dt><dd><Money minor={a.totals.netMinor} minorDigits={a.minorDigits} signed /></dd></div>
                <div><dt><FormattedMessage id="agentc.col_count" /></dt><dd>{intl.formatNumber(a.totals.count)}</dd></div>
              </dl>
              {a.items.length === 0 ? (
                <EmptyState message={intl.formatMessage({ id: 'agentc.report_empty' })} />
              ) : (
                <ScrollRegion labelKey="agentc.nav_team_transactions">
                  <table css={table} data-testid="report-table">
                    <thead>
                      <tr>
                        <th scope="col"><FormattedMessage id="agentc.col_time" /></th>
                        <th scope="col"><FormattedMessage id="agentc.col_account" /></th>
                        <th scope="col"><FormattedMessage id="agentc.filter_kind" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_amount" /></th>
                        <th scope="col"><FormattedMessage id="agentc.col_memo" /></th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.items.map((r) => (
                        <tr key={r.id} data-testid="report-row" data-kind={r.kind}>
                          <td><DateTime iso={r.at} /></td>
                          <th scope="row">
                            <button type="button" css={buttonStyle('quiet')} onClick={() => state.setMember({ id: r.memberId, account: r.account })} aria-label={intl.formatMessage({ id: 'agentc.filter_downline_only' }, { account: r.account })}>
                              <bdi>{r.account}</bdi>
                            </button>
                          </th>
                          <td><FormattedMessage id={`agentc.tx_${r.kind}`} /></td>
                          <td className="num"><Money minor={r.amountMinor} minorDigits={a.minorDigits} signed /></td>
                          <td>{r.memo}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              )}
              <AgentPager answer={a} busy={query.isFetching} onPage={state.setPage} />
            </>
          )}
        </AgentQuery>
      </section>
    </AgentPageBody>
  );
}
