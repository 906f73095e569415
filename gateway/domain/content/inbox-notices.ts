/**
 * Inbox messages written by money events (deposit credited, withdrawal disbursed, regarded as
 * received). Server-written English like the password notices (docs/decisions/015): the messages
 * page shows them as sent; localising them is a later step.
 */
import { formatMinor } from '../payments/payment-amount';

export interface Notice {
  title: string;
  body: string;
}

const amount = (symbol: string, minor: number, digits: number) => `${symbol}${formatMinor(minor, digits)}`;

export function depositCreditedNotice(symbol: string, minor: number, digits: number, channelName: string): Notice {
  return {
    title: 'Deposit credited',
    body: `Your deposit of ${amount(symbol, minor, digits)} via ${channelName} has been credited to your main wallet.`,
  };
}

export function withdrawalDisbursedNotice(symbol: string, minor: number, digits: number, last4: string, minutes: number): Notice {
  return {
    title: 'Withdrawal disbursed',
    body:
      `Your withdrawal of ${amount(symbol, minor, digits)} has been paid to your bank account ending ${last4}. ` +
      `Please confirm in the withdrawal records whether you received it. Without a confirmation within ${minutes} minutes it is regarded as received.`,
  };
}

export function withdrawalRegardedReceivedNotice(symbol: string, minor: number, digits: number): Notice {
  return {
    title: 'Withdrawal regarded as received',
    body: `Your withdrawal of ${amount(symbol, minor, digits)} was not confirmed in time and is now regarded as received.`,
  };
}
