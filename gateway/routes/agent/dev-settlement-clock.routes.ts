/**
 * Development only (never registered when production, like /dev/outbox): the settlement clock
 * (agentPaths.devSettlementClock; decisions 036 and 042). GET reads it; POST moves it forward —
 * the offsets live in the database, so every instance and worker sees the same time — and
 * settles every due period now, so browser tests see salaries without waiting five minutes.
 * A request naming a merchant moves and settles that merchant only (its own offset, on top of
 * the shared one): a brand's browser test leaves the other brands' time alone.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { agentPaths, type DevSettlementClock, type DevSettlementClockRequest } from '../../../schemas/agent';
import type { Envelope } from '../../../schemas/envelope';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { identityResponses } from '../identity.schemas';
import { devClockQuerySchema, devClockRequestSchema, devClockSchema, maxOffsetMs } from './income.schemas';

/** The merchant a request names, known to this gateway (404 UNKNOWN_MERCHANT otherwise); undefined for all. */
function scopeOf(app: FastifyInstance, merchant: string | undefined): string | undefined {
  if (merchant === undefined) return undefined;
  if (!app.gateway.registry.get(merchant)) throw new ApiError(404, 'UNKNOWN_MERCHANT');
  return merchant;
}

export const devSettlementClockRoutes: FastifyPluginAsync = async (app) => {
  const read = async (merchant: string | undefined): Promise<DevSettlementClock> => {
    const s = app.settlement;
    const [offsetMs, now, counts] = await Promise.all([s.devOffset(merchant), s.now(merchant), s.counts(merchant)]);
    return {
      ...(merchant ? { merchant } : {}),
      offsetMs,
      now: new Date(now).toISOString(),
      runs: { due: counts.due, done: counts.done },
      settlements: counts.settlements,
      payouts: counts.payouts,
    };
  };

  app.get(agentPaths.devSettlementClock, {
    config: { merchant: 'none' },
    schema: {
      tags: ['development'],
      summary: 'Development only: the settlement clock and what was settled (of every merchant, or of one); absent in production',
      querystring: devClockQuerySchema,
      response: identityResponses(devClockSchema),
    },
    handler: async (request): Promise<Envelope<DevSettlementClock>> => {
      const { merchant } = request.query as { merchant?: string };
      return ok(await read(scopeOf(app, merchant)));
    },
  });

  app.post(agentPaths.devSettlementClock, {
    config: { merchant: 'none' },
    schema: {
      tags: ['development'],
      summary: 'Development only: move the settlement clock forward (shared, or one merchant\'s) and settle what is due now; absent in production',
      body: devClockRequestSchema,
      response: identityResponses(devClockSchema),
    },
    handler: async (request): Promise<Envelope<DevSettlementClock>> => {
      const body = request.body as DevSettlementClockRequest;
      const merchant = scopeOf(app, body.merchant);
      if (body.offsetMs !== undefined || body.advanceMs !== undefined) {
        // The merchant's own offset, or the shared one: advanceMs adds to it, offsetMs sets it.
        const base = body.offsetMs ?? (await app.settlement.ownDevOffset(merchant));
        await app.settlement.setDevOffset(Math.min(maxOffsetMs, base + (body.advanceMs ?? 0)), merchant);
      }
      const ran = body.runDue === false ? undefined : await app.settlement.runDue(merchant);
      return ok({ ...(await read(merchant)), ...(ran ? { ran } : {}) });
    },
  });
};
