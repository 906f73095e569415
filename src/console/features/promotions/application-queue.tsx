/**
 * A merchant's activity applications (newest first, by status, keyset-paged). Each row opens the
 * application below the table (focus moves to its heading; closing returns focus to the row's
 * button).
 */
import { useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { applicationStatuses, type ApplicationSummary } from '../../../../schemas/console-promotions';
import { useApplications } from '../../api/promotion-queries';
import { mutedText, panel, secondaryButton, table } from '../../ui/console-styles';
import { Empty, Failed, Loading } from '../../ui/states';
import { Pager } from '../money/pager';
import { StatusFilter } from '../money/status-filter';
import { ApplicationDetailPanel } from './application-detail';

export function ApplicationQueue({ merchant, canDecide }: { merchant: string; canDecide: boolean }) {
  const intl = useIntl();
  const [status, setStatus] = useState('applying');
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [openId, setOpenId] = useState<string | null>(null);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const queue = useApplications(merchant, status, cursor);
  const close = (): void => {
    const id = openId;
    setOpenId(null);
    if (id) openers.current.get(id)?.focus();
  };
  return (
    <>
      <section css={panel} aria-labelledby="applications-title">
        <h2 id="applications-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
          <FormattedMessage id="console.promotions.applications" />
        </h2>
        <StatusFilter
          statuses={applicationStatuses}
          messagePrefix="console.promotions.status"
          value={status}
          onChange={(next) => {
            setStatus(next);
            setCursor(undefined);
          }}
        />
        {queue.isPending ? <Loading /> : null}
        {queue.isError ? <Failed error={queue.error} onRetry={() => void queue.refetch()} /> : null}
        {queue.data?.items.length === 0 ? <Empty id="console.promotions.none" /> : null}
        {queue.data && queue.data.items.length > 0 ? (
          <div css={{ overflowX: 'auto' }}>
            <table css={table} aria-labelledby="applications-title">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="console.promotions.member" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.promotions.promotion" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.promotions.bonus" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.money.status" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.promotions.applied_at" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.money.actions" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {queue.data.items.map((a) => (
                  <ApplicationRow
                    key={a.id}
                    a={a}
                    open={openId === a.id}
                    onOpen={() => setOpenId(a.id)}
                    opener={(el) => {
                      if (el) openers.current.set(a.id, el);
                      else openers.current.delete(a.id);
                    }}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {queue.data ? (
          <Pager
            label={intl.formatMessage({ id: 'console.promotions.applications' })}
            cursor={cursor}
            nextCursor={queue.data.nextCursor}
            onCursor={setCursor}
          />
        ) : null}
      </section>
      {openId ? (
        <ApplicationDetailPanel
          key={openId}
          merchant={merchant}
          id={openId}
          canDecide={canDecide}
          onClose={close}
        />
      ) : null}
    </>
  );
}

function ApplicationRow({
  a,
  open,
  onOpen,
  opener,
}: {
  a: ApplicationSummary;
  open: boolean;
  onOpen: () => void;
  opener: (el: HTMLButtonElement | null) => void;
}) {
  return (
    <tr data-testid="application-row" data-id={a.id} data-account={a.account} data-status={a.status}>
      <th scope="row">{a.account}</th>
      <td>{a.promotionTitle}</td>
      <td>{`${a.bonus} ${a.currency}`}</td>
      <td>
        <FormattedMessage id={`console.promotions.status.${a.status}`} />
        {a.decidedBy ? (
          <span css={{ ...mutedText, display: 'block' }}>
            <FormattedMessage id="console.promotions.decided_by" values={{ name: a.decidedBy }} />
          </span>
        ) : null}
      </td>
      <td>
        <FormattedDate value={a.appliedAt} dateStyle="medium" timeStyle="short" />
      </td>
      <td>
        <button type="button" css={secondaryButton} ref={opener} aria-expanded={open} onClick={onOpen}>
          <FormattedMessage id="console.promotions.open" values={{ name: a.account }} />
        </button>
      </td>
    </tr>
  );
}
