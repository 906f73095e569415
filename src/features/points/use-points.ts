/** Queries of the points mall pages, and what a successful spend refreshes. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchPointBalance, fetchPointConfig, pointKeys } from '../../api/points/point-calls';
import { refreshBalance } from '../../api/wallet/balance-query';
import { walletKeys } from '../../api/wallet/wallet-calls';
import { refreshAfterWrite } from '../../api/refresh-after-write';

export const usePointBalance = () => useQuery({ queryKey: pointKeys.balance, queryFn: ({ signal }) => fetchPointBalance(signal) });
export const usePointConfig = () => useQuery({ queryKey: pointKeys.config, queryFn: ({ signal }) => fetchPointConfig(signal), staleTime: 60_000 });

/** After a redeem or a conversion: points balance, history, details, and the wallet (cash). */
export function useAfterSpend(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void refreshAfterWrite(client, pointKeys.all);
    refreshBalance().catch(() => undefined);
    void refreshAfterWrite(client, walletKeys.all);
  }, [client]);
}
