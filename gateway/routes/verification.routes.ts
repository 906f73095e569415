/**
 * Captcha (§7 GET /wps/captcha: base64 PNG, single use, never cached) and SMS codes without a
 * session (§7 POST /wps/verification/sms/noLogin; §3 "SMS-code response").
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { CaptchaAnswer, SmsCodeFields } from '../../schemas/identity';
import { sendSmsCode } from '../domain/identity/sms-code-service';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { loginContext } from '../http/identity-request';
import { merchantOf } from '../http/merchant-gate';
import { captchaAnswerSchema, identityResponses, smsCodeAnswerSchema, smsCodeBodySchema } from './identity.schemas';

const tags = ['identity'];

export const verificationRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.captcha, {
    schema: {
      tags,
      summary: 'A captcha picture (PNG, base64) bound to captchaId; single use, valid 5 minutes',
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      response: identityResponses(captchaAnswerSchema),
    },
    handler: async (request, reply): Promise<Envelope<CaptchaAnswer>> => {
      reply.header('cache-control', 'no-store, max-age=0');
      return ok(await app.identity.captcha.issue(merchantOf(request).merchant));
    },
  });

  app.post(apiPaths.smsNoLogin, {
    schema: {
      tags,
      summary: 'Send a 6-digit code by SMS for login (MOBILEVERCODELOGIN3) or password reset (CHNGPASSVERIF3)',
      description:
        'Same answer whether or not the number has an account. Per number: 60 s between sends, 5 an hour; beyond that ' +
        '429 SMS_TOO_MANY_REQUESTS with value { retryAfterSeconds }. The code works 10 minutes, once, 5 wrong tries.',
      headers: merchantHeadersSchema,
      body: smsCodeBodySchema,
      response: identityResponses(smsCodeAnswerSchema),
    },
    handler: async (request): Promise<Envelope<{ expiredMinutes: number; validMinutes: number }>> => {
      return ok(await sendSmsCode(app.identity, await loginContext(request), request.body as SmsCodeFields));
    },
  });
};
