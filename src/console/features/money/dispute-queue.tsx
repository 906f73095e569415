/**
 * Receipt disputes (§4 Withdrawal confirmation): withdrawals the player marked partly received
 * (with the received amount, the remainder and 1–3 proof images) or not received. Finance refunds
 * the missing part to the main wallet or dismisses the dispute, with a reason, after a confirmation.
 */
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import {
  consoleMoneyPaths,
  type DisputeOutcome,
  type QueueWithdrawal,
} from '../../../../schemas/console-money';
import { consoleUrl } from '../../api/console-client';
import { useDisputeQueue, useResolveDispute } from '../../api/money-queries';
import { button, dangerButton, panel, table } from '../../ui/console-styles';
import { Empty, Failed, Loading } from '../../ui/states';
import { formatMinor, newIdempotencyKey } from './money-format';
import { Pager } from './pager';
import { ReasonConfirm } from './reason-confirm';

export function DisputeQueue({ merchant, canDecide }: { merchant: string; canDecide: boolean }) {
  const intl = useIntl();
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const queue = useDisputeQueue(merchant, cursor);
  return (
    <section css={panel} aria-labelledby="disputes-title">
      <h2 id="disputes-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
        <FormattedMessage id="console.money.disputes" />
      </h2>
      {queue.isPending ? <Loading /> : null}
      {queue.isError ? <Failed error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      {queue.data?.items.length === 0 ? <Empty id="console.money.disputes_none" /> : null}
      {queue.data && queue.data.items.length > 0 ? (
        <div css={{ overflowX: 'auto' }}>
          <table css={table} aria-labelledby="disputes-title">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="console.money.member" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.amount" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.claim" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.proofs" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.actions" />
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data.items.map((w) => (
                <DisputeRow key={w.id} merchant={merchant} w={w} canDecide={canDecide} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {queue.data ? (
        <Pager
          label={intl.formatMessage({ id: 'console.money.disputes' })}
          cursor={cursor}
          nextCursor={queue.data.nextCursor}
          onCursor={setCursor}
        />
      ) : null}
    </section>
  );
}

function DisputeRow({
  merchant,
  w,
  canDecide,
}: {
  merchant: string;
  w: QueueWithdrawal;
  canDecide: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<{ outcome: DisputeOutcome; key: string } | null>(null);
  const resolve = useResolveDispute(merchant);
  const money = (minor: number) => `${formatMinor(minor, w.minorDigits)} ${w.currency}`;
  const missing = w.receivedMinor === null ? w.amountMinor : w.amountMinor - w.receivedMinor;
  const close = (): void => {
    resolve.reset();
    setOpen(null);
  };
  return (
    <tr data-testid="dispute-row" data-id={w.id}>
      <th scope="row">{w.account}</th>
      <td>
        {money(w.amountMinor)}
        <span css={{ display: 'block' }}>
          <FormattedDate value={w.createdAt} dateStyle="medium" />
        </span>
      </td>
      <td>
        {w.status === 'partly_received' && w.receivedMinor !== null ? (
          <FormattedMessage
            id="console.money.claim_partly"
            values={{ received: money(w.receivedMinor), missing: money(missing) }}
          />
        ) : (
          <FormattedMessage id="console.money.claim_none" />
        )}
      </td>
      <td>
        {w.proofs === 0 ? (
          <FormattedMessage id="console.money.proofs_none" />
        ) : (
          <ul css={{ margin: 0, paddingInlineStart: '1rem' }}>
            {Array.from({ length: w.proofs }, (_, i) => (
              <li key={i}>
                <a
                  href={consoleUrl(consoleMoneyPaths.disputeProof, {
                    merchant,
                    id: w.id,
                    position: String(i + 1),
                  })}
                  target="_blank"
                  rel="noreferrer"
                >
                  <FormattedMessage id="console.money.proof_n" values={{ n: i + 1, name: w.account }} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        {canDecide && open === null ? (
          <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            <button
              type="button"
              css={button}
              onClick={() => setOpen({ outcome: 'refund', key: newIdempotencyKey() })}
            >
              <FormattedMessage
                id="console.money.refund"
                values={{ name: w.account, amount: money(missing) }}
              />
            </button>
            <button
              type="button"
              css={dangerButton}
              onClick={() => setOpen({ outcome: 'dismiss', key: newIdempotencyKey() })}
            >
              <FormattedMessage id="console.money.dismiss" values={{ name: w.account }} />
            </button>
          </div>
        ) : null}
        {open ? (
          <ReasonConfirm
            name={w.account}
            question={
              <FormattedMessage
                id={`console.money.${open.outcome}_confirm`}
                values={{ name: w.account, amount: money(missing) }}
              />
            }
            confirmLabel={intl.formatMessage({ id: `console.money.${open.outcome}_yes` })}
            needsReason
            danger={open.outcome === 'dismiss'}
            pending={resolve.isPending}
            error={resolve.error}
            onCancel={close}
            onConfirm={(reason) =>
              resolve.mutate({ id: w.id, key: open.key, outcome: open.outcome, reason }, { onSuccess: close })
            }
          />
        ) : null}
      </td>
    </tr>
  );
}
