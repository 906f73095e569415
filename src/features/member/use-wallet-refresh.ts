/**
 * After money moves (a deposit credited, a withdrawal, a transfer) the header balance, the
 * unread count (a credited deposit or a disbursal sends a message) and the wallet queries are
 * refreshed together.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshBalance } from '../../api/wallet/balance-query';
import { refreshUnreadCount } from '../../api/content/inbox-unread-query';
import { walletKeys } from '../../api/wallet/wallet-calls';
import { inboxKeys } from '../../api/content/inbox-calls';
import { useBrand } from '../../brand/brand-context';
import { refreshAfterWrite } from '../../api/refresh-after-write';

export function useWalletRefresh(): () => void {
  const client = useQueryClient();
  const { trialType } = useBrand().brand;
  return useCallback(() => {
    refreshBalance().catch(() => undefined);
    refreshUnreadCount(trialType).catch(() => undefined);
    void refreshAfterWrite(client, walletKeys.all, inboxKeys.all);
  }, [client, trialType]);
}
