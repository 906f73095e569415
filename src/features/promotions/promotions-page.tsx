/**
 * The activity centre on /promotions (issue 19, §4): the brand's promotions in the player's
 * language with my state and its action. Guests asked to act go to /login; trial accounts are
 * told to use a real account (in_need_true_account; the gateway refuses them too).
 */
import type { Theme } from '@emotion/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PromotionView } from '../../../schemas/promotions';
import { deriveLoginState, useSession } from '../../api/identity/session';
import { applyForReward, claimReward, fetchPromotions, joinPromotion, promotionKeys, signInToday } from '../../api/promotions/promotion-calls';
import { isApiError } from '../../api/client';
import { useBrand, usePreferences } from '../../brand/brand-context';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';
import type { ApplicationInput } from './application-form';
import { PromotionCard } from './promotion-card';
import { promotionLinks } from './promotion-links';
import { refreshAfterWrite } from '../../api/refresh-after-write';

const list = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

type Act = { kind: 'action'; promotion: PromotionView } | { kind: 'apply'; promotion: PromotionView; input: ApplicationInput };

export function ActivityCentre() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const { brand } = useBrand();
  const { language } = usePreferences();
  const { isLogin, isTrial } = deriveLoginState(session, brand);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const query = useQuery({
    queryKey: promotionKeys.list(language, session.token),
    queryFn: ({ signal }) => fetchPromotions(language, signal),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: async (a: Act): Promise<PromotionView | null> => {
      const p = a.promotion;
      if (a.kind === 'apply') return applyForReward({ promotionId: p.id, remark: a.input.remark, images: a.input.images, lang: language });
      switch (p.action) {
        case 'join':
          return joinPromotion(p.id, language);
        case 'claim':
          return claimReward(p.id, language);
        case 'sign':
          return signInToday(p.id, language);
        default:
          return null;
      }
    },
    onSuccess: (_v, a) => {
      setErrors((e) => ({ ...e, [a.promotion.id]: '' }));
      void refreshAfterWrite(client, promotionKeys.all);
    },
    onError: (error, a) => setErrors((e) => ({ ...e, [a.promotion.id]: isApiError(error) ? error.messageKey : 'error.unknown' })),
  });
  const actions = (p: PromotionView) => ({
    busy: act.isPending,
    errorKey: errors[p.id] || null,
    onAction: (promotion: PromotionView) => {
      if (!isLogin) {
        void navigate(promotionLinks.login);
        return;
      }
      if (isTrial) {
        setErrors((e) => ({ ...e, [promotion.id]: 'in_need_true_account' }));
        return;
      }
      if (promotion.action !== 'apply') act.mutate({ kind: 'action', promotion });
    },
    onApply: (promotion: PromotionView, input: ApplicationInput) => act.mutate({ kind: 'apply', promotion, input }),
  });
  let body;
  if (query.data) {
    body =
      query.data.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'promo.empty' })} />
      ) : (
        <ul css={list}>
          {query.data.map((p) => (
            <PromotionCard key={p.id} promotion={p} actions={actions(p)} />
          ))}
        </ul>
      );
  } else if (query.isError) {
    body = <ErrorState message={intl.formatMessage({ id: isApiError(query.error) ? query.error.messageKey : 'error.unknown' })} retryLabel={intl.formatMessage({ id: 'promo.retry' })} onRetry={() => void query.refetch()} />;
  } else {
    body = <LoadingState label={intl.formatMessage({ id: 'promo.loading' })} />;
  }
  return (
    <section css={(t) => ({ display: 'grid', gap: t.space.md })} aria-labelledby="activity-centre-title" aria-busy={query.isFetching} data-testid="activity-centre">
      <h2 id="activity-centre-title" css={(t) => ({ margin: 0, fontSize: t.fontSize.lg })}>
        <FormattedMessage id="promo.centre_title" />
      </h2>
      {body}
    </section>
  );
}
