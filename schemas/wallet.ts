/**
 * The main wallet balance (GET /wps/v2/wallets/balance) and the inbox's unread count (relay
 * CSP_unreadCount), as the header reads them (issue 4; the wallet issue extends both).
 * Amounts travel in integer minor units with the currency's number of decimals, so nothing
 * is rounded on the way; `balance` is the same amount in major units for display.
 */
export interface WalletBalanceAnswer {
  wallet: 'main';
  currency: string;
  currencySymbol: string;
  /** Integer minor units (fen, cents …). */
  balanceMinor: number;
  /** Decimals of the currency (2 for CNY, 0 for JPY …). */
  minorDigits: number;
  /** balanceMinor / 10^minorDigits. */
  balance: number;
}

export interface UnreadCountAnswer {
  unreadCount: number;
}

/** §7 relay actions served beside MCSFE_getListAnnouncements. */
export const inboxRelayActions = {
  unreadCount: 'CSP_unreadCount',
} as const;
