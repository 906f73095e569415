/**
 * "My wallet" (§3 Wallet info, docs/decisions/024-member-centre.md): every wallet of the member
 * with its balance and the total; on transfer-wallet brands a transfer between the main wallet
 * and a vendor wallet (either way). Single-wallet brands (GCS_merchantWallet isSingle) show only
 * the main wallet and no transfer.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { mainWalletId, maxTransferMinor, type WalletBalanceAnswer, type WalletDetail } from '../../../schemas/wallet';
import { checkAmount } from '../../../machines/withdraw-amount';
import { currentMerchant } from '../../api/client';
import { fetchWallets, merchantWalletQuery, recallAllToMain, transferBetweenWallets, walletKeys } from '../../api/wallet/wallet-calls';
import { buttonStyle } from '../../ui/button';
import { AmountField } from './amount-field';
import { alert, card, field, formGrid, h2, input, row, success, table } from './member-styles';
import { ScrollRegion } from './scroll-region';
import { Money, newRequestId, requestIdSpent, useFormatMinor } from './money';
import { QueryView } from './query-view';
import { errorKeyOf } from './use-member-errors';
import { useWalletRefresh } from './use-wallet-refresh';

function useWalletName() {
  const intl = useIntl();
  return (w: Pick<WalletDetail, 'wallet' | 'displayName'>) =>
    w.wallet === mainWalletId ? intl.formatMessage({ id: 'member.wallet_main' }) : (w.displayName ?? w.wallet);
}

function TransferForm({ data }: { data: WalletBalanceAnswer }) {
  const intl = useIntl();
  const id = useId();
  const format = useFormatMinor();
  const nameOf = useWalletName();
  const refreshWallet = useWalletRefresh();
  const wallets = data.wallets ?? [];
  const vendors = wallets.filter((w) => w.kind === 'vendor');
  const [from, setFrom] = useState(mainWalletId);
  const [to, setTo] = useState(vendors[0]?.wallet ?? mainWalletId);
  const [amount, setAmount] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [doneText, setDoneText] = useState<string | null>(null);
  const requestId = useRef<{ id: string; body: string } | null>(null);
  const mutation = useMutation({
    mutationFn: transferBetweenWallets,
    onSuccess: (answer) => {
      setAmount('');
      requestId.current = null;
      setDoneText(intl.formatMessage({ id: 'member.transfer_done' }, { amount: format(answer.amountMinor, answer.minorDigits) }));
      refreshWallet();
    },
    onError: (error) => {
      if (requestIdSpent(error)) requestId.current = null;
      setErrorKey(errorKeyOf(error));
    },
  });
  if (vendors.length === 0) return null;

  const setSide = (side: 'from' | 'to', wallet: string) => {
    // One side is always the main wallet.
    const other = wallet === mainWalletId ? (vendors[0]?.wallet ?? mainWalletId) : mainWalletId;
    if (side === 'from') {
      setFrom(wallet);
      setTo(other);
    } else {
      setTo(wallet);
      setFrom(other);
    }
    setErrorKey(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDoneText(null);
    const source = wallets.find((w) => w.wallet === from);
    const check = checkAmount(amount, { minorDigits: data.minorDigits, maxMinor: maxTransferMinor, availableMinor: source?.balanceMinor ?? 0 });
    if (!check.ok) {
      setErrorKey(check.errorKey);
      return;
    }
    setErrorKey(null);
    const body = `${from}>${to}:${amount.trim()}`;
    if (requestId.current?.body !== body) requestId.current = { id: newRequestId(), body };
    mutation.mutate({ requestId: requestId.current.id, from, to, amount: amount.trim() });
  };
  const select = (side: 'from' | 'to', value: string) => (
    <label css={field} htmlFor={`${id}-${side}`}>
      <FormattedMessage id={side === 'from' ? 'member.transfer_from' : 'member.transfer_to'} />
      <select id={`${id}-${side}`} name={side} css={input} value={value} onChange={(e) => setSide(side, e.target.value)}>
        {wallets.map((w) => (
          <option key={w.wallet} value={w.wallet}>
            {nameOf(w)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form css={formGrid} noValidate onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="transfer-form">
      <h3 id={`${id}-title`} css={h2}>
        <FormattedMessage id="member.transfer_heading" />
      </h3>
      <div css={row}>
        {select('from', from)}
        {select('to', to)}
      </div>
      <AmountField
        label={intl.formatMessage({ id: 'member.amount' }, { currency: data.currency })}
        value={amount}
        onChange={(t) => {
          setAmount(t);
          setErrorKey(null);
        }}
        errorKey={errorKey}
      />
      <button type="submit" css={buttonStyle('primary')} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined} data-testid="transfer-submit">
        <FormattedMessage id="member.transfer_submit" />
      </button>
      {doneText && (
        <p css={success} role="status">
          {doneText}
        </p>
      )}
    </form>
  );
}

/** "Recall all": every vendor wallet back to main, shown when a vendor wallet holds money. */
function RecallAll({ data }: { data: WalletBalanceAnswer }) {
  const refreshWallet = useWalletRefresh();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const recall = useMutation({
    mutationFn: () => recallAllToMain(newRequestId()),
    onSuccess: () => {
      setErrorKey(null);
      refreshWallet();
    },
    onError: (error) => setErrorKey(errorKeyOf(error)),
  });
  if (!(data.wallets ?? []).some((w) => w.kind === 'vendor' && w.balanceMinor > 0)) return null;
  return (
    <div css={row}>
      <button type="button" css={buttonStyle('quiet')} disabled={recall.isPending} aria-busy={recall.isPending || undefined} onClick={() => recall.mutate()} data-testid="recall-all">
        <FormattedMessage id="member.wallet_recall_all" />
      </button>
      {errorKey && (
        <span css={alert} role="alert">
          <FormattedMessage id={errorKey} />
        </span>
      )}
    </div>
  );
}

export function MyWallet() {
  const nameOf = useWalletName();
  const wallets = useQuery({ queryKey: walletKeys.balance, queryFn: ({ signal }) => fetchWallets(signal) });
  const mode = useQuery(merchantWalletQuery(currentMerchant()));
  const single = mode.data?.isSingle ?? wallets.data?.isSingle ?? true;
  return (
    <section css={card} aria-labelledby="my-wallet">
      <h2 id="my-wallet" css={h2}>
        <FormattedMessage id="member.wallet_heading" />
      </h2>
      <QueryView query={wallets}>
        {(data) => (
          <>
            <ScrollRegion labelKey="member.wallet_heading">
              <table css={table} data-testid="wallet-list">
                <thead>
                  <tr>
                    <th scope="col"><FormattedMessage id="member.wallet_name" /></th>
                    <th scope="col" className="num"><FormattedMessage id="member.col_balance" /></th>
                  </tr>
                </thead>
                <tbody>
                  {(data.wallets ?? [{ wallet: mainWalletId, kind: 'main' as const, displayName: null, balanceMinor: data.balanceMinor, balance: data.balance }]).map((w) => (
                    <tr key={w.wallet} data-wallet={w.wallet}>
                      <th scope="row">{nameOf(w)}</th>
                      <td className="num" data-testid="wallet-balance"><Money minor={w.balanceMinor} minorDigits={data.minorDigits} symbol={data.currencySymbol} /></td>
                    </tr>
                  ))}
                </tbody>
                {!single && data.totalMinor !== undefined && (
                  <tfoot>
                    <tr>
                      <th scope="row"><FormattedMessage id="member.total" /></th>
                      <td className="num"><Money minor={data.totalMinor} minorDigits={data.minorDigits} symbol={data.currencySymbol} /></td>
                    </tr>
                  </tfoot>
                )}
              </table>
            </ScrollRegion>
            {!single && <RecallAll data={data} />}
            {!single && <TransferForm data={data} />}
          </>
        )}
      </QueryView>
    </section>
  );
}
