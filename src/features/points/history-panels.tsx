/** The exchange record (§3) and the points details, newest first, paged. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchPointDetails, fetchPointExchanges, pointKeys } from '../../api/points/point-calls';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { Money } from '../../ui/money';
import { table, tableWrap } from '../../ui/page-styles';
import { MemberPager, QueryView } from './points-query-view';

const pageSize = 10;

export function RedeemHistoryPanel() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: pointKeys.exchanges({ page, pageSize }), queryFn: ({ signal }) => fetchPointExchanges({ page, pageSize }, signal), placeholderData: keepPreviousData });
  return (
    <QueryView query={query}>
      {(p) =>
        p.items.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'points.history_empty' })} />
        ) : (
          <>
            <div css={tableWrap}>
              <table css={table} data-testid="exchange-table">
                <caption css={{ textAlign: 'start', fontWeight: 600 }}>
                  <FormattedMessage id="points.history" />
                </caption>
                <thead>
                  <tr>
                    <th scope="col"><FormattedMessage id="points.col_number" /></th>
                    <th scope="col"><FormattedMessage id="points.col_time" /></th>
                    <th scope="col"><FormattedMessage id="points.col_type" /></th>
                    <th scope="col"><FormattedMessage id="points.col_product" /></th>
                    <th scope="col" className="num"><FormattedMessage id="points.quantity" /></th>
                    <th scope="col" className="num"><FormattedMessage id="points.required_points" /></th>
                    <th scope="col" className="num"><FormattedMessage id="points.col_amount" /></th>
                    <th scope="col"><FormattedMessage id="points.col_status" /></th>
                    <th scope="col"><FormattedMessage id="points.col_remark" /></th>
                  </tr>
                </thead>
                <tbody>
                  {p.items.map((x) => (
                    <tr key={x.id} data-testid="exchange-row" data-type={x.type} data-status={x.status}>
                      <td>{x.number}</td>
                      <td><DateTime iso={x.createdAt} /></td>
                      <td><FormattedMessage id={`points.type_${x.type}`} /></td>
                      <td>{x.productName ?? '—'}{x.address ? <div css={{ fontSize: '0.8em' }}>{x.address}</div> : null}</td>
                      <td className="num">{x.quantity}</td>
                      <td className="num">{intl.formatNumber(x.points)}</td>
                      <td className="num">{x.amountMinor > 0 ? <Money minor={x.amountMinor} minorDigits={x.minorDigits} symbol={x.currencySymbol} /> : '—'}</td>
                      <td><FormattedMessage id={`points.status_${x.status}`} /></td>
                      <td>{x.remark ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <MemberPager page={p.page} totalPages={p.totalPages} onPage={setPage} busy={query.isFetching} />
          </>
        )
      }
    </QueryView>
  );
}

export function PointDetailsPanel() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: pointKeys.details({ page, pageSize }), queryFn: ({ signal }) => fetchPointDetails({ page, pageSize }, signal), placeholderData: keepPreviousData });
  return (
    <QueryView query={query}>
      {(p) =>
        p.items.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'points.details_empty' })} />
        ) : (
          <>
            <div css={tableWrap}>
              <table css={table} data-testid="details-table">
                <caption css={{ textAlign: 'start', fontWeight: 600 }}>
                  <FormattedMessage id="points.details" />
                </caption>
                <thead>
                  <tr>
                    <th scope="col"><FormattedMessage id="points.col_time" /></th>
                    <th scope="col"><FormattedMessage id="points.col_type" /></th>
                    <th scope="col"><FormattedMessage id="points.col_source" /></th>
                    <th scope="col" className="num"><FormattedMessage id="points.col_changed" /></th>
                    <th scope="col" className="num"><FormattedMessage id="points.col_balance" /></th>
                  </tr>
                </thead>
                <tbody>
                  {p.items.map((e) => (
                    <tr key={e.id} data-testid="detail-row" data-kind={e.kind}>
                      <td><DateTime iso={e.createdAt} /></td>
                      <td><FormattedMessage id={`points.kind_${e.kind}`} /></td>
                      <td>{e.exchangeNumber ?? e.gameName ?? ''}</td>
                      <td className="num">{`${e.points > 0 ? '+' : ''}${intl.formatNumber(e.points)}`}</td>
                      <td className="num">{intl.formatNumber(e.balanceAfter)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <MemberPager page={p.page} totalPages={p.totalPages} onPage={setPage} busy={query.isFetching} />
          </>
        )
      }
    </QueryView>
  );
}
