/**
 * A brand's money settings (brand.json `payments`, schemas/brand.ts BrandPayments) with the
 * gateway's defaults for a brand that has none, and the currency facts answers carry.
 */
import type { Brand, BrandPayments } from '../../../schemas/brand';
import type { Money } from '../../../schemas/payments';
import type { MemberRecord } from '../../db/identity/member-repository';
import { toMemberInfo } from '../identity/member-info';

export const defaultPayments: BrandPayments = {
  deposit: { channels: [{ id: 'bank', kind: 'bank_transfer', name: 'Bank transfer', minMinor: 10_000, maxMinor: 5_000_000 }] },
  withdrawal: { minMinor: 10_000, maxMinor: 5_000_000, maxBankAccounts: 3, autoReceiptMinutes: 30 },
  banks: [{ code: 'ICBC', name: 'Industrial and Commercial Bank of China' }],
};

export function paymentsOf(brand: Brand): BrandPayments {
  return brand.payments ?? defaultPayments;
}

/** Decimals of an ISO 4217 currency (2 when the runtime does not know it). */
export function minorDigitsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function moneyOf(member: MemberRecord, brand: Brand): Money {
  return { currency: member.currency, currencySymbol: toMemberInfo(member, brand).currencySymbol, minorDigits: minorDigitsOf(member.currency) };
}
