/**
 * Reward centre and bonus details (issue 19, decision 050): each bonus credited to me, its
 * wagering requirement and the bets counted towards it (from settled game rounds), and whether
 * I may withdraw (not while a requirement is unmet).
 */
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchBonuses, promotionKeys } from '../../api/promotions/promotion-calls';
import { isApiError } from '../../api/client';
import { usePreferences } from '../../brand/brand-context';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { alert, card, muted, success } from '../../ui/page-styles';

export function RewardCentrePage() {
  const intl = useIntl();
  const { language } = usePreferences();
  const query = useQuery({ queryKey: [...promotionKeys.bonuses, language], queryFn: ({ signal }) => fetchBonuses(language, signal) });
  if (query.isError) {
    return <ErrorState message={intl.formatMessage({ id: isApiError(query.error) ? query.error.messageKey : 'error.unknown' })} retryLabel={intl.formatMessage({ id: 'promo.retry' })} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingState label={intl.formatMessage({ id: 'promo.loading' })} />;
  const { items, withdrawable } = query.data;
  return (
    <div css={(t) => ({ display: 'grid', gap: t.space.sm })} data-testid="reward-centre">
      <p css={withdrawable ? success : alert} data-testid="bonus-withdrawable">
        <FormattedMessage id={withdrawable ? 'promo.withdrawable_yes' : 'promo.withdrawable_no'} />
      </p>
      {items.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'promo.bonus_empty' })} />
      ) : (
        <ul css={(t) => ({ display: 'grid', gap: t.space.sm, margin: 0, padding: 0, listStyle: 'none' })}>
          {items.map((b) => {
            const required = Number(b.wagerRequired);
            const done = required === 0 ? 1 : Math.min(1, Number(b.wagered) / required);
            return (
              <li key={b.id} css={card} data-testid="bonus-item" data-met={b.met}>
                <h3 css={{ margin: 0 }}>{b.title}</h3>
                <p css={muted}>
                  <FormattedMessage id="promo.bonus_amount" values={{ amount: `${b.amount} ${b.currency}` }} /> · <DateTime iso={b.grantedAt} />
                </p>
                <label css={{ display: 'grid', gap: '0.25rem' }}>
                  <FormattedMessage id="promo.wagering" values={{ wagered: b.wagered, required: b.wagerRequired }} />
                  <progress max={1} value={done} />
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
