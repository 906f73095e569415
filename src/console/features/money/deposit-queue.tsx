/** A merchant's deposits, newest first, filtered by status and keyset-paged (read only: the provider credits them). */
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { queueDepositStatuses } from '../../../../schemas/console-money';
import { useDepositQueue } from '../../api/money-queries';
import { panel, table } from '../../ui/console-styles';
import { Empty, Failed, Loading } from '../../ui/states';
import { formatMinor } from './money-format';
import { Pager } from './pager';
import { StatusFilter } from './status-filter';

export function DepositQueue({ merchant }: { merchant: string }) {
  const intl = useIntl();
  const [status, setStatus] = useState('');
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const queue = useDepositQueue(merchant, status, cursor);
  return (
    <section css={panel} aria-labelledby="deposits-title">
      <h2 id="deposits-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
        <FormattedMessage id="console.money.deposits" />
      </h2>
      <StatusFilter
        statuses={queueDepositStatuses}
        messagePrefix="console.money.deposit_status"
        value={status}
        onChange={(next) => {
          setStatus(next);
          setCursor(undefined);
        }}
      />
      {queue.isPending ? <Loading /> : null}
      {queue.isError ? <Failed error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      {queue.data?.items.length === 0 ? <Empty id="console.money.deposits_none" /> : null}
      {queue.data && queue.data.items.length > 0 ? (
        <div css={{ overflowX: 'auto' }}>
          <table css={table} aria-labelledby="deposits-title">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="console.money.member" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.amount" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.channel" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.status" />
                </th>
                <th scope="col">
                  <FormattedMessage id="console.money.requested_at" />
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data.items.map((d) => (
                <tr key={d.id}>
                  <th scope="row">{d.account}</th>
                  <td>{`${formatMinor(d.amountMinor, d.minorDigits)} ${d.currency}`}</td>
                  <td>{d.channelName}</td>
                  <td>
                    <FormattedMessage id={`console.money.deposit_status.${d.status}`} />
                  </td>
                  <td>
                    <FormattedDate value={d.createdAt} dateStyle="medium" timeStyle="short" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {queue.data ? (
        <Pager
          label={intl.formatMessage({ id: 'console.money.deposits' })}
          cursor={cursor}
          nextCursor={queue.data.nextCursor}
          onCursor={setCursor}
        />
      ) : null}
    </section>
  );
}
