/**
 * A transfer to my upline (READINGS #23: started by the downline): amount (checked like every
 * amount, in the currency's decimals), payment password, then a confirmation naming the amount
 * and the upline's account (the same steps as the agent centre's transfer to a downline); the requestId is kept for a retry of the same transfer (no answer) and renewed when
 * the form changes or the gateway answered (docs/decisions/027). Done → the new balance, and the
 * header balance is refreshed.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AgentTransferAnswer } from '../../../schemas/agent';
import { checkAmount } from '../../../machines/withdraw-amount';
import { newRequestId, requestIdSpent } from '../../api/request-id';
import { refreshBalance } from '../../api/wallet/balance-query';
import { AmountField } from './amount-field';
import { buttonStyle } from '../../ui/button';
import { Dialog } from '../../ui/modal/dialog';
import { formatMinor } from '../../ui/money';
import { alert, field, formGrid, input, success } from '../../ui/page-styles';
import { errorKeyOf } from './use-member-errors';

export interface TransferSend {
  amount: string;
  paymentPassword: string;
  requestId: string;
}

export function UplineTransferForm({ toAccount, currency, minorDigits, send, onDone }: { toAccount: string; currency: string; minorDigits: number; send: (request: TransferSend) => Promise<AgentTransferAnswer>; onDone?: () => void }) {
  const intl = useIntl();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<AgentTransferAnswer | null>(null);
  const requestId = useRef<{ id: string; body: string } | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      setDone(answer);
      setAmount('');
      setPassword('');
      requestId.current = null;
      refreshBalance().catch(() => undefined);
      onDone?.();
    },
    onError: (error) => {
      if (requestIdSpent(error)) requestId.current = null;
      setErrorKey(errorKeyOf(error));
    },
    onSettled: () => setConfirming(null),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    setErrorKey(null);
    const check = checkAmount(amount, { minorDigits });
    if (!check.ok) return setAmountError(check.errorKey);
    setAmountError(null);
    if (password === '') return setErrorKey('member.paypw_required');
    setConfirming(check.minor);
  };
  const confirm = () => {
    const body = `${toAccount}:${amount.trim()}`;
    if (requestId.current?.body !== body) requestId.current = { id: newRequestId(), body };
    mutation.mutate({ amount: amount.trim(), paymentPassword: password, requestId: requestId.current.id });
  };
  return (
    <form css={formGrid} noValidate onSubmit={submit} data-testid="transfer-form">
      <AmountField
        label={intl.formatMessage({ id: 'member.amount' }, { currency })}
        value={amount}
        onChange={(t) => {
          setAmount(t);
          setAmountError(null);
        }}
        errorKey={amountError}
      />
      <label css={field} htmlFor={`${id}-pw`}>
        <FormattedMessage id="member.paypw" />
        <input id={`${id}-pw`} name="paymentPassword" type="password" autoComplete="off" css={input} value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <p css={alert} role={errorKey ? 'alert' : undefined} data-testid="transfer-error">
        {errorKey && <FormattedMessage id={errorKey} />}
      </p>
      <button type="submit" css={buttonStyle('primary')} disabled={mutation.isPending} data-testid="transfer-submit">
        <FormattedMessage id="agentc.upline_submit" />
      </button>
      {done && (
        <p css={success} role="status" data-testid="transfer-done">
          <FormattedMessage
            id="agentc.upline_done"
            values={{ amount: formatMinor(intl, done.amountMinor, done.minorDigits), account: toAccount, balance: formatMinor(intl, done.balanceMinor, done.minorDigits) }}
          />
        </p>
      )}
      {confirming !== null && (
        <Dialog
          open
          title={intl.formatMessage({ id: 'agentc.upline_confirm_title' })}
          message={intl.formatMessage({ id: 'agentc.upline_confirm' }, { amount: formatMinor(intl, confirming, minorDigits), currency, account: toAccount })}
          confirmLabel={intl.formatMessage({ id: 'agentc.upline_submit' })}
          onConfirm={confirm}
          cancelLabel={intl.formatMessage({ id: 'agentc.upline_cancel' })}
          onCancel={() => setConfirming(null)}
          closeLabel={intl.formatMessage({ id: 'modal.close' })}
          busy={mutation.isPending}
        />
      )}
    </form>
  );
}
