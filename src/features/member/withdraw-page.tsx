/**
 * withdraw (§2.1, §4): a bound bank account (bind one when none), the withdrawal password (set
 * it when none), the amount within min/max and the available balance, then pending → disbursed;
 * a disbursed withdrawal asks for the receipt confirmation (receipt-form.tsx). The list polls
 * while a withdrawal is pending.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Withdrawal, WithdrawalSettingsAnswer } from '../../../schemas/payments';
import { checkAmount } from '../../../machines/withdraw-amount';
import { fetchWithdrawalSettings, fetchWithdrawals, memberKeys, requestWithdrawal } from '../../api/identity/member-calls';
import { buttonStyle } from '../../ui/button';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { AmountField } from './amount-field';
import { BankAccountForm } from './bank-account-form';
import { MemberPageBody } from './member-frame';
import { alert, card, field, formGrid, h2, input, muted, success } from './member-styles';
import { Money, newRequestId, requestIdSpent, useFormatMinor } from './money';
import { PaymentPasswordForm } from './payment-password-form';
import { MemberPager, QueryView } from './query-view';
import { ReceiptForm } from './receipt-form';
import { errorKeyOf } from './use-member-errors';
import { useWalletRefresh } from './use-wallet-refresh';
import { refreshAfterWrite } from '../../api/refresh-after-write';

const pollMs = 2000;

function WithdrawForm({ settings }: { settings: WithdrawalSettingsAnswer }) {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const format = useFormatMinor();
  const refreshWallet = useWalletRefresh();
  const [accountId, setAccountId] = useState(settings.bankAccounts[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [sent, setSent] = useState<Withdrawal | null>(null);
  const requestId = useRef<{ id: string; body: string } | null>(null);
  const mutation = useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: (w) => {
      setSent(w);
      setAmount('');
      setPassword('');
      requestId.current = null;
      refreshWallet();
      void refreshAfterWrite(client, ['member', 'withdrawals'], memberKeys.withdrawalSettings);
    },
    onError: (error) => {
      if (requestIdSpent(error)) requestId.current = null;
      setErrorKey(errorKeyOf(error));
    },
  });
  const limits = intl.formatMessage({ id: 'member.limits' }, { min: format(settings.minMinor, settings.minorDigits), max: format(settings.maxMinor, settings.minorDigits) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    setErrorKey(null);
    const check = checkAmount(amount, { minorDigits: settings.minorDigits, minMinor: settings.minMinor, maxMinor: settings.maxMinor, availableMinor: settings.availableMinor });
    if (!check.ok) return setAmountError(check.errorKey);
    setAmountError(null);
    if (password === '') return setErrorKey('member.paypw_required');
    const body = `${accountId}:${amount.trim()}`;
    if (requestId.current?.body !== body) requestId.current = { id: newRequestId(), body };
    mutation.mutate({ requestId: requestId.current.id, bankAccountId: accountId, amount: amount.trim(), paymentPassword: password });
  };
  return (
    <form css={formGrid} noValidate onSubmit={submit} data-testid="withdraw-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} css={h2}>
        <FormattedMessage id="member.withdraw_heading" />
      </h2>
      <p data-testid="withdraw-available">
        <FormattedMessage id="member.withdraw_available" />: <Money minor={settings.availableMinor} minorDigits={settings.minorDigits} symbol={settings.currencySymbol} />
      </p>
      <label css={field} htmlFor={`${id}-account`}>
        <FormattedMessage id="member.withdraw_account" />
        <select id={`${id}-account`} name="bankAccountId" css={input} value={accountId} onChange={(e) => setAccountId(e.target.value)}>
          {settings.bankAccounts.map((a) => (
            <option key={a.id} value={a.id}>
              {`${a.bankName} ${a.accountNumberMasked}`}
            </option>
          ))}
        </select>
      </label>
      <AmountField
        label={intl.formatMessage({ id: 'member.amount' }, { currency: settings.currency })}
        value={amount}
        onChange={(t) => {
          setAmount(t);
          setAmountError(null);
        }}
        errorKey={amountError}
        hint={limits}
      />
      <label css={field} htmlFor={`${id}-password`}>
        <FormattedMessage id="member.paypw" />
        <input id={`${id}-password`} name="paymentPassword" type="password" autoComplete="off" css={input} value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <p css={alert} role={errorKey ? 'alert' : undefined} data-testid="withdraw-error">
        {errorKey && <FormattedMessage id={errorKey} />}
      </p>
      <button type="submit" css={buttonStyle('primary')} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined} data-testid="withdraw-submit">
        <FormattedMessage id="member.withdraw_submit" />
      </button>
      {sent && (
        <p css={success} role="status" data-testid="withdraw-sent">
          <FormattedMessage id="member.withdraw_sent" values={{ amount: format(sent.amountMinor, sent.minorDigits) }} />
        </p>
      )}
    </form>
  );
}

function WithdrawalRow({ w, autoReceiptMinutes }: { w: Withdrawal; autoReceiptMinutes: number }) {
  return (
    <li css={card} data-testid="withdrawal" data-status={w.status}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'space-between' }}>
        <DateTime iso={w.createdAt} />
        <span>{`${w.bankAccount.bankName} ${w.bankAccount.accountNumberMasked}`}</span>
        <strong>
          <Money minor={w.amountMinor} minorDigits={w.minorDigits} symbol={w.currencySymbol} />
        </strong>
        <span data-testid="withdrawal-status">
          <FormattedMessage id={`member.withdrawal_status_${w.status}`} />
        </span>
      </div>
      {w.status === 'partly_received' && w.receivedMinor !== null && w.remainderMinor !== null && (
        <p css={muted}>
          <FormattedMessage id="member.receipt_received" />: <Money minor={w.receivedMinor} minorDigits={w.minorDigits} /> · <FormattedMessage id="member.receipt_remainder" />: <Money minor={w.remainderMinor} minorDigits={w.minorDigits} />
        </p>
      )}
      {w.underReview && (
        <p css={muted}>
          <FormattedMessage id="member.withdrawal_review" />
        </p>
      )}
      {w.status === 'disbursed' && <ReceiptForm withdrawal={w} autoReceiptMinutes={autoReceiptMinutes} />}
    </li>
  );
}

function Withdrawals({ autoReceiptMinutes }: { autoReceiptMinutes: number }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: memberKeys.withdrawals({ page }),
    queryFn: ({ signal }) => fetchWithdrawals({ page, pageSize: 10 }, signal),
    refetchInterval: (q) => (q.state.data?.items.some((w) => w.status === 'pending') ? pollMs : false),
  });
  return (
    <section css={card} aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title" css={h2}>
        <FormattedMessage id="member.withdraw_recent" />
      </h2>
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState message={intl.formatMessage({ id: 'member.withdraw_empty' })} />
          ) : (
            <>
              <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
                {data.items.map((w) => (
                  <WithdrawalRow key={`${w.id}:${w.status}`} w={w} autoReceiptMinutes={autoReceiptMinutes} />
                ))}
              </ul>
              <MemberPager page={data.page} totalPages={data.totalPages} onPage={setPage} busy={query.isFetching} />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

export function WithdrawPage() {
  const settings = useQuery({ queryKey: memberKeys.withdrawalSettings, queryFn: ({ signal }) => fetchWithdrawalSettings(signal) });
  return (
    <MemberPageBody titleKey="member.withdraw" id="withdraw-title">
      <QueryView query={settings}>
        {(s) => (
          <>
            {s.bankAccounts.length === 0 && (
              <section css={card} aria-labelledby="bind-bank">
                <h2 id="bind-bank" css={h2}>
                  <FormattedMessage id="member.bank_heading" />
                </h2>
                <p css={muted}>
                  <FormattedMessage id="member.bank_none" />
                </p>
                <BankAccountForm />
              </section>
            )}
            {!s.paymentPasswordSet && (
              <section css={card} aria-labelledby="set-paypw">
                <h2 id="set-paypw" css={h2}>
                  <FormattedMessage id="member.paypw_set" />
                </h2>
                <p css={muted}>
                  <FormattedMessage id="member.paypw_none" />
                </p>
                <PaymentPasswordForm isSet={false} />
              </section>
            )}
            {s.bankAccounts.length > 0 && s.paymentPasswordSet && (
              <section css={card}>
                <WithdrawForm key={s.bankAccounts.map((a) => a.id).join()} settings={s} />
              </section>
            )}
            <Withdrawals autoReceiptMinutes={s.autoReceiptMinutes} />
          </>
        )}
      </QueryView>
    </MemberPageBody>
  );
}
