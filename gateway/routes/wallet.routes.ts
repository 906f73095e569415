/**
 * Wallet calls beyond the header's balance (schemas/wallet.ts, docs/decisions/022-ledger.md):
 * the §7 relays GCS_walletTransfer (main ↔ vendor wallet) and GCS_merchantWallet (isSingle),
 * and consolidated funds (GET: every wallet and the total; POST: recall every vendor wallet to
 * main). Real sessions only (trial 403 before anything is read or moved); the member is always
 * the session's; amounts are parsed exactly and refused with a code before the ledger is asked.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Brand } from '../../schemas/brand';
import type { Envelope } from '../../schemas/envelope';
import { errorMessages } from '../../schemas/error-codes';
import {
  mainWalletId,
  maxTransferMinor,
  walletPaths,
  type ConsolidatedFundsAnswer,
  type MerchantWalletAnswer,
  type WalletTransferAnswer,
} from '../../schemas/wallet';
import type { Db } from '../db/database';
import { LedgerRefusal, ledgerOf } from '../domain/ledger/ledger';
import { parseMajorAmount } from '../domain/ledger/ledger-amount';
import { answerOnce } from '../domain/ledger/first-answer';
import { consolidate, isSingleWallet, postTransfer, vendorWallets, walletPicture, type WalletOwner } from '../domain/ledger/ledger-wallets';
import { toMemberInfo } from '../domain/identity/member-info';
import { createContractService } from '../domain/agent/contract-service';
import { requestHash } from '../domain/payments/payment-request';
import { fieldRefusal, Refusal } from '../domain/refusal';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { firstAnswerOf } from '../http/first-answer-reply';
import { merchantOf } from '../http/merchant-gate';
import { requireSession } from '../http/session-auth';
import { identityResponses } from './identity.schemas';
import { minorDigitsOf } from './wallet-balance.routes';
import {
  consolidateBody,
  consolidatedSchema,
  merchantWalletQuery,
  merchantWalletSchema,
  transferAnswerSchema,
  transferBody,
} from './wallet.schemas';

const tags = ['wallet'];

export interface WalletContext {
  member: WalletOwner;
  brand: Brand;
  currency: string;
  currencySymbol: string;
  minorDigits: number;
}

/** The signed-in member and their money settings (after requireSession). */
export function walletContextOf(request: FastifyRequest): WalletContext {
  if (!request.auth) throw new Refusal(401, 'UNAUTHORIZED');
  const { member } = request.auth;
  const brand = merchantOf(request).brand;
  return {
    member: { id: member.id, merchant: member.merchant, currency: member.currency },
    brand,
    currency: member.currency,
    currencySymbol: toMemberInfo(member, brand).currencySymbol,
    minorDigits: minorDigitsOf(member.currency),
  };
}

/** A ledger refusal as the call's answer (nothing moved). */
export function refusalOf(err: unknown): never {
  if (err instanceof LedgerRefusal) {
    if (err.code === 'INSUFFICIENT_BALANCE') throw fieldRefusal('INSUFFICIENT_BALANCE', 'amount', 'insufficient_balance', errorMessages.INSUFFICIENT_BALANCE);
    if (err.code === 'IDEMPOTENCY_CONFLICT') throw new Refusal(422, 'IDEMPOTENCY_CONFLICT');
    throw new Refusal(400, 'VALIDATION_FAILED');
  }
  throw err;
}

export function walletRoutes(db: Db): FastifyPluginAsync {
  const ledger = ledgerOf(db);
  // Read-only here (the request types): the clock is never asked.
  const contracts = createContractService(db, Date.now);
  return async (app) => {
    const realSession = requireSession({ allowTrial: false });

    app.post(walletPaths.transfer, {
      preHandler: realSession,
      schema: {
        tags,
        summary: 'Transfer between the main wallet and a game-vendor wallet (relay GCS_walletTransfer; idempotent per requestId)',
        description:
          'One side is main. Refusals (nothing moves): AMOUNT_INVALID / AMOUNT_PRECISION / AMOUNT_TOO_SMALL / AMOUNT_TOO_LARGE / INSUFFICIENT_BALANCE (400, field /amount), ' +
          'WALLET_UNKNOWN → VALIDATION_FAILED (400, field /from or /to), single-wallet brand → 409 FORBIDDEN, requestId reused with another body → 422 IDEMPOTENCY_CONFLICT. ' +
          'Every retry of a requestId gets the first answer, a refusal for the balance included (status and body; header Idempotent-Replayed: true).',
        headers: merchantHeadersSchema,
        querystring: merchantQuerySchema,
        body: transferBody,
        response: identityResponses(transferAnswerSchema),
      },
      handler: async (request, reply): Promise<Envelope<WalletTransferAnswer>> => {
        const ctx = walletContextOf(request);
        const body = request.body as { requestId: string; from: string; to: string; amount: string };
        if (isSingleWallet(ctx.brand)) throw new Refusal(409, 'FORBIDDEN');
        const known = new Set([mainWalletId, ...(await vendorWallets(db, ctx.brand)).map((v) => v.wallet)]);
        for (const side of ['from', 'to'] as const) {
          if (!known.has(body[side])) throw fieldRefusal('VALIDATION_FAILED', side, 'unknown_wallet', 'error.validation_failed');
        }
        if (body.from === body.to || (body.from !== mainWalletId && body.to !== mainWalletId)) {
          throw fieldRefusal('VALIDATION_FAILED', 'to', 'main_on_one_side', 'error.validation_failed');
        }
        const amount = parseMajorAmount(body.amount, ctx.minorDigits, maxTransferMinor);
        if (!amount.ok) throw fieldRefusal(amount.code, 'amount', amount.reason, errorMessages[amount.code]);
        const requestId = body.requestId.toLowerCase();
        const key = { call: 'transfer', owner: ctx.member.id, requestId, requestHash: requestHash({ from: body.from, to: body.to, amountMinor: amount.minor }), memberId: ctx.member.id } as const;
        const answered = await answerOnce(db, key, async (trx): Promise<WalletTransferAnswer> => {
          const posted = await postTransfer(ledger, trx, ctx.member, requestId, body.from, body.to, amount.minor).catch(refusalOf);
          const picture = await walletPicture(trx, ledger, ctx.brand, ctx.member, ctx.minorDigits);
          return {
            transactionId: posted.transactionId,
            from: body.from,
            to: body.to,
            amountMinor: amount.minor,
            currency: ctx.currency,
            minorDigits: ctx.minorDigits,
            wallets: picture.wallets,
            totalMinor: picture.totalMinor,
          };
        });
        return ok(firstAnswerOf(reply, answered));
      },
    });

    app.get(walletPaths.merchantWallet, {
      preHandler: realSession,
      schema: {
        tags,
        summary: "The brand's wallet mode (relay GCS_merchantWallet, §3 Wallet info isSingle) and its vendor wallets",
        description: 'isSingle comes from brand.json wallet.single (default false). merchantCode must be the request merchant.',
        headers: merchantHeadersSchema,
        querystring: merchantWalletQuery,
        response: identityResponses(merchantWalletSchema),
      },
      handler: async (request): Promise<Envelope<MerchantWalletAnswer>> => {
        const ctx = walletContextOf(request);
        const { merchantCode } = request.query as { merchantCode: string };
        if (merchantCode !== ctx.brand.merchant) throw fieldRefusal('VALIDATION_FAILED', 'merchantCode', 'merchant_mismatch', 'error.field.merchant_mismatch');
        return ok({ isSingle: isSingleWallet(ctx.brand), vendors: await vendorWallets(db, ctx.brand) });
      },
    });

    const consolidated = async (request: FastifyRequest, trx: Db = db): Promise<ConsolidatedFundsAnswer> => {
      const ctx = walletContextOf(request);
      const picture = await walletPicture(trx, ledger, ctx.brand, ctx.member, ctx.minorDigits);
      return { currency: ctx.currency, currencySymbol: ctx.currencySymbol, minorDigits: ctx.minorDigits, ...picture };
    };

    app.get(walletPaths.consolidatedFunds, {
      preHandler: realSession,
      schema: {
        tags,
        summary: 'Consolidated funds: every wallet of the member and the total; with AGENTPOLICY3 on, also the four contract request types (§3 Consolidated contract)',
        headers: merchantHeadersSchema,
        querystring: merchantQuerySchema,
        response: identityResponses(consolidatedSchema),
      },
      handler: async (request): Promise<Envelope<ConsolidatedFundsAnswer>> => {
        const funds = await consolidated(request);
        const ctx = walletContextOf(request);
        const { flags } = await request.server.gateway.merchantConfig.get(ctx.brand.merchant);
        // The pop-up's one call where the brand consolidates (decision 035); else the per-kind relays answer.
        return ok(flags.AGENTPOLICY3 ? { ...funds, ...(await contracts.consolidated(ctx.member.id)) } : funds);
      },
    });

    app.post(walletPaths.consolidatedFunds, {
      preHandler: realSession,
      schema: {
        tags,
        summary: 'Recall every vendor wallet to main in one transaction (idempotent per requestId); answers the consolidated funds',
        description: 'Every retry of a requestId gets the first answer (status and body; header Idempotent-Replayed: true).',
        headers: merchantHeadersSchema,
        querystring: merchantQuerySchema,
        body: consolidateBody,
        response: identityResponses(consolidatedSchema),
      },
      handler: async (request, reply): Promise<Envelope<ConsolidatedFundsAnswer>> => {
        const ctx = walletContextOf(request);
        const requestId = (request.body as { requestId: string }).requestId.toLowerCase();
        const key = { call: 'consolidate', owner: ctx.member.id, requestId, requestHash: requestHash({}), memberId: ctx.member.id } as const;
        const answered = await answerOnce(db, key, async (trx) => {
          await consolidate(ledger, trx, ctx.member, requestId).catch(refusalOf);
          return consolidated(request, trx);
        });
        return ok(firstAnswerOf(reply, answered));
      },
    });
  };
}
