/**
 * The money desk of one merchant (owner, finance; docs/decisions/047): the withdrawal queue with
 * approve / reject, the receipt disputes, the deposits, the ledger check. The merchant is in the address
 * (/console/money/<merchant>); without one the first merchant opens.
 */
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import { useMerchants } from '../../api/console-queries';
import { heading, page } from '../../ui/console-styles';
import { Empty, Failed, Loading } from '../../ui/states';
import { DepositQueue } from './deposit-queue';
import { DisputeQueue } from './dispute-queue';
import { LedgerCheck } from './ledger-check';
import { WithdrawalQueue } from './withdrawal-queue';

export function MoneyPage({ session }: { session: StaffSessionAnswer }) {
  const { merchant } = useParams<{ merchant?: string }>();
  const merchants = useMerchants();
  if (!merchant) {
    if (merchants.isPending) return <Loading />;
    if (merchants.isError) return <Failed error={merchants.error} onRetry={() => void merchants.refetch()} />;
    const first = merchants.data.merchants[0];
    return first ? (
      <Navigate to={`/money/${encodeURIComponent(first)}`} replace />
    ) : (
      <Empty id="console.no_merchants" />
    );
  }
  const can = session.staff.capabilities;
  return (
    <div css={page} key={merchant}>
      <h1 css={heading}>
        <FormattedMessage id="console.money.title" values={{ merchant }} />
      </h1>
      <WithdrawalQueue
        merchant={merchant}
        canDecide={can.includes('money.decide')}
        canAdjust={can.includes('money.adjust')}
      />
      <DisputeQueue merchant={merchant} canDecide={can.includes('money.decide')} />
      <DepositQueue merchant={merchant} />
      <LedgerCheck merchant={merchant} />
    </div>
  );
}
