/**
 * One promotion (§4 "Promotion or activity"): its banner in the page's language, title, dates,
 * bonus and wagering, its state, and the state's action (join, apply, claim, sign in). Details
 * open in place: the text, my application (remark, images, the operator's note) and the
 * application form when the action is apply.
 */
import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languages } from '../../../schemas/languages';
import { promotionBannerSize, type PromotionView } from '../../../schemas/promotions';
import { usePreferences } from '../../brand/brand-context';
import { buttonStyle } from '../../ui/button';
import { card, muted } from '../../ui/page-styles';
import { ApplicationForm, type ApplicationInput } from './application-form';

const badge = (theme: Theme) => ({
  justifySelf: 'start',
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surfaceRaised,
  fontSize: theme.fontSize.sm,
});

export interface CardActions {
  busy: boolean;
  errorKey: string | null;
  onAction: (promotion: PromotionView) => void;
  onApply: (promotion: PromotionView, input: ApplicationInput) => void;
}

export function PromotionCard({ promotion, actions }: { promotion: PromotionView; actions: CardActions }) {
  const intl = useIntl();
  const id = useId();
  const { language } = usePreferences();
  const [open, setOpen] = useState(false);
  const [applying, setApplying] = useState(false);
  const date = (iso: string) => <time dateTime={iso}>{intl.formatDate(iso, { dateStyle: 'medium' })}</time>;
  const action = promotion.action;
  return (
    <li>
      <article
        css={(t) => ({ ...card(t), display: 'grid', gap: t.space.sm, height: '100%', boxSizing: 'border-box' as const })}
        aria-labelledby={`${id}-title`}
        lang={promotion.lang === language ? undefined : languages[promotion.lang].tag}
        data-testid="activity-card"
        data-promotion={promotion.id}
        data-state={promotion.state}
      >
        <img src={promotion.bannerUrl} alt="" width={promotionBannerSize.width} height={promotionBannerSize.height} css={{ width: '100%', height: 'auto', borderRadius: '0.25rem' }} />
        <h3 id={`${id}-title`} css={(t) => ({ margin: 0, fontSize: t.fontSize.lg })}>
          {promotion.title}
        </h3>
        <span css={badge} data-testid="promotion-state">
          <FormattedMessage id={`promo.state.${promotion.state}`} />
        </span>
        <p css={muted}>
          {promotion.endsAt ? (
            <FormattedMessage id="promotions.period" values={{ from: date(promotion.startsAt), to: date(promotion.endsAt) }} />
          ) : (
            <FormattedMessage id="promotions.since" values={{ from: date(promotion.startsAt) }} />
          )}
        </p>
        <p css={{ margin: 0 }}>
          <FormattedMessage id="promo.bonus_line" values={{ amount: `${promotion.bonus} ${promotion.currency}`, times: promotion.wagerMultiplier }} />
          {promotion.kind === 'checkin' && (
            <>
              {' '}
              <FormattedMessage id="promo.signed_days" values={{ count: promotion.signedDays }} />
            </>
          )}
        </p>
        <div css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: t.space.xs })}>
          <button type="button" css={buttonStyle('quiet')} aria-expanded={open} aria-controls={`${id}-details`} onClick={() => setOpen(!open)}>
            <FormattedMessage id="promo.details" />
          </button>
          {action && (
            <button
              type="button"
              css={buttonStyle('primary')}
              disabled={actions.busy}
              data-testid="promotion-action"
              onClick={() => {
                if (action === 'apply') {
                  setOpen(true);
                  setApplying(true);
                }
                actions.onAction(promotion);
              }}
            >
              <FormattedMessage id={`promo.action.${action}`} />
            </button>
          )}
        </div>
        {actions.errorKey && (
          <p css={(t) => ({ margin: 0, color: t.colors.danger })} role="alert" data-testid="promotion-error">
            <FormattedMessage id={actions.errorKey} />
          </p>
        )}
        {open && (
          <div id={`${id}-details`} css={(t) => ({ display: 'grid', gap: t.space.sm })} data-testid="promotion-details">
            <p css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{promotion.body}</p>
            {promotion.application && (
              <dl css={{ margin: 0 }} data-testid="promotion-application">
                <dt css={muted}>
                  <FormattedMessage id="promo.remark_label" />
                </dt>
                <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{promotion.application.remark || '—'}</dd>
                <dt css={muted}>
                  <FormattedMessage id="promo.images_label" />
                </dt>
                <dd css={{ margin: 0 }}>{promotion.application.images}</dd>
                {promotion.application.decisionNote && (
                  <>
                    <dt css={muted}>
                      <FormattedMessage id="promo.decision_note" />
                    </dt>
                    <dd css={{ margin: 0 }}>{promotion.application.decisionNote}</dd>
                  </>
                )}
              </dl>
            )}
            {action === 'apply' && applying && <ApplicationForm busy={actions.busy} errorKey={actions.errorKey} onSubmit={(input) => actions.onApply(promotion, input)} />}
          </div>
        )}
      </article>
    </li>
  );
}
