/**
 * The promotion review desk of one merchant (owner, operator, finance; docs/decisions/057): its
 * activity applications, newest first, filtered by status (under review first), and the one
 * opened with its remark, images, approve and reject-with-reason. The merchant is in the address
 * (/console/promotions/<merchant>); without one the first merchant opens.
 */
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import { useMerchants } from '../../api/console-queries';
import { heading, page } from '../../ui/console-styles';
import { Empty, Failed, Loading } from '../../ui/states';
import { ApplicationQueue } from './application-queue';

export function PromotionsPage({ session }: { session: StaffSessionAnswer }) {
  const { merchant } = useParams<{ merchant?: string }>();
  const merchants = useMerchants();
  if (!merchant) {
    if (merchants.isPending) return <Loading />;
    if (merchants.isError) return <Failed error={merchants.error} onRetry={() => void merchants.refetch()} />;
    const first = merchants.data.merchants[0];
    return first ? (
      <Navigate to={`/promotions/${encodeURIComponent(first)}`} replace />
    ) : (
      <Empty id="console.no_merchants" />
    );
  }
  return (
    <div css={page} key={merchant}>
      <h1 css={heading}>
        <FormattedMessage id="console.promotions.title" values={{ merchant }} />
      </h1>
      <ApplicationQueue
        merchant={merchant}
        canDecide={session.staff.capabilities.includes('promotions.review')}
      />
    </div>
  );
}
