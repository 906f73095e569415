/**
 * A merchant's system status (owner, operator, product on that merchant): maintenance now or
 * scheduled with its message per language, and the region restriction by country and IP range
 * (docs/decisions/046). Players see a publish on their next page load, on every instance within
 * the config cache time (1 s).
 */
import type { FastifyPluginAsync } from 'fastify';
import { consolePaths, type MerchantStatusAnswer, type StatusPublishFields } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import { publishStatus, readStatus } from '../../domain/console/status-publish';
import { clientOf, requireStaff, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { consoleResponses, merchantParamsSchema, statusAnswerSchema, statusPublishBodySchema } from './console.schemas';

const tags = ['console'];

export const consoleStatusRoutes: FastifyPluginAsync = async (app) => {
  app.get(consolePaths.merchantStatus, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: "A merchant's maintenance and region restriction (owner, operator, product of the merchant)",
      params: merchantParamsSchema,
      response: consoleResponses(statusAnswerSchema),
    },
    handler: async (request): Promise<Envelope<MerchantStatusAnswer>> => {
      const { merchant } = request.params as { merchant: string };
      return ok(await readStatus(app.console, staffOf(request), merchant));
    },
  });

  app.put(consolePaths.merchantStatus, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: 'Publish the maintenance and region restriction of a merchant (owner, operator, product of the merchant); audited with the diff',
      description:
        'maintenance null lifts it; mode now starts it at once (end: the announced end, or null), mode scheduled from start to end. ' +
        'end must be after start and after now (400 VALIDATION_FAILED at /maintenance/end); every range must be IPv4 or IPv6 CIDR ' +
        '(at /region/ranges/<i>). Nothing is written on a refusal or when nothing changes.',
      params: merchantParamsSchema,
      body: statusPublishBodySchema,
      response: consoleResponses(statusAnswerSchema),
    },
    handler: async (request): Promise<Envelope<MerchantStatusAnswer>> => {
      const { merchant } = request.params as { merchant: string };
      const answer = await publishStatus(app.console, staffOf(request), clientOf(request), merchant, request.body as StatusPublishFields);
      app.gateway.merchantConfig.invalidate(merchant);
      return ok(answer);
    },
  });
};
