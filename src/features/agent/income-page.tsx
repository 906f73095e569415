/** My income: salaries and dividends paid to me (kind filter), with the total and the total per kind. */
import { FormattedMessage, useIntl } from 'react-intl';
import { contractKinds, type ContractKind } from '../../../schemas/agent';
import { fetchIncome } from '../../api/agent/report-calls';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { Money } from '../../ui/money';
import { card, table, totals } from '../../ui/page-styles';
import { ScrollRegion } from '../../ui/scroll-region';
import { AgentPageBody } from './agent-frame';
import { AgentPager, AgentQuery } from './agent-query';
import { RangeNote } from './period-picker';
import { formatRatio } from './ratio';
import { KindField, ReportFilters, useReport, useReportState } from './report-filters';

export function IncomePage() {
  const intl = useIntl();
  const state = useReportState<{ kind: ContractKind | '' }>({ kind: '' });
  const query = useReport('income', state, (q, signal) => fetchIncome({ ...q, kind: q.kind || undefined }, signal));
  return (
    <AgentPageBody titleKey="agentc.nav_income" testId="agent-income">
      <ReportFilters state={state} downline={false}>
        <KindField labelKey="agentc.filter_kind" prefix="agentc.kind_" values={contractKinds} value={state.extra.kind} onChange={(v) => state.setExtra({ kind: v as ContractKind | '' })} />
      </ReportFilters>
      <section css={card}>
        <AgentQuery query={query}>
          {(a) => (
            <>
              <RangeNote range={a.range} />
              <dl css={totals} data-testid="report-totals">
                <div><dt><FormattedMessage id="agentc.totals" /></dt><dd><Money minor={a.totals.amountMinor} minorDigits={a.minorDigits} /></dd></div>
                {contractKinds.map((k) => (
                  <div key={k}><dt><FormattedMessage id={`agentc.kind_${k}`} /></dt><dd><Money minor={a.totals.byKind[k]} minorDigits={a.minorDigits} /></dd></div>
                ))}
              </dl>
              {a.items.length === 0 ? (
                <EmptyState message={intl.formatMessage({ id: 'agentc.report_empty' })} />
              ) : (
                <ScrollRegion labelKey="agentc.nav_income">
                  <table css={table} data-testid="report-table">
                    <thead>
                      <tr>
                        <th scope="col"><FormattedMessage id="agentc.col_paid" /></th>
                        <th scope="col"><FormattedMessage id="agentc.filter_kind" /></th>
                        <th scope="col"><FormattedMessage id="agentc.col_settled_period" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_basis" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_ratio" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_amount" /></th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.items.map((r) => (
                        <tr key={r.id} data-testid="report-row">
                          <td><DateTime iso={r.paidAt} /></td>
                          <td><FormattedMessage id={`agentc.kind_${r.kind}`} /></td>
                          <td><DateTime iso={r.periodStart} /> – <DateTime iso={r.periodEnd} /></td>
                          <td className="num"><Money minor={r.basisMinor} minorDigits={a.minorDigits} /></td>
                          <td className="num">{formatRatio(intl, r.ratio)}</td>
                          <td className="num"><Money minor={r.amountMinor} minorDigits={a.minorDigits} /></td>
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
