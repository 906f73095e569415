/**
 * The promotion review desk's reads and writes (schemas/console-promotions.ts, decision 057) as
 * TanStack Query hooks; keys start with 'console'. A decision refreshes the list and the open
 * application whether it was taken or refused (409 APPLICATION_DECIDED: someone else decided).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueuePage } from '../../../schemas/console-money';
import { consolePromotionPaths, type ApplicationDetail, type ApplicationSummary } from '../../../schemas/console-promotions';
import { consoleRequest } from './console-client';
import { refreshAfterWrite } from '../../api/refresh-after-write';

const reviewKey = (merchant: string) => ['console', 'promotions', merchant] as const;

export function useApplications(merchant: string, status: string, cursor: string | undefined) {
  return useQuery({
    queryKey: [...reviewKey(merchant), 'list', status, cursor ?? ''],
    queryFn: ({ signal }) => consoleRequest<QueuePage<ApplicationSummary>>(consolePromotionPaths.applications, { params: { merchant }, query: { status: status || undefined, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(merchant: string, id: string) {
  return useQuery({
    queryKey: [...reviewKey(merchant), 'one', id],
    queryFn: ({ signal }) => consoleRequest<ApplicationDetail>(consolePromotionPaths.application, { params: { merchant, id }, signal }),
  });
}

export type ReviewDecision = { kind: 'approve'; id: string } | { kind: 'reject'; id: string; reason: string };

export function useDecideApplication(merchant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: ReviewDecision) =>
      consoleRequest<ApplicationDetail>(d.kind === 'approve' ? consolePromotionPaths.approve : consolePromotionPaths.reject, {
        method: 'POST',
        params: { merchant, id: d.id },
        ...(d.kind === 'reject' ? { body: { reason: d.reason } } : {}),
      }),
    onSuccess: (detail) => client.setQueryData([...reviewKey(merchant), 'one', detail.id], detail),
    onSettled: () => refreshAfterWrite(client, reviewKey(merchant)),
  });
}
