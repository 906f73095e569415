/** Account changes: every movement of my own main wallet in the period, with the balance after each. */
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchAccountChanges } from '../../api/agent/report-calls';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { Money } from '../../ui/money';
import { card, table } from '../../ui/page-styles';
import { ScrollRegion } from '../../ui/scroll-region';
import { AgentPageBody } from './agent-frame';
import { AgentPager, AgentQuery } from './agent-query';
import { RangeNote } from './period-picker';
import { ReportFilters, useReport, useReportState } from './report-filters';

/** Ledger kinds with a label of their own; any other kind shows as "other". */
const knownKinds = new Set(['deposit', 'withdrawal', 'agent_transfer', 'bonus', 'agent_salary', 'agent_dividend', 'bet', 'win', 'transfer']);

export function AccountChangesPage() {
  const intl = useIntl();
  const state = useReportState({});
  const query = useReport('accountChanges', state, fetchAccountChanges);
  return (
    <AgentPageBody titleKey="agentc.nav_account_changes" testId="agent-account-changes">
      <ReportFilters state={state} downline={false} />
      <section css={card}>
        <AgentQuery query={query}>
          {(a) => (
            <>
              <RangeNote range={a.range} />
              {a.items.length === 0 ? (
                <EmptyState message={intl.formatMessage({ id: 'agentc.report_empty' })} />
              ) : (
                <ScrollRegion labelKey="agentc.nav_account_changes">
                  <table css={table} data-testid="report-table">
                    <thead>
                      <tr>
                        <th scope="col"><FormattedMessage id="agentc.col_time" /></th>
                        <th scope="col"><FormattedMessage id="agentc.filter_kind" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_amount" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_balance_after" /></th>
                        <th scope="col"><FormattedMessage id="agentc.col_memo" /></th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.items.map((r) => (
                        <tr key={r.id} data-testid="report-row" data-kind={r.kind}>
                          <td><DateTime iso={r.at} /></td>
                          <td><FormattedMessage id={knownKinds.has(r.kind) ? `agentc.tx_${r.kind}` : 'agentc.tx_other'} /></td>
                          <td className="num"><Money minor={r.amountMinor} minorDigits={a.minorDigits} signed /></td>
                          <td className="num"><Money minor={r.balanceAfterMinor} minorDigits={a.minorDigits} /></td>
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
