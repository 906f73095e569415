/** The status page's calls: the merchant's maintenance and region restriction, and publishing them. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consolePaths, type MerchantStatusAnswer, type StatusPublishFields } from '../../../../schemas/console';
import { consoleRequest } from '../../api/console-client';
import { refreshAfterWrite } from '../../../api/refresh-after-write';

const statusKey = (merchant: string) => ['console', 'status', merchant] as const;

export function useMerchantStatus(merchant: string) {
  return useQuery({
    queryKey: statusKey(merchant),
    queryFn: ({ signal }) => consoleRequest<MerchantStatusAnswer>(consolePaths.merchantStatus, { params: { merchant }, signal }),
  });
}

export function usePublishStatus(merchant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusPublishFields) => consoleRequest<MerchantStatusAnswer>(consolePaths.merchantStatus, { method: 'PUT', params: { merchant }, body }),
    onSuccess: (answer) => {
      client.setQueryData(statusKey(merchant), answer);
      void refreshAfterWrite(client, ['console', 'audit']);
    },
  });
}
