/**
 * Development only (never registered when production, like /dev/outbox): the settlement clock
 * (agentPaths.devSettlementClock; decision 036). GET reads it; POST moves it forward — the
 * offset lives in the database, so every instance and worker sees the same time — and settles
 * every due period now, so browser tests see salaries without waiting five minutes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { agentPaths, type DevSettlementClock, type DevSettlementClockRequest } from '../../../schemas/agent';
import type { Envelope } from '../../../schemas/envelope';
import { ok } from '../../http/envelope';
import { identityResponses } from '../identity.schemas';
import { devClockRequestSchema, devClockSchema, maxOffsetMs } from './income.schemas';

export const devSettlementClockRoutes: FastifyPluginAsync = async (app) => {
  const read = async (): Promise<DevSettlementClock> => {
    const s = app.settlement;
    const [offsetMs, now, counts] = await Promise.all([s.devOffset(), s.now(), s.counts()]);
    return { offsetMs, now: new Date(now).toISOString(), runs: { due: counts.due, done: counts.done }, settlements: counts.settlements, payouts: counts.payouts };
  };

  app.get(agentPaths.devSettlementClock, {
    config: { merchant: 'none' },
    schema: {
      tags: ['development'],
      summary: 'Development only: the settlement clock and what was settled; absent in production',
      querystring: { type: 'object', additionalProperties: false, properties: {} },
      response: identityResponses(devClockSchema),
    },
    handler: async (): Promise<Envelope<DevSettlementClock>> => ok(await read()),
  });

  app.post(agentPaths.devSettlementClock, {
    config: { merchant: 'none' },
    schema: {
      tags: ['development'],
      summary: 'Development only: move the settlement clock forward and settle what is due now; absent in production',
      body: devClockRequestSchema,
      response: identityResponses(devClockSchema),
    },
    handler: async (request): Promise<Envelope<DevSettlementClock>> => {
      const body = request.body as DevSettlementClockRequest;
      if (body.offsetMs !== undefined || body.advanceMs !== undefined) {
        const base = body.offsetMs ?? (await app.settlement.devOffset());
        await app.settlement.setDevOffset(Math.min(maxOffsetMs, base + (body.advanceMs ?? 0)));
      }
      const ran = body.runDue === false ? undefined : await app.settlement.runDue();
      return ok({ ...(await read()), ...(ran ? { ran } : {}) });
    },
  });
};
