/** The member's recent logins (security centre): time, method, outcome, address, browser; paged. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchLoginHistory, memberKeys } from '../../api/identity/member-calls';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { table } from './member-styles';
import { MemberPager, QueryView } from './query-view';
import { ScrollRegion } from './scroll-region';

export function LoginHistory() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: memberKeys.loginHistory({ page }), queryFn: ({ signal }) => fetchLoginHistory({ page, pageSize: 10 }, signal), placeholderData: keepPreviousData });
  return (
    <QueryView query={query}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'member.login_history_empty' })} />
        ) : (
          <>
            <ScrollRegion labelKey="member.login_history">
              <table css={table} data-testid="login-history">
                <thead>
                  <tr>
                    <th scope="col"><FormattedMessage id="member.col_time" /></th>
                    <th scope="col"><FormattedMessage id="member.login_method" /></th>
                    <th scope="col"><FormattedMessage id="member.col_status" /></th>
                    <th scope="col"><FormattedMessage id="member.login_ip" /></th>
                    <th scope="col"><FormattedMessage id="member.login_device" /></th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((e, i) => (
                    <tr key={`${e.createdAt}-${i}`}>
                      <td><DateTime iso={e.createdAt} /></td>
                      <td>{e.method}</td>
                      <td>{e.outcome}</td>
                      <td><bdi dir="ltr">{e.ip}</bdi></td>
                      <td css={{ overflowWrap: 'anywhere' }}>{e.userAgent ?? '—'}</td>
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
  );
}
