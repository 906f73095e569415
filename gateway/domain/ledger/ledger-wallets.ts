/**
 * A member's wallets as the wallet calls show and move them (schemas/wallet.ts,
 * docs/decisions/022-ledger.md): the brand's wallet mode (brand.json `wallet.single`), its vendor
 * wallets (one per enabled vendor code of the catalogue), balances per wallet, transfers between
 * main and a vendor wallet, and recalling every vendor wallet to main. Money moves only through
 * the ledger; the member is always the session's (nothing in a request names a member).
 */
import { sql, type Kysely } from 'kysely';
import type { Brand } from '../../../schemas/brand';
import { mainWalletId, type WalletDetail } from '../../../schemas/wallet';
import type { Database } from '../../db/database';
import { mainWallet, type Ledger, type PostResult } from './ledger';

export interface WalletOwner {
  id: string;
  merchant: string;
  currency: string;
}

export interface VendorWallet {
  wallet: string;
  displayName: string;
}

/** Single-wallet brands bet from the main wallet and offer no transfers. Default: transfer wallets. */
export function isSingleWallet(brand: Brand): boolean {
  return brand.wallet?.single ?? false;
}

const vendorWalletPattern = /^[A-Z][A-Z0-9_]{0,31}$/;

/** One wallet per vendor code the brand's catalogue has (enabled vendors), by sort then name; none for single-wallet brands. */
export async function vendorWallets(db: Kysely<Database>, brand: Brand): Promise<VendorWallet[]> {
  if (isSingleWallet(brand)) return [];
  const { rows } = await sql<{ vassalage: string; display_name: string }>`
    select distinct on (vassalage) vassalage, display_name from vendors
     where merchant = ${brand.merchant} and enabled
     order by vassalage, sort, display_name`.execute(db);
  return rows
    .filter((r) => vendorWalletPattern.test(r.vassalage))
    .map((r) => ({ wallet: r.vassalage, displayName: r.display_name }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'en') || (a.wallet < b.wallet ? -1 : 1));
}

export function toMajor(minor: number, minorDigits: number): number {
  return minor / 10 ** minorDigits;
}

export interface WalletPicture {
  wallets: WalletDetail[];
  mainMinor: number;
  vendorsMinor: number;
  totalMinor: number;
}

/** Main first, then every vendor wallet of the brand (zero or not) plus any other wallet that still holds money. */
export async function walletPicture(db: Kysely<Database>, ledger: Ledger, brand: Brand, member: WalletOwner, minorDigits: number): Promise<WalletPicture> {
  const [vendors, rows] = await Promise.all([vendorWallets(db, brand), ledger.walletsOf(member.id, db)]);
  const held = new Map(rows.map((r) => [r.wallet, r.balanceMinor]));
  const wallets: WalletDetail[] = [];
  const add = (wallet: string, kind: 'main' | 'vendor', displayName: string | null) => {
    const balanceMinor = held.get(wallet) ?? 0;
    held.delete(wallet);
    wallets.push({ wallet, kind, displayName, balanceMinor, balance: toMajor(balanceMinor, minorDigits) });
  };
  add(mainWalletId, 'main', null);
  for (const v of vendors) add(v.wallet, 'vendor', v.displayName);
  // A vendor the brand no longer lists (or a brand switched to single wallet): its money stays visible and recallable.
  for (const [wallet, balance] of held) if (balance > 0) add(wallet, 'vendor', wallet);
  const mainMinor = wallets[0]?.balanceMinor ?? 0;
  const totalMinor = wallets.reduce((s, w) => s + w.balanceMinor, 0);
  return { wallets, mainMinor, vendorsMinor: totalMinor - mainMinor, totalMinor };
}

/**
 * One transfer main ↔ vendor wallet inside the caller's transaction (the route's first-answer
 * transaction, docs/decisions/027); the ledger key is the member's request id as well.
 */
export function postTransfer(ledger: Ledger, trx: Kysely<Database>, member: WalletOwner, requestId: string, from: string, to: string, amountMinor: number): Promise<PostResult> {
  return ledger.postIn(trx, {
    merchant: member.merchant,
    currency: member.currency,
    idempotencyKey: `transfer:${member.id}:${requestId}`,
    kind: 'transfer',
    memberId: member.id,
    entries: [
      { account: { type: 'member', memberId: member.id, wallet: from }, amountMinor: -amountMinor },
      { account: { type: 'member', memberId: member.id, wallet: to }, amountMinor },
    ],
    memo: `Transfer ${from} → ${to}`,
    reference: requestId,
  });
}

/** Account code order (ledger-service.ts accountCode): vendor codes (upper case) sort before 'main'. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Recalls every vendor wallet holding money to main in one transaction of the caller's (its key:
 * the request id). Each vendor wallet is locked before its balance is read (in account-code order,
 * the ledger's own lock order), so a round or transfer racing in can neither overdraw it nor turn
 * the recall into a refusal. Nothing to recall: null.
 */
export async function consolidate(ledger: Ledger, trx: Kysely<Database>, member: WalletOwner, requestId: string): Promise<PostResult | null> {
  const vendors = (await ledger.walletsOf(member.id, trx)).filter((w) => w.wallet !== mainWallet).map((w) => w.wallet).sort(byCode);
  const held: { wallet: string; balanceMinor: number }[] = [];
  for (const wallet of vendors) {
    const balanceMinor = await ledger.lockWallet(trx, member.id, wallet);
    if (balanceMinor > 0) held.push({ wallet, balanceMinor });
  }
  if (held.length === 0) return null;
  const total = held.reduce((s, w) => s + w.balanceMinor, 0);
  return ledger.postIn(trx, {
    merchant: member.merchant,
    currency: member.currency,
    idempotencyKey: `consolidate:${member.id}:${requestId}`,
    kind: 'transfer',
    memberId: member.id,
    entries: [
      ...held.map((w) => ({ account: { type: 'member' as const, memberId: member.id, wallet: w.wallet }, amountMinor: -w.balanceMinor })),
      { account: { type: 'member', memberId: member.id, wallet: mainWallet }, amountMinor: total },
    ],
    memo: 'Recall all vendor wallets to main',
    reference: requestId,
  });
}
