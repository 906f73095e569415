/**
 * The receipt confirmation of a disbursed withdrawal (§4), driven by
 * machines/withdraw-receipt.machine.ts: all received / partly received (amount, computed
 * remainder, 1–3 PNG or JPG proofs < 5 MiB with previews) / not received, and the deadline after
 * which an unconfirmed withdrawal is regarded as received.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { Withdrawal } from '../../../schemas/payments';
import { remainderMinor, withdrawReceiptMachine, type ReceiptOutcome, type ReceiptSubmission } from '../../../machines/withdraw-receipt.machine';
import { confirmWithdrawalReceipt } from '../../api/identity/member-calls';
import { buttonStyle } from '../../ui/button';
import { DateTime } from '../../ui/date-time';
import { AmountField } from './amount-field';
import { alert, field, formGrid, muted, row } from './member-styles';
import { Money } from './money';
import { useWalletRefresh } from './use-wallet-refresh';
import { refreshAfterWrite } from '../../api/refresh-after-write';

const outcomes: ReceiptOutcome[] = ['all', 'partial', 'none'];

function Preview({ file, onRemove, label }: { file: Blob; onRemove: () => void; label: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <figure css={{ margin: 0, display: 'grid', gap: '0.25rem', justifyItems: 'start' }}>
      <img src={url} alt={(file as File).name ?? ''} width={96} height={96} css={{ objectFit: 'cover', borderRadius: '0.25rem' }} />
      <button type="button" css={buttonStyle('quiet')} onClick={onRemove}>
        {label}
      </button>
    </figure>
  );
}

export function ReceiptForm({ withdrawal, autoReceiptMinutes }: { withdrawal: Withdrawal; autoReceiptMinutes: number }) {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const refreshWallet = useWalletRefresh();
  const machine = useMemo(
    () =>
      withdrawReceiptMachine.provide({
        actors: {
          confirmReceipt: fromPromise(async ({ input }: { input: ReceiptSubmission }) => {
            // The machine keeps the File objects it was given (ProofFile is their shape).
            const answer = await confirmWithdrawalReceipt({ withdrawalId: input.withdrawalId, outcome: input.outcome, receivedAmount: input.receivedAmount, proofs: input.proofs as unknown as Blob[] });
            await refreshAfterWrite(client, ['member', 'withdrawals']);
            refreshWallet();
            return answer as unknown;
          }),
        },
      }),
    [client, refreshWallet],
  );
  const [state, send] = useMachine(machine, { input: { withdrawalId: withdrawal.id, amountMinor: withdrawal.amountMinor, minorDigits: withdrawal.minorDigits } });
  const ctx = state.context;

  // The deadline passing while the page is open: the gateway regards it as received; the page follows.
  useEffect(() => {
    if (!withdrawal.receiptDueAt) return undefined;
    const wait = Date.parse(withdrawal.receiptDueAt) - Date.now();
    const timer = setTimeout(() => {
      send({ type: 'receipt.deadlinePassed' });
      void refreshAfterWrite(client, ['member', 'withdrawals']);
    }, Math.max(0, Math.min(wait, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [withdrawal.receiptDueAt, send, client]);

  if (state.status === 'done') return null;
  const remainder = ctx.outcome === 'partial' ? remainderMinor(ctx) : null;
  const busy = state.value === 'submitting';
  return (
    <form
      css={formGrid}
      noValidate
      data-testid="receipt-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'receipt.submit' });
      }}
    >
      <h3 id={`${id}-title`} css={{ margin: 0 }}>
        <FormattedMessage id="member.receipt_heading" />
      </h3>
      <p css={muted} data-testid="receipt-deadline">
        <FormattedMessage id="member.receipt_auto" values={{ minutes: autoReceiptMinutes }} />{' '}
        <FormattedMessage id="member.receipt_not_refunded" />{' '}
        {withdrawal.receiptDueAt && (
          <FormattedMessage id="member.receipt_due" values={{ time: <DateTime iso={withdrawal.receiptDueAt} /> }} />
        )}
      </p>
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.25rem' }}>
        <legend>
          <FormattedMessage id="member.receipt_question" />
        </legend>
        {outcomes.map((o) => (
          <label key={o} css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <input type="radio" name={`${id}-outcome`} value={o} checked={ctx.outcome === o} onChange={() => send({ type: 'receipt.choose', outcome: o })} />
            <FormattedMessage id={`member.receipt_${o}`} />
          </label>
        ))}
        {ctx.fieldErrors.outcome && (
          <span css={alert} role="alert">
            <FormattedMessage id={ctx.fieldErrors.outcome} />
          </span>
        )}
      </fieldset>
      {ctx.outcome === 'partial' && (
        <>
          <AmountField
            name="receivedAmount"
            label={intl.formatMessage({ id: 'member.receipt_received' })}
            value={ctx.receivedAmount}
            onChange={(text) => send({ type: 'receipt.amount', text })}
            errorKey={ctx.fieldErrors.receivedAmount ?? null}
          />
          <p data-testid="receipt-remainder">
            <FormattedMessage id="member.receipt_remainder" />:{' '}
            {remainder === null ? '—' : <Money minor={remainder} minorDigits={ctx.minorDigits} />}
          </p>
          <div css={field}>
            <label htmlFor={`${id}-proof`}>
              <FormattedMessage id="member.receipt_proofs" />
            </label>
            <input
              id={`${id}-proof`}
              name="proof"
              type="file"
              accept="image/png,image/jpeg"
              multiple
              aria-describedby={`${id}-proof-error`}
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                send({ type: 'receipt.addProofs', files });
              }}
            />
            <small css={muted}>
              <FormattedMessage id="member.receipt_proof_hint" />
            </small>
            <span id={`${id}-proof-error`} css={alert} role={ctx.fieldErrors.proofs ? 'alert' : undefined} data-testid="proof-error">
              {ctx.fieldErrors.proofs && <FormattedMessage id={ctx.fieldErrors.proofs} />}
            </span>
          </div>
          <div css={row}>
            {ctx.proofs.map((file, index) => (
              <Preview key={`${file.name}-${index}`} file={file as unknown as Blob} label={intl.formatMessage({ id: 'member.receipt_remove' }, { name: file.name })} onRemove={() => send({ type: 'receipt.removeProof', index })} />
            ))}
          </div>
        </>
      )}
      {ctx.errorKey && (
        <p css={alert} role="alert">
          <FormattedMessage id={ctx.errorKey} />
        </p>
      )}
      <button type="submit" css={buttonStyle('primary')} disabled={busy} aria-busy={busy || undefined} data-testid="receipt-submit">
        <FormattedMessage id="member.receipt_submit" />
      </button>
    </form>
  );
}
