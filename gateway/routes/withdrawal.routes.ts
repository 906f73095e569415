/**
 * Withdrawals: what the page needs (limits, available balance, bank accounts, payment password
 * set?), a withdrawal request, my withdrawals, the receipt confirmation (multipart, with proof
 * images) and a proof image back to its owner (schemas/payments.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import { proofMaxBytes, receiptFields, type Page, type PageQuery, type Withdrawal, type WithdrawalRequest, type WithdrawalSettingsAnswer } from '../../schemas/payments';
import { memberImages } from '../db/identity/member-image-repository';
import { Refusal } from '../domain/refusal';
import { confirmReceipt } from '../domain/payments/withdrawal-receipt';
import { listWithdrawals, requestWithdrawal, withdrawalSettings } from '../domain/payments/withdrawal-service';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { firstAnswerOf } from '../http/first-answer-reply';
import { merchantOf } from '../http/merchant-gate';
import { readMultipartForm } from '../http/multipart-form';
import { identityErrorSchema, identityResponses } from './identity.schemas';
import { authOf, realAccount } from './payments-auth';
import { idParamsSchema, multipartNote, pageQuerySchema, proofParamsSchema, withdrawalPageSchema, withdrawalRequestSchema, withdrawalSchema, withdrawalSettingsSchema } from './payments.schemas';

const tags = ['payments'];

export const withdrawalRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.withdrawalSettings, {
    preHandler: realAccount,
    schema: { tags, summary: 'Withdrawal limits, available balance, bank accounts, whether a payment password is set', headers: merchantHeadersSchema, querystring: merchantQuerySchema, response: identityResponses(withdrawalSettingsSchema) },
    handler: async (request): Promise<Envelope<WithdrawalSettingsAnswer>> => ok(await withdrawalSettings(app.payments, authOf(request).member, merchantOf(request).brand)),
  });

  app.post(apiPaths.withdrawals, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Request a withdrawal to a bound bank account with the payment password; moves the amount into the withdrawal hold',
      description:
        'Idempotent by requestId: every retry gets the first answer, a refusal for the balance included (status and body; header Idempotent-Replayed: true), another body with the same requestId 422 IDEMPOTENCY_CONFLICT. ' +
        'AMOUNT_* and INSUFFICIENT_BALANCE (field /amount), BANK_ACCOUNT_UNKNOWN, PAYMENT_PASSWORD_INCORRECT (400), ' +
        'PAYMENT_PASSWORD_NOT_SET (409), PAYMENT_PASSWORD_LOCKED (429 { retryAfterSeconds }).',
      headers: merchantHeadersSchema,
      body: withdrawalRequestSchema,
      response: identityResponses(withdrawalSchema),
    },
    handler: async (request, reply): Promise<Envelope<Withdrawal>> =>
      ok(firstAnswerOf(reply, await requestWithdrawal(app.payments, authOf(request).member, merchantOf(request).brand, request.body as WithdrawalRequest))),
  });

  app.get(apiPaths.withdrawals, {
    preHandler: realAccount,
    schema: { tags, summary: 'My withdrawals, newest first', headers: merchantHeadersSchema, querystring: pageQuerySchema, response: identityResponses(withdrawalPageSchema) },
    handler: async (request): Promise<Envelope<Page<Withdrawal>>> => ok(await listWithdrawals(app.payments, authOf(request).member, merchantOf(request).brand, request.query as PageQuery)),
  });

  app.post(apiPaths.withdrawalReceipt, {
    preHandler: realAccount,
    bodyLimit: (proofMaxBytes + 64 * 1024) * 4,
    schema: {
      tags,
      summary: 'Confirm a disbursed withdrawal: all received, partly received (amount + 1–3 PNG/JPEG proofs < 5 MiB), or not received',
      description: `${multipartNote} Fields: ${receiptFields.outcome} (all|partial|none), ${receiptFields.receivedAmount}, ${receiptFields.proof} (files).`,
      consumes: ['multipart/form-data'],
      headers: merchantHeadersSchema,
      params: idParamsSchema,
      response: identityResponses(withdrawalSchema),
    },
    handler: async (request): Promise<Envelope<Withdrawal>> => {
      const { member } = authOf(request);
      const form = await readMultipartForm(request);
      const files = form.files.filter((f) => f.field === receiptFields.proof);
      const unknownFile = form.files.find((f) => f.field !== receiptFields.proof);
      if (unknownFile) throw new Refusal(400, 'VALIDATION_FAILED', [{ path: `/${unknownFile.field}`, reason: 'additionalProperties', message: 'error.validation_failed' }]);
      const { id } = request.params as { id: string };
      return ok(
        await confirmReceipt(app.payments, member, merchantOf(request).brand, id, {
          outcome: form.fields.get(receiptFields.outcome) ?? null,
          receivedAmount: form.fields.get(receiptFields.receivedAmount) ?? null,
          files,
          tooManyFiles: form.tooManyFiles,
        }),
      );
    },
  });

  app.get(apiPaths.withdrawalProof, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'A proof image of one of my withdrawals (PNG or JPEG)',
      headers: merchantHeadersSchema,
      params: proofParamsSchema,
      querystring: merchantQuerySchema,
      response: { 200: { description: 'The image bytes.', type: 'string', format: 'binary' }, '4xx': identityErrorSchema },
    },
    handler: async (request, reply) => {
      const { member } = authOf(request);
      const { id, position } = request.params as { id: string; position: number };
      const image = await memberImages.proof(app.payments.db, member.id, id, position);
      if (!image) throw new Refusal(404, 'NOT_FOUND');
      reply.header('content-type', image.contentType);
      reply.header('cache-control', 'private, max-age=3600');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(Buffer.from(image.body));
    },
  });
};
