/**
 * One activity application: the member, the promotion, the remark, the images (thumbnails that
 * open full size; served to staff only) and, while under review, approve or reject with a reason
 * — each after an inline confirmation (Escape cancels). A refused decision (409: another staff
 * member decided first) shows its message and the refreshed state.
 */
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import {
  consolePromotionPaths,
  rejectReasonMaxLength,
  type ApplicationDetail,
} from '../../../../schemas/console-promotions';
import { consoleUrl } from '../../api/console-client';
import { useApplication, useDecideApplication } from '../../api/promotion-queries';
import { button, dangerButton, mutedText, panel, secondaryButton } from '../../ui/console-styles';
import { useFocusOnMount } from '../../ui/focus-on-mount';
import { ErrorLine, Failed, Loading } from '../../ui/states';
import { ReasonConfirm } from '../money/reason-confirm';

export function ApplicationDetailPanel({
  merchant,
  id,
  canDecide,
  onClose,
}: {
  merchant: string;
  id: string;
  canDecide: boolean;
  onClose: () => void;
}) {
  const application = useApplication(merchant, id);
  return (
    <section css={panel} aria-labelledby="application-title" data-testid="application-detail">
      {application.isPending ? <Loading /> : null}
      {application.isError ? (
        <Failed error={application.error} onRetry={() => void application.refetch()} />
      ) : null}
      {application.data ? <Loaded merchant={merchant} a={application.data} canDecide={canDecide} /> : null}
      <button type="button" css={{ ...secondaryButton, marginTop: '0.75rem' }} onClick={onClose}>
        <FormattedMessage id="console.promotions.close" />
      </button>
    </section>
  );
}

/** The loaded application: focus moves to its heading when it appears. */
function Loaded({ merchant, a, canDecide }: { merchant: string; a: ApplicationDetail; canDecide: boolean }) {
  const title = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <h2 id="application-title" ref={title} tabIndex={-1} css={{ marginTop: 0, fontSize: '1.125rem' }}>
        <FormattedMessage id="console.promotions.detail_title" values={{ name: a.account }} />
      </h2>
      <Facts merchant={merchant} a={a} />
      {canDecide ? <Decision merchant={merchant} a={a} onDecided={() => title.current?.focus()} /> : null}
    </>
  );
}

function Facts({ merchant, a }: { merchant: string; a: ApplicationDetail }) {
  const intl = useIntl();
  return (
    <dl
      css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: 0 }}
      data-testid="application-facts"
      data-status={a.status}
    >
      <dt>
        <FormattedMessage id="console.promotions.promotion" />
      </dt>
      <dd css={{ margin: 0 }}>{`${a.promotionTitle} — ${a.bonus} ${a.currency}`}</dd>
      <dt>
        <FormattedMessage id="console.money.status" />
      </dt>
      <dd css={{ margin: 0 }} data-testid="application-status">
        <FormattedMessage id={`console.promotions.status.${a.status}`} />
        {a.decidedBy ? (
          <span css={{ ...mutedText, display: 'block' }}>
            <FormattedMessage id="console.promotions.decided_by" values={{ name: a.decidedBy }} />
          </span>
        ) : null}
        {a.decisionNote ? (
          <span css={{ ...mutedText, display: 'block' }}>
            <FormattedMessage id="console.promotions.reason_shown" values={{ reason: a.decisionNote }} />
          </span>
        ) : null}
      </dd>
      <dt>
        <FormattedMessage id="console.promotions.applied_at" />
      </dt>
      <dd css={{ margin: 0 }}>
        <FormattedDate value={a.appliedAt} dateStyle="medium" timeStyle="short" />
      </dd>
      <dt>
        <FormattedMessage id="console.promotions.remark" />
      </dt>
      <dd
        css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="application-remark"
      >
        {a.remark === '' ? <FormattedMessage id="console.promotions.remark_none" /> : a.remark}
      </dd>
      <dt>
        <FormattedMessage id="console.promotions.images" />
      </dt>
      <dd css={{ margin: 0 }}>
        {a.images === 0 ? (
          <FormattedMessage id="console.promotions.images_none" />
        ) : (
          <ul
            css={{
              display: 'flex',
              gap: '0.5rem',
              flexWrap: 'wrap',
              listStyle: 'none',
              margin: 0,
              padding: 0,
            }}
          >
            {Array.from({ length: a.images }, (_v, i) => {
              const src = consoleUrl(consolePromotionPaths.applicationImage, {
                merchant,
                id: a.id,
                position: String(i + 1),
              });
              const name = intl.formatMessage(
                { id: 'console.promotions.image_n' },
                { n: i + 1, name: a.account },
              );
              return (
                <li key={i}>
                  <a href={src} target="_blank" rel="noreferrer" aria-label={name}>
                    <img
                      src={src}
                      alt={name}
                      data-testid="application-image"
                      css={{
                        display: 'block',
                        width: '8rem',
                        height: '8rem',
                        objectFit: 'contain',
                        border: '1px solid currentColor',
                        borderRadius: '0.25rem',
                      }}
                    />
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </dd>
    </dl>
  );
}

/** Approve or reject while under review; after a decision focus returns to the application's heading. */
function Decision({
  merchant,
  a,
  onDecided,
}: {
  merchant: string;
  a: ApplicationDetail;
  onDecided: () => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const decide = useDecideApplication(merchant);
  const bonus = `${a.bonus} ${a.currency}`;
  const close = (): void => {
    decide.reset();
    setOpen(null);
  };
  if (a.status !== 'applying') return decide.error ? <ErrorLine error={decide.error} /> : null;
  return (
    <div css={{ marginTop: '0.75rem' }}>
      {open === null ? (
        <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <button type="button" css={button} onClick={() => setOpen('approve')}>
            <FormattedMessage id="console.promotions.approve" values={{ name: a.account }} />
          </button>
          <button type="button" css={dangerButton} onClick={() => setOpen('reject')}>
            <FormattedMessage id="console.promotions.reject" values={{ name: a.account }} />
          </button>
        </div>
      ) : (
        <ReasonConfirm
          name={a.account}
          question={
            <FormattedMessage id={`console.promotions.${open}_confirm`} values={{ name: a.account, bonus }} />
          }
          confirmLabel={intl.formatMessage({ id: `console.promotions.${open}_yes` })}
          needsReason={open === 'reject'}
          reasonMaxLength={rejectReasonMaxLength}
          danger={open === 'reject'}
          pending={decide.isPending}
          error={decide.error}
          onCancel={close}
          onConfirm={(reason) =>
            decide.mutate(
              open === 'approve' ? { kind: 'approve', id: a.id } : { kind: 'reject', id: a.id, reason },
              {
                onSuccess: () => {
                  setOpen(null);
                  onDecided();
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
