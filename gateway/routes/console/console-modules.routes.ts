/**
 * Whitelabel modules per merchant (owner, operator, product on that merchant): read, and publish
 * a change that players see on their next page load on every instance (docs/decisions/040).
 */
import type { FastifyPluginAsync } from 'fastify';
import { consolePaths, type MerchantModulesAnswer, type ModulesPublishFields } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import { publishModules, readModules } from '../../domain/console/module-publish';
import { clientOf, requireStaff, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { consoleResponses, merchantParamsSchema, modulesAnswerSchema, modulesPublishBodySchema } from './console.schemas';

const tags = ['console'];

export const consoleModuleRoutes: FastifyPluginAsync = async (app) => {
  app.get(consolePaths.merchantModules, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: "A merchant's whitelabel module switches and the flags players get (owner, operator, product of the merchant)",
      params: merchantParamsSchema,
      response: consoleResponses(modulesAnswerSchema),
    },
    handler: async (request): Promise<Envelope<MerchantModulesAnswer>> => {
      const { merchant } = request.params as { merchant: string };
      return ok(await readModules(app.console, staffOf(request), merchant));
    },
  });

  app.put(consolePaths.merchantModules, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: 'Publish module switches of a merchant (owner, operator, product of the merchant); audited with the diff',
      description:
        'Only the switches named change. A module switched on needs its parent on (400 MODULE_PARENT_OFF at /changes/<modId>). ' +
        'Seen by player page loads on this instance at once and on every other within 1 s (the config cache).',
      params: merchantParamsSchema,
      body: modulesPublishBodySchema,
      response: consoleResponses(modulesAnswerSchema),
    },
    handler: async (request): Promise<Envelope<MerchantModulesAnswer>> => {
      const { merchant } = request.params as { merchant: string };
      const { changes } = request.body as ModulesPublishFields;
      const answer = await publishModules(app.console, staffOf(request), clientOf(request), merchant, changes);
      app.gateway.merchantConfig.invalidate(merchant);
      return ok(answer);
    },
  });
};
