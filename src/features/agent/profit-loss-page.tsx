/**
 * Subordinate profit and loss: one row per direct downline of the chosen member (default me),
 * each with its whole team (category and vendor narrow bets and wins); a row of an agent drills
 * into its own downlines. Totals row.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchSubordinateProfitLoss } from '../../api/agent/report-calls';
import { buttonStyle } from '../../ui/button';
import { EmptyState } from '../../ui/content-state';
import { Money } from '../../ui/money';
import { card, table } from '../../ui/page-styles';
import { ScrollRegion } from '../../ui/scroll-region';
import { AgentPageBody } from './agent-frame';
import { AgentPager, AgentQuery } from './agent-query';
import { RangeNote } from './period-picker';
import { CategoryVendorFields, ReportFilters, useReport, useReportState } from './report-filters';

export function ProfitLossPage() {
  const intl = useIntl();
  const state = useReportState({ category: '', vendor: '' });
  const query = useReport('subordinateProfitLoss', state, fetchSubordinateProfitLoss);
  return (
    <AgentPageBody titleKey="agentc.nav_profit_loss" testId="agent-profit-loss">
      <ReportFilters state={state}>
        <CategoryVendorFields category={state.extra.category} vendor={state.extra.vendor} onChange={state.setExtra} />
      </ReportFilters>
      <section css={card}>
        <AgentQuery query={query}>
          {(a) => (
            <>
              <RangeNote range={a.range} />
              {a.items.length === 0 ? (
                <EmptyState message={intl.formatMessage({ id: 'agentc.report_empty' })} />
              ) : (
                <ScrollRegion labelKey="agentc.nav_profit_loss">
                  <table css={table} data-testid="report-table">
                    <thead>
                      <tr>
                        <th scope="col"><FormattedMessage id="agentc.col_account" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.figure_team_size" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.figure_deposits" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.figure_withdrawals" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.figure_bet" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_win" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_profit_loss" /></th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.items.map((r) => (
                        <tr key={r.memberId} data-testid="report-row">
                          <th scope="row">
                            {r.isAgent && r.teamSize > 0 ? (
                              <button type="button" css={buttonStyle('quiet')} onClick={() => state.setMember({ id: r.memberId, account: r.account })} aria-label={intl.formatMessage({ id: 'agentc.team_open_of' }, { account: r.account })}>
                                <bdi>{r.account}</bdi>
                              </button>
                            ) : (
                              <bdi>{r.account}</bdi>
                            )}
                          </th>
                          <td className="num">{intl.formatNumber(r.teamSize)}</td>
                          <td className="num"><Money minor={r.depositsMinor} minorDigits={a.minorDigits} /></td>
                          <td className="num"><Money minor={r.withdrawalsMinor} minorDigits={a.minorDigits} /></td>
                          <td className="num"><Money minor={r.betMinor} minorDigits={a.minorDigits} /></td>
                          <td className="num"><Money minor={r.winMinor} minorDigits={a.minorDigits} /></td>
                          <td className="num"><Money minor={r.profitLossMinor} minorDigits={a.minorDigits} signed /></td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot data-testid="report-totals">
                      <tr>
                        <th scope="row"><FormattedMessage id="agentc.totals" /></th>
                        <td className="num">{intl.formatNumber(a.totals.teamSize)}</td>
                        <td className="num"><Money minor={a.totals.depositsMinor} minorDigits={a.minorDigits} /></td>
                        <td className="num"><Money minor={a.totals.withdrawalsMinor} minorDigits={a.minorDigits} /></td>
                        <td className="num"><Money minor={a.totals.betMinor} minorDigits={a.minorDigits} /></td>
                        <td className="num"><Money minor={a.totals.winMinor} minorDigits={a.minorDigits} /></td>
                        <td className="num"><Money minor={a.totals.profitLossMinor} minorDigits={a.minorDigits} signed /></td>
                      </tr>
                    </tfoot>
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
