/**
 * Development only (never registered in production, like the dev outbox): approve or reject an
 * activity application under review, named by merchant, account and promotion, so gateway tests
 * can move an application on (decision 050). Staff use the console's review desk (decision 057);
 * both go through decideApplication.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Envelope } from '../../../schemas/envelope';
import { promotionPaths, type DevDecisionRequest } from '../../../schemas/promotions';
import { decideApplication } from '../../domain/promotions/promotion-service';
import { Refusal } from '../../domain/refusal';
import { ok } from '../../http/envelope';
import { identityResponses } from '../identity.schemas';
import { promotionDeps } from './promotion.routes';
import { devDecisionSchema } from './promotion.schemas';

export const devPromotionRoutes: FastifyPluginAsync = async (app) => {
  app.post(promotionPaths.devDecision, {
    config: { merchant: 'none' },
    schema: {
      tags: ['development'],
      summary: 'Development only: approve (→ issued) or reject an application under review; absent in production',
      body: devDecisionSchema,
      response: identityResponses({ type: 'object', additionalProperties: false, required: ['decided'], properties: { decided: { type: 'boolean' } } }),
    },
    handler: async (request): Promise<Envelope<{ decided: boolean }>> => {
      const body = request.body as DevDecisionRequest;
      const { rows } = await sql<{ id: string }>`select id from members where merchant = ${body.merchant} and account = ${body.account}`.execute(app.gateway.db);
      const memberId = rows[0]?.id;
      if (!memberId) throw new Refusal(404, 'NOT_FOUND');
      await decideApplication(promotionDeps(app), body.merchant, memberId, body.promotionId, body.decision, body.note ?? null);
      return ok({ decided: true });
    },
  });
};
