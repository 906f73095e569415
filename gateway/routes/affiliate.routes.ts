/**
 * The affiliate (invitation) code check (§7 "affiliate check: code and domain; reads success";
 * §8 invalid → invitation_code_error). GET with a query as §7 says, POST with a body too.
 * Open only while a registration mode is on. Registered inside register.routes.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import { createRegistrationRepository } from '../db/identity/registration-repository';
import { Refusal } from '../domain/refusal';
import { compiledFor } from '../domain/identity/registration-service';
import { merchantHeadersSchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { registrationContext } from './register-context';
import { identityResponses } from './identity.schemas';
import { affiliateAnswerSchema, affiliateBodySchema, affiliateQuerySchema } from './register.schemas';

const tags = ['registration'];
/** Wrong codes one address may try in an hour before it is told to wait (codes are short: no guessing). */
export const affiliateFailuresPerHour = 20;
const summary = 'Check an affiliate (invitation) code before registering';
const description =
  'success with { code } when the code belongs to an active agent of this merchant; else 400 AFFILIATE_CODE_INVALID (invitation_code_error). ' +
  'After 20 wrong codes from one address in an hour: 429 RATE_LIMITED.';

export const affiliateRoutes: FastifyPluginAsync = async (app) => {
  const codes = createRegistrationRepository(app.gateway.db);

  async function check(request: FastifyRequest, code: string): Promise<Envelope<{ code: string }>> {
    const ctx = await registrationContext(request);
    const open = (['register', 'registerMobile'] as const).some((mode) => compiledFor(ctx, mode).enabled);
    if (!open) throw new Refusal(403, 'MODULE_DISABLED');
    // Counted per address under its own name, apart from the login counters of that address.
    const subject = { kind: 'ip' as const, subject: `affiliate:${ctx.ip}` };
    const throttles = request.server.identity.throttles;
    const now = new Date(request.server.identity.now());
    if ((await throttles.read(ctx.merchant, subject, now)).windowFailures >= affiliateFailuresPerHour)
      throw new Refusal(429, 'RATE_LIMITED');
    const found = await codes.findAffiliate(ctx.merchant, code.trim());
    if (!found) await throttles.recordFailure(ctx.merchant, subject, now);
    if (!found)
      throw new Refusal(400, 'AFFILIATE_CODE_INVALID', [
        { path: '/code', reason: 'invalid', message: 'invitation_code_error' },
      ]);
    return ok({ code: found.code });
  }

  app.get(apiPaths.affiliate, {
    schema: {
      tags,
      summary,
      description,
      headers: merchantHeadersSchema,
      querystring: affiliateQuerySchema,
      response: identityResponses(affiliateAnswerSchema),
    },
    handler: (request) => check(request, (request.query as { code: string }).code),
  });
  app.post(apiPaths.affiliate, {
    schema: {
      tags,
      summary,
      description,
      headers: merchantHeadersSchema,
      body: affiliateBodySchema,
      response: identityResponses(affiliateAnswerSchema),
    },
    handler: (request) => check(request, (request.body as { code: string }).code),
  });
};
