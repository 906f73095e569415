/**
 * The currency of the signed-in account (its decimals and symbol), for contract thresholds typed
 * and shown in major units: read once per session from the balance call.
 */
import { useQuery } from '@tanstack/react-query';
import type { MoneyContext } from '../../../schemas/agent';
import type { WalletBalanceAnswer } from '../../../schemas/wallet';
import { apiRequest } from '../client';
import { useSession } from '../identity/session';

export function useMoneyContext(): MoneyContext | null {
  const { token } = useSession();
  const query = useQuery({
    queryKey: ['agent-contracts', 'money', token],
    queryFn: async ({ signal }): Promise<MoneyContext> => {
      const answer = await apiRequest<WalletBalanceAnswer>('balance', { signal });
      return { currency: answer?.currency ?? '', minorDigits: answer?.minorDigits ?? 2 };
    },
    enabled: token !== null,
    staleTime: Infinity,
  });
  return query.data ?? null;
}
