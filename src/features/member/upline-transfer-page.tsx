/**
 * uplineTransfer (issue 17, READINGS #23): a downline sends money from its main wallet to its
 * direct upline. Who the upline is comes from GET agentPaths.upline; a member without one
 * (404 NO_UPLINE) is told to contact its agent, and no form is shown.
 */
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '../../api/client';
import { agentKeys } from '../../api/agent/agent-call';
import { fetchUpline, transferToUpline } from '../../api/agent/transfer-calls';
import { fetchWallets, walletKeys } from '../../api/wallet/wallet-calls';
import { useWalletRefresh } from './use-wallet-refresh';
import { MemberPageBody } from './member-frame';
import { card, muted } from './member-styles';
import { Money } from './money';
import { QueryView } from './query-view';
import { UplineTransferForm } from './upline-transfer-form';

export function UplineTransferPage() {
  const refresh = useWalletRefresh();
  const upline = useQuery({ queryKey: agentKeys.upline, queryFn: ({ signal }) => fetchUpline(signal), retry: (n, e) => !(isApiError(e) && e.code === 'NO_UPLINE') && n < 2 });
  const wallets = useQuery({ queryKey: walletKeys.balance, queryFn: ({ signal }) => fetchWallets(signal) });
  if (isApiError(upline.error) && upline.error.code === 'NO_UPLINE') {
    return (
      <MemberPageBody titleKey="member.upline_transfer" id="upline-transfer-title">
        <section css={card} data-testid="upline-none">
          <p css={muted}><FormattedMessage id="agent.contact_agent" /></p>
        </section>
      </MemberPageBody>
    );
  }
  return (
    <MemberPageBody titleKey="member.upline_transfer" id="upline-transfer-title">
      <section css={card}>
        <QueryView query={upline}>
          {(u) => (
            <>
              <p data-testid="upline-account">
                <FormattedMessage id="agentc.upline_account" />: <strong><bdi>{u.nickname ? `${u.account} (${u.nickname})` : u.account}</bdi></strong>
              </p>
              <QueryView query={wallets}>
                {(w) => (
                  <>
                    <p data-testid="upline-available">
                      <FormattedMessage id="member.withdraw_available" />: <Money minor={w.balanceMinor} minorDigits={w.minorDigits} symbol={w.currencySymbol} />
                    </p>
                    <UplineTransferForm toAccount={u.account} currency={w.currency} minorDigits={w.minorDigits} send={transferToUpline} onDone={refresh} />
                  </>
                )}
              </QueryView>
            </>
          )}
        </QueryView>
      </section>
    </MemberPageBody>
  );
}
