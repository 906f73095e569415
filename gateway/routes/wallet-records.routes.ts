/**
 * The member's records from the ledger (schemas/wallet.ts): the account record (transaction
 * history), the betting record and profit and loss. Real sessions only; always the session's
 * member; a date window of at most 92 days (from inclusive, to exclusive; default the last 7 days).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Envelope } from '../../schemas/envelope';
import {
  walletPaths,
  type AccountRecordAnswer,
  type AccountRecordType,
  type BettingRecordAnswer,
  type ProfitLossAnswer,
} from '../../schemas/wallet';
import type { Db } from '../db/database';
import { accountRecord, bettingRecord, profitLoss } from '../db/ledger/ledger-records';
import { fieldRefusal } from '../domain/refusal';
import { merchantHeadersSchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { requireSession } from '../http/session-auth';
import { identityResponses } from './identity.schemas';
import { walletContextOf } from './wallet.routes';
import {
  accountRecordQuery,
  accountRecordSchema,
  bettingRecordQuery,
  bettingRecordSchema,
  profitLossQuery,
  profitLossSchema,
} from './wallet.schemas';

const tags = ['wallet records'];
const day = 24 * 3600 * 1000;
export const maxWindowDays = 92;

function instant(text: string | undefined, field: string): Date | null {
  if (text === undefined) return null;
  const t = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(t)) throw fieldRefusal('VALIDATION_FAILED', field, 'format', 'error.validation_failed');
  return new Date(t);
}

/** The query's window: to defaults to now, from to 7 days before to; from < to ≤ from + 92 days. */
export function windowOf(q: { from?: string; to?: string }, now = new Date()): { from: Date; to: Date } {
  const to = instant(q.to, 'to') ?? now;
  const from = instant(q.from, 'from') ?? new Date(to.getTime() - 7 * day);
  if (from.getTime() >= to.getTime()) throw fieldRefusal('VALIDATION_FAILED', 'from', 'after_to', 'error.validation_failed');
  if (to.getTime() - from.getTime() > maxWindowDays * day) throw fieldRefusal('VALIDATION_FAILED', 'to', 'window_too_long', 'error.validation_failed');
  return { from, to };
}

const pages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

export function walletRecordRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const realSession = requireSession({ allowTrial: false });

    app.get(walletPaths.accountRecord, {
      preHandler: realSession,
      schema: {
        tags,
        summary: "Account record: every movement of the member's wallets (newest first), filtered by date window, type and wallet, paged, with totals",
        headers: merchantHeadersSchema,
        querystring: accountRecordQuery,
        response: identityResponses(accountRecordSchema),
      },
      handler: async (request: FastifyRequest): Promise<Envelope<AccountRecordAnswer>> => {
        const ctx = walletContextOf(request);
        const q = request.query as { from?: string; to?: string; page: number; pageSize: number; type?: AccountRecordType; wallet?: string };
        const window = windowOf(q);
        const r = await accountRecord(db, { memberId: ctx.member.id, ...window, page: q.page, pageSize: q.pageSize, type: q.type, wallet: q.wallet });
        return ok({
          items: r.items,
          page: q.page,
          pageSize: q.pageSize,
          total: r.total,
          totalPages: pages(r.total, q.pageSize),
          currency: ctx.currency,
          currencySymbol: ctx.currencySymbol,
          minorDigits: ctx.minorDigits,
          totals: { inMinor: r.inMinor, outMinor: r.outMinor, netMinor: r.inMinor - r.outMinor },
        });
      },
    });

    app.get(walletPaths.bettingRecord, {
      preHandler: realSession,
      schema: {
        tags,
        summary: 'Betting record: settled rounds (newest first), filtered by date window, vendor and game type, paged, with totals',
        headers: merchantHeadersSchema,
        querystring: bettingRecordQuery,
        response: identityResponses(bettingRecordSchema),
      },
      handler: async (request): Promise<Envelope<BettingRecordAnswer>> => {
        const ctx = walletContextOf(request);
        const q = request.query as { from?: string; to?: string; page: number; pageSize: number; vendor?: string; gameType?: string };
        const window = windowOf(q);
        const r = await bettingRecord(db, { memberId: ctx.member.id, ...window, vendor: q.vendor, gameType: q.gameType, page: q.page, pageSize: q.pageSize });
        return ok({
          items: r.items,
          page: q.page,
          pageSize: q.pageSize,
          total: r.totals.rounds,
          totalPages: pages(r.totals.rounds, q.pageSize),
          currency: ctx.currency,
          currencySymbol: ctx.currencySymbol,
          minorDigits: ctx.minorDigits,
          totals: r.totals,
        });
      },
    });

    app.get(walletPaths.profitLoss, {
      preHandler: realSession,
      schema: {
        tags,
        summary: 'Profit and loss per vendor and game type over a date window (win − bet, the member’s view)',
        headers: merchantHeadersSchema,
        querystring: profitLossQuery,
        response: identityResponses(profitLossSchema),
      },
      handler: async (request): Promise<Envelope<ProfitLossAnswer>> => {
        const ctx = walletContextOf(request);
        const q = request.query as { from?: string; to?: string; vendor?: string; gameType?: string };
        const window = windowOf(q);
        const r = await profitLoss(db, { memberId: ctx.member.id, ...window, vendor: q.vendor, gameType: q.gameType });
        return ok({
          currency: ctx.currency,
          currencySymbol: ctx.currencySymbol,
          minorDigits: ctx.minorDigits,
          from: window.from.toISOString(),
          to: window.to.toISOString(),
          rows: r.rows,
          totals: r.totals,
        });
      },
    });
  };
}
