/**
 * The header's main-wallet balance (§2.3, §6: needs a session; GET /wps/v2/wallets/balance).
 * The answer lands in the session store (session.balance, in major units) and the currency
 * symbol in its public state; the header's refresh button calls refreshBalance.
 */
import type { WalletBalanceAnswer } from '../../../schemas/wallet';
import { apiRequest } from '../client';
import { getSession, setSession } from '../identity/session';

export async function refreshBalance(): Promise<void> {
  const token = getSession().token;
  if (!token) return;
  const answer = await apiRequest<WalletBalanceAnswer>('balance');
  // A logout (or another login) while the call ran: the answer belongs to no one now.
  if (!answer || getSession().token !== token) return;
  setSession({ balance: answer.balance, publicState: { ...getSession().publicState, currencySymbol: answer.currencySymbol } });
}
