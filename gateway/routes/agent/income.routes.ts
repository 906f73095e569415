/**
 * GET agentPaths.income (schemas/agent.ts IncomeAnswer; decision 036): the salaries and
 * dividends settled to me — the session's agent, never anyone else — paid within the period
 * (calendar days of the reporting zone), newest first, one kind or all, paged, with totals.
 */
import type { FastifyPluginAsync } from 'fastify';
import { agentPaths, type IncomeAnswer, type IncomeQuery } from '../../../schemas/agent';
import type { Envelope } from '../../../schemas/envelope';
import { incomeOf } from '../../db/agent/income-repository';
import { resolveRange } from '../../domain/agent/income-range';
import { merchantHeadersSchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { identityResponses } from '../identity.schemas';
import { minorDigitsOf } from '../wallet-balance.routes';
import { agentOf, requireAgent } from '../../http/agent-guard';
import { incomeAnswerSchema, incomeQuerySchema } from './income.schemas';

export const incomeRoutes: FastifyPluginAsync = async (app) => {
  app.get(agentPaths.income, {
    preHandler: requireAgent,
    schema: {
      tags: ['agent'],
      summary: 'Agent income: salaries and dividends settled to me, paid within the period, newest first, paged, with totals by kind',
      headers: merchantHeadersSchema,
      querystring: incomeQuerySchema,
      response: identityResponses(incomeAnswerSchema),
    },
    handler: async (request): Promise<Envelope<IncomeAnswer>> => {
      const me = agentOf(request);
      const q = request.query as IncomeQuery & { page: number; pageSize: number };
      const { fromAt, toAt, ...range } = resolveRange(q, Date.now());
      const r = await incomeOf(app.gateway.db, { payeeId: me.id, fromAt, toAt, kind: q.kind, page: q.page, pageSize: q.pageSize });
      return ok({
        items: r.items,
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
        currency: me.currency,
        minorDigits: minorDigitsOf(me.currency),
        range,
        totals: { amountMinor: r.amountMinor, byKind: r.byKind },
      });
    },
  });
};
