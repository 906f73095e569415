/**
 * Account changes: every movement of my own main wallet in the period, with the balance after
 * each; a game category or vendor lists my game rounds of it instead, on whichever of my wallets
 * they moved (decision 043), the wallet named on each row.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchAccountChanges } from '../../api/agent/report-calls';
import { distinctVendors, useVendorMenus } from '../../api/catalogue/vendor-menus';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { Money } from '../../ui/money';
import { card, table } from '../../ui/page-styles';
import { ScrollRegion } from '../../ui/scroll-region';
import { AgentPageBody } from './agent-frame';
import { AgentPager, AgentQuery } from './agent-query';
import { RangeNote } from './period-picker';
import { CategoryVendorFields, ReportFilters, RoundsOnlyNote, useReport, useReportState } from './report-filters';

/** Ledger kinds with a label of their own (agentc.tx_<kind>); any other kind shows as "other". */
const knownKinds = new Set([
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'agent_transfer',
  'bonus',
  'agent_salary',
  'agent_dividend',
  'game_round',
  'transfer',
  'opening',
  'adjustment',
]);

export function AccountChangesPage() {
  const intl = useIntl();
  const state = useReportState({ category: '', vendor: '' });
  const query = useReport('accountChanges', state, fetchAccountChanges);
  const vendors = distinctVendors(useVendorMenus().data ?? []);
  const walletName = (wallet: string): string =>
    wallet === 'main'
      ? intl.formatMessage({ id: 'agentc.wallet_main' })
      : (vendors.find((v) => v.vassalage === wallet)?.displayName ?? wallet);
  const { extra } = state;
  return (
    <AgentPageBody titleKey="agentc.nav_account_changes" testId="agent-account-changes">
      <ReportFilters state={state} downline={false} note={extra.category || extra.vendor ? <RoundsOnlyNote /> : null}>
        <CategoryVendorFields category={extra.category} vendor={extra.vendor} onChange={state.setExtra} />
      </ReportFilters>
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
                        <th scope="col"><FormattedMessage id="agentc.col_wallet" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_amount" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_balance_after" /></th>
                        <th scope="col"><FormattedMessage id="agentc.col_memo" /></th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.items.map((r) => (
                        <tr key={r.id} data-testid="report-row" data-kind={r.kind} data-wallet={r.wallet}>
                          <td><DateTime iso={r.at} /></td>
                          <td><FormattedMessage id={knownKinds.has(r.kind) ? `agentc.tx_${r.kind}` : 'agentc.tx_other'} /></td>
                          <td>{walletName(r.wallet)}</td>
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
