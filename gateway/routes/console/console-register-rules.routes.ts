/**
 * Registration field rules per merchant (owner, operator, product on that merchant): read, and
 * publish a whole rule set that players' register forms and the register call use on their next
 * load, on every instance within the config cache time (docs/decisions/040, 046).
 */
import type { FastifyPluginAsync } from 'fastify';
import { consolePaths, type MerchantRegisterRulesAnswer, type RegisterRulesPublishFields } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import { publishRegisterRules, readRegisterRules } from '../../domain/console/register-rules-publish';
import { clientOf, requireStaff, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { consoleResponses, merchantParamsSchema, registerRulesAnswerSchema, registerRulesPublishBodySchema } from './console.schemas';

const tags = ['console'];

export const consoleRegisterRuleRoutes: FastifyPluginAsync = async (app) => {
  app.get(consolePaths.merchantRegisterRules, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: "A merchant's registration field rules (owner, operator, product of the merchant)",
      params: merchantParamsSchema,
      response: consoleResponses(registerRulesAnswerSchema),
    },
    handler: async (request): Promise<Envelope<MerchantRegisterRulesAnswer>> => {
      const { merchant } = request.params as { merchant: string };
      return ok(await readRegisterRules(app.console, staffOf(request), merchant));
    },
  });

  app.put(consolePaths.merchantRegisterRules, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: 'Publish the registration field rules of a merchant (owner, operator, product of the merchant); audited with the diff',
      description:
        'The whole rule set; a field left out is off. Checked as the brand checker checks register-rules.json: username, password and ' +
        'confirmPassword enabled and required, minLength ≤ maxLength, password minLength ≥ 6, acceptedPattern a u-flag regular expression ' +
        'of at most 500 characters without nested repetition (400 VALIDATION_FAILED with the field path, nothing written). ' +
        'An unchanged publish writes nothing. Seen by players on this instance at once and on every other within 1 s.',
      params: merchantParamsSchema,
      body: registerRulesPublishBodySchema,
      response: consoleResponses(registerRulesAnswerSchema),
    },
    handler: async (request): Promise<Envelope<MerchantRegisterRulesAnswer>> => {
      const { merchant } = request.params as { merchant: string };
      const { rules } = request.body as RegisterRulesPublishFields;
      const answer = await publishRegisterRules(app.console, staffOf(request), clientOf(request), merchant, rules);
      app.gateway.merchantConfig.invalidate(merchant);
      return ok(answer);
    },
  });
};
