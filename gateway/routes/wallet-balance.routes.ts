/**
 * The main wallet balance (§6: needs a session; GET /wps/v2/wallets/balance) in integer minor
 * units and in major units for display. A member with no wallet row has a zero balance in the
 * member's currency. Trial sessions may read theirs (the header shows it).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { WalletBalanceAnswer } from '../../schemas/wallet';
import { createWalletBalanceRepository } from '../db/wallet-balance-repository';
import { toMemberInfo } from '../domain/member-info';
import { Refusal } from '../domain/refusal';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant-gate';
import { requireSession } from '../http/session-auth';
import { identityResponses } from './identity.schemas';
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
  },
} as const;

export function walletBalanceRoutes(db: Db): FastifyPluginAsync {
  const balances = createWalletBalanceRepository(db);
  return async (app) => {
    app.get(apiPaths.balance, {
      preHandler: requireSession(),
      schema: {
        tags: ['wallet'],
        summary: 'Main wallet balance of the signed-in member (integer minor units and major units)',
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
        return ok({
          wallet: 'main' as const,
          currency,
          currencySymbol: toMemberInfo({ ...member, currency }, merchantOf(request).brand).currencySymbol,
          balanceMinor,
          minorDigits,
          balance: balanceMinor / 10 ** minorDigits,
        });
      },
    });
  };
}
