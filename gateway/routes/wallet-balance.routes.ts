/**
 * The wallet balance (§6: needs a session; GET /wps/v2/wallets/balance): the main wallet in
 * integer minor units and in major units for display (the header's fields), and for real
 * sessions the brand's wallet mode, every wallet (main, then the brand's vendor wallets) and the
 * total (docs/decisions/022-ledger.md). A member with no wallet row has a zero balance in the
 * member's currency. Trial sessions may read theirs (the header shows it): main only.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { WalletBalanceAnswer } from '../../schemas/wallet';
import { createWalletBalanceRepository } from '../db/ledger/wallet-balance-repository';
import { ledgerOf } from '../domain/ledger/ledger';
import { isSingleWallet, walletPicture } from '../domain/ledger/ledger-wallets';
import { toMemberInfo } from '../domain/identity/member-info';
import { Refusal } from '../domain/refusal';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant-gate';
import { requireSession } from '../http/session-auth';
import { identityResponses } from './identity.schemas';
import { walletDetailSchema } from './wallet.schemas';
import type { Db } from '../db/database';

/** Decimals of an ISO 4217 currency (2 when the runtime does not know it). */
export function minorDigitsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

const int = { type: 'integer', minimum: 0 } as const;
export const walletBalanceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['wallet', 'currency', 'currencySymbol', 'balanceMinor', 'minorDigits', 'balance'],
  properties: {
    wallet: { type: 'string', const: 'main' },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    currencySymbol: { type: 'string' },
    balanceMinor: { ...int, description: 'Integer minor units (fen, cents …).' },
    minorDigits: { ...int, maximum: 4 },
    balance: { type: 'number', minimum: 0, description: 'balanceMinor / 10^minorDigits, for display.' },
    isSingle: { type: 'boolean', description: 'Single-wallet brand (brand.json wallet.single); absent for trial sessions.' },
    wallets: { type: 'array', items: walletDetailSchema, description: 'Main first, then the vendor wallets; absent for trial sessions.' },
    totalMinor: { ...int, description: 'Sum of every wallet; absent for trial sessions.' },
  },
} as const;

export function walletBalanceRoutes(db: Db): FastifyPluginAsync {
  const balances = createWalletBalanceRepository(db);
  const ledger = ledgerOf(db);
  return async (app) => {
    app.get(apiPaths.balance, {
      preHandler: requireSession(),
      schema: {
        tags: ['wallet'],
        summary: 'Wallet balance of the signed-in member: main wallet (minor and major units), every wallet and the total',
        headers: merchantHeadersSchema,
        querystring: merchantQuerySchema,
        response: identityResponses(walletBalanceSchema),
      },
      handler: async (request): Promise<Envelope<WalletBalanceAnswer>> => {
        if (!request.auth) throw new Refusal(401, 'UNAUTHORIZED');
        const { member } = request.auth;
        const row = await balances.find(member.id);
        const currency = row?.currency ?? member.currency;
        const balanceMinor = row?.balanceMinor ?? 0;
        const minorDigits = minorDigitsOf(currency);
        const brand = merchantOf(request).brand;
        const header = {
          wallet: 'main' as const,
          currency,
          currencySymbol: toMemberInfo({ ...member, currency }, brand).currencySymbol,
          balanceMinor,
          minorDigits,
          balance: balanceMinor / 10 ** minorDigits,
        };
        if (request.auth.session.trial) return ok(header);
        const picture = await walletPicture(db, ledger, brand, { id: member.id, merchant: member.merchant, currency }, minorDigits);
        return ok({ ...header, isSingle: isSingleWallet(brand), wallets: picture.wallets, totalMinor: picture.totalMinor });
      },
    });
  };
}
