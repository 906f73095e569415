/**
 * The money desk (owner and finance of the merchant; docs/decisions/047): deposit and withdrawal
 * queues, approve / reject a pending withdrawal, receipt disputes and their proofs, manual
 * adjustments. Every POST needs the Idempotency-Key header (400 IDEMPOTENCY_KEY_REQUIRED, before
 * anything is read or written) and answers every retry with its first answer. The ledger check
 * runs the ledger's invariants over the merchant's books when finance asks.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Envelope } from '../../../schemas/envelope';
import {
  consoleMoneyPaths,
  idempotencyHeader,
  idempotencyKeyPattern,
  type AdjustmentAnswer,
  type AdjustmentFields,
  type DisputeResolveFields,
  type LedgerCheckAnswer,
  type QueueDeposit,
  type QueuePage,
  type QueueQuery,
  type QueueWithdrawal,
  type RejectFields,
} from '../../../schemas/console-money';
import { adjustBalance, approveWithdrawal, rejectWithdrawal, resolveDispute, type MoneyActor } from '../../domain/console/money-desk';
import { ledgerCheck } from '../../domain/console/ledger-check';
import { depositQueue, disputeProof, disputeQueue, withdrawalQueue } from '../../domain/console/money-queues';
import { Refusal } from '../../domain/refusal';
import { clientOf, requireStaff, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { firstAnswerOf } from '../../http/first-answer-reply';
import { identityErrorSchema } from '../identity.schemas';
import { consoleResponses, merchantParamsSchema } from './console.schemas';
import {
  adjustmentAnswerSchema,
  adjustmentBodySchema,
  depositPageSchema,
  depositQuerySchema,
  disputeQuerySchema,
  disputeResolveBodySchema,
  idempotencyHeadersSchema,
  ledgerCheckSchema,
  merchantIdParamsSchema,
  merchantMemberParamsSchema,
  proofParamsSchema,
  queueWithdrawalSchema,
  rejectBodySchema,
  withdrawalPageSchema,
  withdrawalQuerySchema,
} from './console-money.schemas';

const tags = ['console'];
const keyPattern = new RegExp(idempotencyKeyPattern);

/** Checked before the body is read: a money call without its key does nothing at all. */
async function requireIdempotencyKey(request: FastifyRequest): Promise<void> {
  const key = request.headers[idempotencyHeader];
  if (typeof key !== 'string' || !keyPattern.test(key)) throw new Refusal(400, 'IDEMPOTENCY_KEY_REQUIRED');
}

function actorOf(request: FastifyRequest): MoneyActor {
  return { session: staffOf(request), client: clientOf(request), key: String(request.headers[idempotencyHeader]) };
}

const moneyGuards = [requireStaff, requireIdempotencyKey];

export const consoleMoneyRoutes: FastifyPluginAsync = async (app) => {
  app.get(consoleMoneyPaths.withdrawals, {
    onRequest: requireStaff,
    schema: { tags, summary: "A merchant's withdrawals, newest first, keyset-paged (owner, finance)", params: merchantParamsSchema, querystring: withdrawalQuerySchema, response: consoleResponses(withdrawalPageSchema) },
    handler: async (request): Promise<Envelope<QueuePage<QueueWithdrawal>>> => {
      const { merchant } = request.params as { merchant: string };
      return ok(await withdrawalQueue(app.console, staffOf(request), merchant, request.query as QueueQuery));
    },
  });

  app.get(consoleMoneyPaths.deposits, {
    onRequest: requireStaff,
    schema: { tags, summary: "A merchant's deposits, newest first, keyset-paged (owner, finance)", params: merchantParamsSchema, querystring: depositQuerySchema, response: consoleResponses(depositPageSchema) },
    handler: async (request): Promise<Envelope<QueuePage<QueueDeposit>>> => {
      const { merchant } = request.params as { merchant: string };
      return ok(await depositQueue(app.console, staffOf(request), merchant, request.query as QueueQuery));
    },
  });

  app.get(consoleMoneyPaths.disputes, {
    onRequest: requireStaff,
    schema: { tags, summary: 'Receipt disputes (partly received, not received) of a merchant (owner, finance)', params: merchantParamsSchema, querystring: disputeQuerySchema, response: consoleResponses(withdrawalPageSchema) },
    handler: async (request): Promise<Envelope<QueuePage<QueueWithdrawal>>> => {
      const { merchant } = request.params as { merchant: string };
      return ok(await disputeQueue(app.console, staffOf(request), merchant, request.query as QueueQuery));
    },
  });

  app.get(consoleMoneyPaths.ledgerCheck, {
    onRequest: requireStaff,
    schema: { tags, summary: "The ledger check of a merchant's books: every transaction balanced, accounts equal to their entries, none below zero, wallets equal to the ledger, the whole ledger summing to zero (owner, finance)", params: merchantParamsSchema, response: consoleResponses(ledgerCheckSchema) },
    handler: async (request): Promise<Envelope<LedgerCheckAnswer>> => {
      const { merchant } = request.params as { merchant: string };
      return ok(await ledgerCheck(app.console, staffOf(request), merchant, new Date(app.console.now())));
    },
  });

  app.get(consoleMoneyPaths.disputeProof, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: "A dispute's proof image (PNG or JPEG; owner, finance)",
      params: proofParamsSchema,
      response: { 200: { description: 'The image bytes.', type: 'string', format: 'binary' }, '4xx': identityErrorSchema },
    },
    handler: async (request, reply) => {
      const { merchant, id, position } = request.params as { merchant: string; id: string; position: number };
      const proof = await disputeProof(app.console, staffOf(request), merchant, id, position);
      void reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').type(proof.contentType);
      return reply.send(Buffer.from(proof.body));
    },
  });

  app.post(consoleMoneyPaths.withdrawalApprove, {
    onRequest: moneyGuards,
    schema: {
      tags,
      summary: 'Approve a pending withdrawal: the provider pays it now (owner, finance); 409 WITHDRAWAL_NOT_PENDING once decided',
      params: merchantIdParamsSchema,
      headers: idempotencyHeadersSchema,
      response: consoleResponses(queueWithdrawalSchema),
    },
    handler: async (request, reply): Promise<Envelope<QueueWithdrawal>> => {
      const { merchant, id } = request.params as { merchant: string; id: string };
      return ok(firstAnswerOf(reply, await approveWithdrawal(app.console, app.payments, actorOf(request), merchant, id)));
    },
  });

  app.post(consoleMoneyPaths.withdrawalReject, {
    onRequest: moneyGuards,
    schema: {
      tags,
      summary: 'Reject a pending withdrawal with a reason: the held amount returns to the main wallet (owner, finance)',
      params: merchantIdParamsSchema,
      headers: idempotencyHeadersSchema,
      body: rejectBodySchema,
      response: consoleResponses(queueWithdrawalSchema),
    },
    handler: async (request, reply): Promise<Envelope<QueueWithdrawal>> => {
      const { merchant, id } = request.params as { merchant: string; id: string };
      const { reason } = request.body as RejectFields;
      return ok(firstAnswerOf(reply, await rejectWithdrawal(app.console, app.payments, actorOf(request), merchant, id, reason)));
    },
  });

  app.post(consoleMoneyPaths.disputeResolve, {
    onRequest: moneyGuards,
    schema: {
      tags,
      summary: 'Resolve a receipt dispute: refund the missing part to the main wallet, or dismiss (owner, finance)',
      params: merchantIdParamsSchema,
      headers: idempotencyHeadersSchema,
      body: disputeResolveBodySchema,
      response: consoleResponses(queueWithdrawalSchema),
    },
    handler: async (request, reply): Promise<Envelope<QueueWithdrawal>> => {
      const { merchant, id } = request.params as { merchant: string; id: string };
      return ok(firstAnswerOf(reply, await resolveDispute(app.console, app.payments, actorOf(request), merchant, id, request.body as DisputeResolveFields)));
    },
  });

  app.post(consoleMoneyPaths.adjustments, {
    onRequest: moneyGuards,
    schema: {
      tags,
      summary: "A manual adjustment of a member's main wallet with a reason (owner, finance)",
      params: merchantMemberParamsSchema,
      headers: idempotencyHeadersSchema,
      body: adjustmentBodySchema,
      response: consoleResponses(adjustmentAnswerSchema),
    },
    handler: async (request, reply): Promise<Envelope<AdjustmentAnswer>> => {
      const { merchant, memberId } = request.params as { merchant: string; memberId: string };
      return ok(firstAnswerOf(reply, await adjustBalance(app.console, app.payments, actorOf(request), merchant, memberId, request.body as AdjustmentFields)));
    },
  });
};
