/** Loading, failed (with retry) and loaded states of an agent read, and its pager. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/client';
import { ErrorState, LoadingState } from '../../ui/content-state';
import { Pager } from '../../ui/pager';
import { totalPages } from './team-path';

export const errorKeyOf = (error: unknown): string => (isApiError(error) ? error.messageKey : 'error.unknown');

export function AgentQuery<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const intl = useIntl();
  if (query.isPending) return <LoadingState label={intl.formatMessage({ id: 'member.loading' })} />;
  if (query.isError) {
    return (
      <ErrorState
        message={intl.formatMessage({ id: errorKeyOf(query.error) })}
        retryLabel={intl.formatMessage({ id: 'action.retry' })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}

export function AgentPager({ answer, onPage, busy }: { answer: { page: number; pageSize: number; total: number }; onPage: (page: number) => void; busy?: boolean }) {
  const intl = useIntl();
  const pages = totalPages(answer);
  if (pages <= 1) return null;
  return (
    <Pager
      page={answer.page}
      totalPages={pages}
      onPage={onPage}
      busy={busy}
      labels={{
        nav: intl.formatMessage({ id: 'pager.nav' }),
        previous: intl.formatMessage({ id: 'pager.previous' }),
        next: intl.formatMessage({ id: 'pager.next' }),
        status: intl.formatMessage({ id: 'pager.status' }, { page: answer.page, total: pages }),
      }}
    />
  );
}
