/**
 * Security centre calls beyond the login password and the authenticator (member.routes.ts,
 * password.routes.ts): the overview, the withdrawal (payment) password, binding the phone or
 * e-mail with a code, and the login history (schemas/payments.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { BindEmailRequest, BindPhoneRequest, LoginHistoryAnswer, PageQuery, PaymentPasswordAnswer, PaymentPasswordRequest, SecurityCodeAnswer, SecurityCodeRequest, SecurityOverviewAnswer } from '../../schemas/payments';
import { setPaymentPassword } from '../domain/payments/payment-password';
import { bindEmail, bindPhone, loginHistory, securityOverview, sendSecurityCode } from '../domain/identity/profile-security';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant-gate';
import { identityResponses } from './identity.schemas';
import { authOf, realAccount } from './payments-auth';
import {
  bindEmailBodySchema,
  bindPhoneBodySchema,
  loginHistorySchema,
  pageQuerySchema,
  paymentPasswordAnswerSchema,
  paymentPasswordBodySchema,
  securityCodeAnswerSchema,
  securityCodeBodySchema,
  securityOverviewSchema,
} from './payments.schemas';
import { memberLanguage } from '../domain/texts/member-language';

const tags = ['security'];
/** The language the member reads what is sent to them in (docs/decisions/053). */
const languageOf = (request: FastifyRequest) => memberLanguage(request.headers['accept-language'], merchantOf(request).brand);

export const securityRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.securityOverview, {
    preHandler: realAccount,
    schema: { tags, summary: 'Security centre overview: masked phone and e-mail, payment password set, authenticator on, bank accounts', headers: merchantHeadersSchema, querystring: merchantQuerySchema, response: identityResponses(securityOverviewSchema) },
    handler: async (request): Promise<Envelope<SecurityOverviewAnswer>> => ok(await securityOverview(app.payments, authOf(request).member.id)),
  });

  app.post(apiPaths.paymentPassword, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Set the withdrawal (payment) password, or change it with the current one',
      description: 'PAYMENT_PASSWORD_FORMAT (6–32), PASSWORD_MISMATCH, PAYMENT_PASSWORD_INCORRECT (400, /oldPassword), PAYMENT_PASSWORD_LOCKED (429).',
      headers: merchantHeadersSchema,
      body: paymentPasswordBodySchema,
      response: identityResponses(paymentPasswordAnswerSchema),
    },
    handler: async (request): Promise<Envelope<PaymentPasswordAnswer>> => {
      await setPaymentPassword(app.payments, authOf(request).member, request.body as PaymentPasswordRequest);
      return ok({ paymentPasswordSet: true as const });
    },
  });

  app.post(apiPaths.securityCode, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Send a 6-digit code to a phone or e-mail to bind (60 s between sends, 5 an hour)',
      headers: merchantHeadersSchema,
      body: securityCodeBodySchema,
      response: identityResponses(securityCodeAnswerSchema),
    },
    handler: async (request): Promise<Envelope<SecurityCodeAnswer>> => ok(await sendSecurityCode(app.payments, authOf(request).member, merchantOf(request), request.body as SecurityCodeRequest, languageOf(request))),
  });

  app.post(apiPaths.securityPhone, {
    preHandler: realAccount,
    schema: { tags, summary: 'Bind or change the phone with the code sent to it', headers: merchantHeadersSchema, body: bindPhoneBodySchema, response: identityResponses(securityOverviewSchema) },
    handler: async (request): Promise<Envelope<SecurityOverviewAnswer>> => ok(await bindPhone(app.payments, authOf(request).member, merchantOf(request), request.body as BindPhoneRequest, languageOf(request))),
  });

  app.post(apiPaths.securityEmail, {
    preHandler: realAccount,
    schema: { tags, summary: 'Bind or change the e-mail with the code sent to it', headers: merchantHeadersSchema, body: bindEmailBodySchema, response: identityResponses(securityOverviewSchema) },
    handler: async (request): Promise<Envelope<SecurityOverviewAnswer>> => ok(await bindEmail(app.payments, authOf(request).member, merchantOf(request), request.body as BindEmailRequest, languageOf(request))),
  });

  app.get(apiPaths.loginHistory, {
    preHandler: realAccount,
    schema: { tags, summary: 'My sign-ins, newest first', headers: merchantHeadersSchema, querystring: pageQuerySchema, response: identityResponses(loginHistorySchema) },
    handler: async (request): Promise<Envelope<LoginHistoryAnswer>> => ok(await loginHistory(app.payments, authOf(request).member, request.query as PageQuery)),
  });
};
