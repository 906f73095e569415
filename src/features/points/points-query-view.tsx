/** Loading, failed (with retry) and loaded states of a points query; the pager; error message keys. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/client';
import { ErrorState, LoadingState } from '../../ui/content-state';
import { Pager } from '../../ui/pager';

export const errorKeyOf = (error: unknown): string => (isApiError(error) ? error.messageKey : 'error.unknown');

export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const intl = useIntl();
  if (query.isPending) return <LoadingState label={intl.formatMessage({ id: 'member.loading' })} />;
  if (query.isError) {
    return <ErrorState message={intl.formatMessage({ id: errorKeyOf(query.error) })} retryLabel={intl.formatMessage({ id: 'action.retry' })} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

export function MemberPager({ page, totalPages, onPage, busy }: { page: number; totalPages: number; onPage: (page: number) => void; busy?: boolean }) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <Pager
      page={page}
      totalPages={totalPages}
      onPage={onPage}
      busy={busy}
      labels={{
        nav: intl.formatMessage({ id: 'pager.nav' }),
        previous: intl.formatMessage({ id: 'pager.previous' }),
        next: intl.formatMessage({ id: 'pager.next' }),
        status: intl.formatMessage({ id: 'pager.status' }, { page, total: totalPages }),
      }}
    />
  );
}
