/**
 * A merchant's withdrawals (newest first, filtered by status, keyset-paged). Finance approves a
 * pending one (the provider pays it now) or rejects it with a reason (the held money returns to
 * the player), each after an inline confirmation; with money.adjust a row's member can also be
 * adjusted by hand.
 */
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { queueWithdrawalStatuses, type QueueWithdrawal } from '../../../../schemas/console-money';
import { useDecideWithdrawal, useWithdrawalQueue } from '../../api/money-queries';
import { button, dangerButton, mutedText, panel, secondaryButton, table } from '../../ui/console-styles';
import { Empty, Failed, Loading } from '../../ui/states';
import { AdjustForm } from './adjust-form';
import { formatMinor, newIdempotencyKey } from './money-format';
import { Pager } from './pager';
import { StatusFilter } from './status-filter';
import { ReasonConfirm } from './reason-confirm';

export function WithdrawalQueue({
  merchant,
  canDecide,
  canAdjust,
}: {
  merchant: string;
  canDecide: boolean;
  canAdjust: boolean;
}) {
  const intl = useIntl();
  const [status, setStatus] = useState('pending');
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const queue = useWithdrawalQueue(merchant, status, cursor);
  return (
    <section css={panel} aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
        <FormattedMessage id="console.money.withdrawals" />
      </h2>
      <StatusFilter
        statuses={queueWithdrawalStatuses}
        messagePrefix="console.money.withdrawal_status"
        value={status}
        onChange={(next) => {
          setStatus(next);
          setCursor(undefined);
        }}
      />
      {queue.isPending ? <Loading /> : null}
      {queue.isError ? <Failed error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      {queue.data?.items.length === 0 ? <Empty id="console.money.withdrawals_none" /> : null}
      {queue.data && queue.data.items.length > 0 ? (
        <div css={{ overflowX: 'auto' }}>
          <table css={table} aria-labelledby="withdrawals-title">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="console.money.member" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.amount" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.status" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.requested_at" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.actions" />
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data.items.map((w) => (
                <WithdrawalRow
                  key={w.id}
                  merchant={merchant}
                  w={w}
                  canDecide={canDecide}
                  canAdjust={canAdjust}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {queue.data ? (
        <Pager
          label={intl.formatMessage({ id: 'console.money.withdrawals' })}
          cursor={cursor}
          nextCursor={queue.data.nextCursor}
          onCursor={setCursor}
        />
      ) : null}
    </section>
  );
}

type Open = { kind: 'approve' | 'reject' | 'adjust'; key: string } | null;

function WithdrawalRow({
  merchant,
  w,
  canDecide,
  canAdjust,
}: {
  merchant: string;
  w: QueueWithdrawal;
  canDecide: boolean;
  canAdjust: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<Open>(null);
  const decide = useDecideWithdrawal(merchant);
  const amount = `${formatMinor(w.amountMinor, w.minorDigits)} ${w.currency}`;
  const close = (): void => {
    decide.reset();
    setOpen(null);
  };
  const pending = w.status === 'pending' && w.decision === null;
  return (
    <tr data-testid="withdrawal-row" data-id={w.id} data-status={w.status}>
      <th scope="row">{w.account}</th>
      <td>{amount}</td>
      <td>
        <FormattedMessage id={`console.money.withdrawal_status.${w.status}`} />
        {w.decision ? (
          <span css={{ ...mutedText, display: 'block' }}>
            <FormattedMessage
              id={`console.money.decision.${w.decision}`}
              values={{ name: w.decidedBy ?? '' }}
            />
            {w.decisionReason ? ` — ${w.decisionReason}` : ''}
          </span>
        ) : null}
      </td>
      <td>
        <FormattedDate value={w.createdAt} dateStyle="medium" timeStyle="short" />
      </td>
      <td>
        {open === null ? (
          <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            {canDecide && pending ? (
              <>
                <button
                  type="button"
                  css={button}
                  onClick={() => setOpen({ kind: 'approve', key: newIdempotencyKey() })}
                >
                  <FormattedMessage id="console.money.approve" values={{ name: w.account, amount }} />
                </button>
                <button
                  type="button"
                  css={dangerButton}
                  onClick={() => setOpen({ kind: 'reject', key: newIdempotencyKey() })}
                >
                  <FormattedMessage id="console.money.reject" values={{ name: w.account, amount }} />
                </button>
              </>
            ) : null}
            {canAdjust ? (
              <button
                type="button"
                css={secondaryButton}
                onClick={() => setOpen({ kind: 'adjust', key: newIdempotencyKey() })}
              >
                <FormattedMessage id="console.money.adjust_member" values={{ name: w.account }} />
              </button>
            ) : null}
          </div>
        ) : null}
        {open?.kind === 'approve' || open?.kind === 'reject' ? (
          <ReasonConfirm
            name={w.account}
            question={
              <FormattedMessage
                id={`console.money.${open.kind}_confirm`}
                values={{ name: w.account, amount }}
              />
            }
            confirmLabel={intl.formatMessage({ id: `console.money.${open.kind}_yes` })}
            needsReason={open.kind === 'reject'}
            danger={open.kind === 'reject'}
            pending={decide.isPending}
            error={decide.error}
            onCancel={close}
            onConfirm={(reason) =>
              decide.mutate(
                open.kind === 'approve'
                  ? { kind: 'approve', id: w.id, key: open.key }
                  : { kind: 'reject', id: w.id, key: open.key, reason },
                { onSuccess: close },
              )
            }
          />
        ) : null}
        {open?.kind === 'adjust' ? (
          <AdjustForm
            merchant={merchant}
            memberId={w.memberId}
            account={w.account}
            currency={w.currency}
            minorDigits={w.minorDigits}
            idempotencyKey={open.key}
            onDone={close}
          />
        ) : null}
      </td>
    </tr>
  );
}
