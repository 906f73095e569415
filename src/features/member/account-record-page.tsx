/**
 * transactionHistory (§2.1 account record): every movement of the member's wallets, filtered by
 * date range and type, paged, with the totals in / out / net over every matching row.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { accountRecordTypes, mainWalletId, type AccountRecordType } from '../../../schemas/wallet';
import { fetchAccountRecord, walletKeys } from '../../api/wallet/wallet-calls';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { DateRangeFields, lastDays, rangeQuery, type DayRange } from './date-range';
import { ScrollRegion } from './scroll-region';
import { MemberPageBody } from './member-frame';
import { alert, card, field, input, row, table, totals } from './member-styles';
import { Money } from './money';
import { MemberPager, QueryView } from './query-view';

const pageSize = 20;

export function AccountRecordPage() {
  const intl = useIntl();
  const id = useId();
  const [range, setRange] = useState<DayRange>(() => lastDays(7));
  const [type, setType] = useState<AccountRecordType | ''>('');
  const [page, setPage] = useState(1);
  const instants = rangeQuery(range);
  const q = 'errorKey' in instants ? null : { ...instants, page, pageSize, ...(type ? { type } : {}) };
  const query = useQuery({
    queryKey: walletKeys.accountRecord(q ?? {}),
    queryFn: ({ signal }) => fetchAccountRecord(q ?? {}, signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <MemberPageBody titleKey="member.transaction_history" id="account-record-title">
      <form css={[card, row]} onSubmit={(e) => e.preventDefault()} aria-label={intl.formatMessage({ id: 'member.filters' })}>
        <DateRangeFields
          range={range}
          onChange={(r) => {
            setRange(r);
            setPage(1);
          }}
        />
        <label css={field} htmlFor={`${id}-type`}>
          <FormattedMessage id="member.record_type" />
          <select
            id={`${id}-type`}
            name="type"
            css={input}
            value={type}
            onChange={(e) => {
              setType(e.target.value as AccountRecordType | '');
              setPage(1);
            }}
          >
            <option value="">{intl.formatMessage({ id: 'member.record_type_all' })}</option>
            {accountRecordTypes.map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage({ id: `member.record_type_${t}` })}
              </option>
            ))}
          </select>
        </label>
      </form>
      {'errorKey' in instants ? (
        <p css={alert} role="alert">
          <FormattedMessage id={instants.errorKey} />
        </p>
      ) : (
        <section css={card}>
          <QueryView query={query}>
            {(data) => (
              <>
                <dl css={totals} data-testid="record-totals">
                  <div>
                    <dt><FormattedMessage id="member.total_in" /></dt>
                    <dd><Money minor={data.totals.inMinor} minorDigits={data.minorDigits} /></dd>
                  </div>
                  <div>
                    <dt><FormattedMessage id="member.total_out" /></dt>
                    <dd><Money minor={data.totals.outMinor} minorDigits={data.minorDigits} /></dd>
                  </div>
                  <div>
                    <dt><FormattedMessage id="member.total_net" /></dt>
                    <dd><Money minor={data.totals.netMinor} minorDigits={data.minorDigits} signed /></dd>
                  </div>
                </dl>
                {data.items.length === 0 ? (
                  <EmptyState message={intl.formatMessage({ id: 'member.record_empty' })} />
                ) : (
                  <ScrollRegion labelKey="member.transaction_history">
                    <table css={table} data-testid="account-record">
                      <thead>
                        <tr>
                          <th scope="col"><FormattedMessage id="member.col_time" /></th>
                          <th scope="col"><FormattedMessage id="member.record_type" /></th>
                          <th scope="col"><FormattedMessage id="member.wallet_name" /></th>
                          <th scope="col" className="num"><FormattedMessage id="member.col_amount" /></th>
                          <th scope="col" className="num"><FormattedMessage id="member.col_balance" /></th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.items.map((item) => (
                          <tr key={item.id} data-type={item.type}>
                            <td><DateTime iso={item.postedAt} /></td>
                            <td><FormattedMessage id={`member.record_type_${item.type}`} /></td>
                            <td>{item.wallet === mainWalletId ? intl.formatMessage({ id: 'member.wallet_main' }) : item.wallet}</td>
                            <td className="num"><Money minor={item.amountMinor} minorDigits={data.minorDigits} signed /></td>
                            <td className="num"><Money minor={item.balanceAfterMinor} minorDigits={data.minorDigits} /></td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </ScrollRegion>
                )}
                <MemberPager page={data.page} totalPages={data.totalPages} onPage={setPage} busy={query.isFetching} />
              </>
            )}
          </QueryView>
        </section>
      )}
    </MemberPageBody>
  );
}
