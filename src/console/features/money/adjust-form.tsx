/**
 * A manual adjustment of a member's main wallet: an amount typed in major units (a leading minus
 * debits; parsed exactly, never through floats) and a reason, then a confirmation that repeats
 * both. Sent once per Idempotency-Key (made when the form opened).
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { maxAdjustmentMinor, reasonMaxLength } from '../../../../schemas/console-money';
import { useAdjustBalance } from '../../api/money-queries';
import { button, field, input, label, okText, secondaryButton } from '../../ui/console-styles';
import { ErrorLine } from '../../ui/states';
import { formatMinor, parseMajor } from './money-format';
import { ReasonConfirm } from './reason-confirm';

export interface AdjustFormProps {
  merchant: string;
  memberId: string;
  account: string;
  currency: string;
  minorDigits: number;
  idempotencyKey: string;
  onDone: () => void;
}

export function AdjustForm({
  merchant,
  memberId,
  account,
  currency,
  minorDigits,
  idempotencyKey,
  onDone,
}: AdjustFormProps) {
  const intl = useIntl();
  const id = useId();
  const adjust = useAdjustBalance(merchant);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<number | null>(null);
  const onSubmit = (e: FormEvent): void => {
    e.preventDefault();
    const minor = parseMajor(amount, minorDigits, maxAdjustmentMinor);
    if (minor === null) return setProblem('console.money.amount_invalid');
    if (reason.trim() === '') return setProblem('console.money.reason_required');
    setProblem(null);
    setChecked(minor);
  };
  if (adjust.isSuccess) {
    return (
      <div role="status" css={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
        <p css={okText}>
          <FormattedMessage
            id="console.money.adjusted"
            values={{
              name: account,
              balance: `${formatMinor(adjust.data.balanceMinor, minorDigits)} ${currency}`,
            }}
          />
        </p>
        <button type="button" css={secondaryButton} onClick={onDone}>
          <FormattedMessage id="console.close" />
        </button>
      </div>
    );
  }
  if (checked !== null) {
    const shown = `${formatMinor(checked, minorDigits)} ${currency}`;
    return (
      <ReasonConfirm
        name={account}
        question={
          <FormattedMessage
            id="console.money.adjust_confirm"
            values={{ name: account, amount: shown, reason: reason.trim() }}
          />
        }
        confirmLabel={intl.formatMessage({ id: 'console.money.adjust_yes' })}
        needsReason={false}
        pending={adjust.isPending}
        error={adjust.error}
        onCancel={() => {
          adjust.reset();
          setChecked(null);
        }}
        onConfirm={() =>
          adjust.mutate({ memberId, key: idempotencyKey, amountMinor: checked, reason: reason.trim() })
        }
      />
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'console.money.adjust_member' }, { name: account })}
      noValidate
      css={{ display: 'grid', gap: '0.5rem', marginTop: '0.5rem' }}
    >
      <div css={field}>
        <label htmlFor={`${id}-amount`} css={label}>
          <FormattedMessage id="console.money.adjust_amount" values={{ currency }} />
        </label>
        <input
          id={`${id}-amount`}
          css={input}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <span id={`${id}-hint`} css={{ fontSize: '0.875rem' }}>
          <FormattedMessage id="console.money.adjust_hint" />
        </span>
      </div>
      <div css={field}>
        <label htmlFor={`${id}-reason`} css={label}>
          <FormattedMessage id="console.money.reason" />
        </label>
        <textarea
          id={`${id}-reason`}
          css={input}
          rows={2}
          maxLength={reasonMaxLength}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {problem ? <ErrorLine error={null} messageId={problem} /> : null}
      <div css={{ display: 'flex', gap: '0.5rem' }}>
        <button type="submit" css={button}>
          <FormattedMessage id="console.money.adjust_check" />
        </button>
        <button type="button" css={secondaryButton} onClick={onDone}>
          <FormattedMessage id="console.cancel" />
        </button>
      </div>
    </form>
  );
}
