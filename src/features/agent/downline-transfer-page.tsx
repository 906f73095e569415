/**
 * Transfer to a downline: choose one of my DIRECT downlines (or arrive with one from team
 * management: ?to=&account=), then the transfer form. The gateway refuses anyone else
 * (NOT_DIRECT_DOWNLINE / NOT_IN_TEAM).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { maxPageSize } from '../../../schemas/agent';
import { agentKeys } from '../../api/agent/agent-call';
import { fetchTeam } from '../../api/agent/team-calls';
import { transferToDownline } from '../../api/agent/transfer-calls';
import { EmptyState } from '../../ui/content-state';
import { Money } from '../../ui/money';
import { card, field, formGrid, input } from '../../ui/page-styles';
import { AgentPageBody } from './agent-frame';
import { AgentQuery } from './agent-query';
import { TransferForm } from './transfer-form';
import { refreshAfterWrite } from '../../api/refresh-after-write';

export function DownlineTransferPage() {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const q = { page: 1, pageSize: maxPageSize };
  const team = useQuery({ queryKey: agentKeys.team(q), queryFn: ({ signal }) => fetchTeam(q, signal) });
  return (
    <AgentPageBody titleKey="agentc.nav_transfer" testId="agent-transfer">
      <section css={card}>
        <AgentQuery query={team}>
          {(answer) => {
            const chosen = answer.items.find((m) => m.id === to);
            const account = chosen?.account ?? params.get('account') ?? '';
            if (answer.items.length === 0 && !to) return <EmptyState message={intl.formatMessage({ id: 'agentc.team_empty' })} />;
            return (
              <div css={formGrid}>
                <label css={field} htmlFor={`${id}-to`}>
                  <FormattedMessage id="agentc.transfer_downline" />
                  <select id={`${id}-to`} name="to" css={input} value={to} onChange={(e) => setParams(e.target.value ? { to: e.target.value } : {})} data-testid="transfer-to">
                    <option value="">{intl.formatMessage({ id: 'agentc.transfer_choose' })}</option>
                    {!chosen && to && <option value={to}>{account}</option>}
                    {answer.items.map((m) => (
                      <option key={m.id} value={m.id}>{m.nickname ? `${m.account} (${m.nickname})` : m.account}</option>
                    ))}
                  </select>
                </label>
                {chosen?.balanceMinor != null && (
                  <p data-testid="transfer-downline-balance">
                    <FormattedMessage id="agentc.col_balance" />: <Money minor={chosen.balanceMinor} minorDigits={answer.minorDigits} />
                  </p>
                )}
                {to && (
                  <TransferForm
                    key={to}
                    toAccount={account}
                    currency={answer.currency}
                    minorDigits={answer.minorDigits}
                    send={(r) => transferToDownline({ ...r, toMemberId: to })}
                    onDone={() => void refreshAfterWrite(client, agentKeys.all)}
                  />
                )}
              </div>
            );
          }}
        </AgentQuery>
      </section>
    </AgentPageBody>
  );
}
