/**
 * depositv2 (§2.1): the brand's deposit channels with their limits, the amount (checked in minor
 * units before anything is sent), the request (pending until the payment provider credits it),
 * and the member's recent deposits, polled while one is pending; when one is credited the
 * header balance and unread count refresh. "My wallet" (every wallet, transfers) sits above.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Deposit, DepositChannelsAnswer } from '../../../schemas/payments';
import { checkAmount } from '../../../machines/withdraw-amount';
import { fetchDepositChannels, fetchDeposits, memberKeys, requestDeposit } from '../../api/identity/member-calls';
import { buttonStyle } from '../../ui/button';
import { DateTime } from '../../ui/date-time';
import { EmptyState } from '../../ui/content-state';
import { AmountField } from './amount-field';
import { ScrollRegion } from './scroll-region';
import { MemberPageBody } from './member-frame';
import { card, formGrid, h2, muted, success, table } from './member-styles';
import { Money, newRequestId, requestIdSpent, useFormatMinor } from './money';
import { MemberPager, QueryView } from './query-view';
import { errorKeyOf } from './use-member-errors';
import { useWalletRefresh } from './use-wallet-refresh';
import { MyWallet } from './my-wallet';
import { refreshAfterWrite } from '../../api/refresh-after-write';

const pollMs = 2000;

function DepositForm({ data }: { data: DepositChannelsAnswer }) {
  const intl = useIntl();
  const client = useQueryClient();
  const format = useFormatMinor();
  const groupId = useId();
  const [channelId, setChannelId] = useState(data.channels[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [sent, setSent] = useState<Deposit | null>(null);
  // One id per form as submitted: a retry of the same form repeats it, a new form gets a new one.
  const requestId = useRef<{ id: string; body: string } | null>(null);
  const channel = data.channels.find((c) => c.id === channelId);
  const mutation = useMutation({
    mutationFn: requestDeposit,
    onSuccess: (deposit) => {
      setSent(deposit);
      setAmount('');
      requestId.current = null;
      void refreshAfterWrite(client, ['member', 'deposits']);
    },
    onError: (error) => {
      if (requestIdSpent(error)) requestId.current = null;
      setErrorKey(errorKeyOf(error));
    },
  });

  if (data.channels.length === 0) return <EmptyState message={intl.formatMessage({ id: 'member.deposit_no_channels' })} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    if (!channel) return;
    const check = checkAmount(amount, { minorDigits: data.minorDigits, minMinor: channel.minMinor, maxMinor: channel.maxMinor });
    if (!check.ok) {
      setErrorKey(check.errorKey);
      return;
    }
    setErrorKey(null);
    const body = `${channel.id}:${amount.trim()}`;
    if (requestId.current?.body !== body) requestId.current = { id: newRequestId(), body };
    mutation.mutate({ requestId: requestId.current.id, channelId: channel.id, amount: amount.trim() });
  };

  return (
    <form css={formGrid} noValidate onSubmit={submit} aria-labelledby={`${groupId}-title`}>
      <h2 id={`${groupId}-title`} css={h2}>
        <FormattedMessage id="member.deposit_heading" />
      </h2>
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}>
        <legend>
          <FormattedMessage id="member.deposit_channel" />
        </legend>
        {data.channels.map((c) => (
          <label key={c.id} css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <input type="radio" name="channel" value={c.id} checked={c.id === channelId} onChange={() => setChannelId(c.id)} />
            <span>
              {c.name}{' '}
              <small css={muted}>
                <FormattedMessage
                  id="member.limits"
                  values={{ min: format(c.minMinor, data.minorDigits), max: format(c.maxMinor, data.minorDigits) }}
                />
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        label={intl.formatMessage({ id: 'member.amount' }, { currency: data.currency })}
        value={amount}
        onChange={(t) => {
          setAmount(t);
          setErrorKey(null);
        }}
        errorKey={errorKey}
        hint={channel ? intl.formatMessage({ id: 'member.limits' }, { min: format(channel.minMinor, data.minorDigits), max: format(channel.maxMinor, data.minorDigits) }) : undefined}
      />
      <button type="submit" css={buttonStyle('primary')} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined} data-testid="deposit-submit">
        <FormattedMessage id="member.deposit_submit" />
      </button>
      {sent && (
        <p css={success} role="status" data-testid="deposit-sent">
          <FormattedMessage id="member.deposit_sent" values={{ amount: format(sent.amountMinor, sent.minorDigits) }} />
        </p>
      )}
    </form>
  );
}

function RecentDeposits() {
  const intl = useIntl();
  const refreshWallet = useWalletRefresh();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: memberKeys.deposits({ page }),
    queryFn: ({ signal }) => fetchDeposits({ page, pageSize: 10 }, signal),
    // Poll while the provider has not answered a request yet.
    refetchInterval: (q) => (q.state.data?.items.some((d) => d.status === 'pending') ? pollMs : false),
  });
  // A deposit turning credited: the header balance and the unread count (a message arrives) follow.
  const seenPending = useRef(new Set<string>());
  useEffect(() => {
    const items = query.data?.items ?? [];
    let credited = false;
    for (const d of items) {
      if (d.status === 'pending') seenPending.current.add(d.id);
      else if (seenPending.current.delete(d.id)) credited = true;
    }
    if (credited) refreshWallet();
  }, [query.data, refreshWallet]);

  return (
    <section css={card} aria-labelledby="recent-deposits">
      <h2 id="recent-deposits" css={h2}>
        <FormattedMessage id="member.deposit_recent" />
      </h2>
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState message={intl.formatMessage({ id: 'member.deposit_empty' })} />
          ) : (
            <>
              <ScrollRegion labelKey="member.deposit_recent">
                <table css={table} data-testid="deposit-list">
                  <thead>
                    <tr>
                      <th scope="col"><FormattedMessage id="member.col_time" /></th>
                      <th scope="col"><FormattedMessage id="member.deposit_channel" /></th>
                      <th scope="col" className="num"><FormattedMessage id="member.col_amount" /></th>
                      <th scope="col"><FormattedMessage id="member.col_status" /></th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((d) => (
                      <tr key={d.id} data-status={d.status}>
                        <td><DateTime iso={d.createdAt} /></td>
                        <td>{d.channelName}</td>
                        <td className="num"><Money minor={d.amountMinor} minorDigits={d.minorDigits} /></td>
                        <td data-testid="deposit-status"><FormattedMessage id={`member.deposit_status_${d.status}`} /></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
              <MemberPager page={data.page} totalPages={data.totalPages} onPage={setPage} busy={query.isFetching} />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

export function DepositPage() {
  const channels = useQuery({ queryKey: memberKeys.depositChannels, queryFn: ({ signal }) => fetchDepositChannels(signal) });
  return (
    <MemberPageBody titleKey="member.menu_deposit" id="deposit-title">
      <MyWallet />
      <section css={card}>
        <QueryView query={channels}>{(data) => <DepositForm data={data} />}</QueryView>
      </section>
      <RecentDeposits />
    </MemberPageBody>
  );
}

