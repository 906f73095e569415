/** Deposits (depositv2): the brand's channels, a deposit request, my deposits (schemas/payments.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { Deposit, DepositChannelsAnswer, DepositRequest, Page, PageQuery } from '../../schemas/payments';
import { listDeposits, requestDeposit } from '../domain/payments/deposit-service';
import { moneyOf, paymentsOf } from '../domain/payments/payment-settings';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { firstAnswerOf } from '../http/first-answer-reply';
import { merchantOf } from '../http/merchant-gate';
import { identityResponses } from './identity.schemas';
import { authOf, realAccount } from './payments-auth';
import { depositChannelsSchema, depositPageSchema, depositRequestSchema, depositSchema, pageQuerySchema } from './payments.schemas';

const tags = ['payments'];

export const depositRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.depositChannels, {
    preHandler: realAccount,
    schema: { tags, summary: "The brand's deposit channels with their limits (minor units)", headers: merchantHeadersSchema, querystring: merchantQuerySchema, response: identityResponses(depositChannelsSchema) },
    handler: async (request): Promise<Envelope<DepositChannelsAnswer>> => {
      const { member } = authOf(request);
      const { brand } = merchantOf(request);
      return ok({ ...moneyOf(member, brand), channels: paymentsOf(brand).deposit.channels });
    },
  });

  app.post(apiPaths.deposits, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Request a deposit: pending until the payment provider confirms, then credited to the main wallet',
      description:
        'Idempotent by requestId: every retry gets the first answer (status and body; header Idempotent-Replayed: true), another body with the same requestId 422 IDEMPOTENCY_CONFLICT. ' +
        'Amount problems: AMOUNT_INVALID, AMOUNT_PRECISION, AMOUNT_TOO_SMALL, AMOUNT_TOO_LARGE (field /amount).',
      headers: merchantHeadersSchema,
      body: depositRequestSchema,
      response: identityResponses(depositSchema),
    },
    handler: async (request, reply): Promise<Envelope<Deposit>> =>
      ok(firstAnswerOf(reply, await requestDeposit(app.payments, authOf(request).member, merchantOf(request).brand, request.body as DepositRequest))),
  });

  app.get(apiPaths.deposits, {
    preHandler: realAccount,
    schema: { tags, summary: 'My deposits, newest first', headers: merchantHeadersSchema, querystring: pageQuerySchema, response: identityResponses(depositPageSchema) },
    handler: async (request): Promise<Envelope<Page<Deposit>>> => ok(await listDeposits(app.payments, authOf(request).member, merchantOf(request).brand, request.query as PageQuery)),
  });
};
