/**
 * /promotions: the brand's promotion announcements (relay MCSFE_getListAnnouncements, type PR)
 * as cards with their dates in the player's time zone and their sanitised text. Joining and
 * claiming come with the promotions issue: no buttons until they do something.
 */
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Promotion } from '../../../schemas/content';
import { languages } from '../../../schemas/languages';
import { promotionsQueryOptions } from '../../api/content/content-promotions-query';
import { usePreferences } from '../../brand/brand-context';
import { ContentEmpty, ContentError, ContentLoading } from './content-states';
import { pageFrame, pageTitle, prose } from './prose-styles';
import { SafeHtml } from '../../ui/safe-html';

const list = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const card = (theme: Theme) => ({
  display: 'grid',
  alignContent: 'start',
  gap: theme.space.sm,
  height: '100%',
  boxSizing: 'border-box' as const,
  padding: theme.space.lg,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  borderTop: `${theme.layout.focusRing} solid ${theme.colors.accent}`,
});
const cardTitle = (theme: Theme) => ({
  margin: 0,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
});
const dates = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.sm });

function PromotionCard({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const { language } = usePreferences();
  const date = (iso: string) => <time dateTime={iso}>{intl.formatDate(iso, { dateStyle: 'medium' })}</time>;
  return (
    <li>
      <article
        css={card}
        aria-labelledby={`promo-${promotion.id}`}
        lang={promotion.lang === language ? undefined : languages[promotion.lang].tag}
        data-testid="promotion-card"
      >
        <h2 id={`promo-${promotion.id}`} css={cardTitle}>
          {promotion.title}
        </h2>
        <p css={dates}>
          {promotion.endDateStr ? (
            <FormattedMessage
              id="promotions.period"
              values={{ from: date(promotion.startDateStr), to: date(promotion.endDateStr) }}
            />
          ) : (
            <FormattedMessage id="promotions.since" values={{ from: date(promotion.startDateStr) }} />
          )}
        </p>
        <SafeHtml html={promotion.content} css={prose} />
      </article>
    </li>
  );
}

/** `activity`: the activity centre (issue 19), composed in by the Promotions chunk above the announcements. */
export function PromotionsPage({ activity }: { activity?: ReactNode } = {}) {
  const { language } = usePreferences();
  const query = useQuery({ ...promotionsQueryOptions(language), placeholderData: keepPreviousData });
  let body;
  if (query.data) {
    body =
      query.data.length === 0 ? (
        <ContentEmpty />
      ) : (
        <ul css={list}>
          {query.data.map((p) => (
            <PromotionCard key={p.id} promotion={p} />
          ))}
        </ul>
      );
  } else if (query.isError) {
    body = (
      <ContentError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  } else {
    body = <ContentLoading />;
  }
  return (
    <article css={pageFrame} aria-busy={query.isFetching} data-testid="promotions-page">
      <h1 css={pageTitle}>
        <FormattedMessage id="w_promotions" />
      </h1>
      {activity}
      {body}
    </article>
  );
}
