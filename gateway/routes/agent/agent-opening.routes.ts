/**
 * Account opening, promotion links and agent transfers (schemas/agent.ts; issue 17;
 * docs/decisions/037-agent-opening-links-transfers.md). One encapsulated plugin with the payment
 * error handler (amount codes, ledger refusals) and strict body validation; registered by app.ts.
 * Agent calls sit behind requireAgent (gateway/http/agent-guard.ts); the upline transfer and the upline are member calls.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  agentPaths,
  type AgentTransferAnswer,
  type CreateLinkRequest,
  type DownlineTransferRequest,
  type OpenDownlineAnswer,
  type PromotionLink,
  type UplineAnswer,
  type UplineTransferRequest,
} from '../../../schemas/agent';
import type { Envelope } from '../../../schemas/envelope';
import type { SealedPayload } from '../../../schemas/sealed-payload';
import { checkOpeningPayload, openDownline, openingsPerHour, takenNamesPerHour } from '../../domain/agent/account-opening';
import { agentTransfer, directDownlineOf, uplineOf } from '../../domain/agent/agent-transfer';
import { createLink, deleteLink, listLinks } from '../../domain/agent/promotion-links';
import { Refusal } from '../../domain/refusal';
import { merchantHeadersSchema, merchantQuerySchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { toFieldProblems } from '../../http/error-handler';
import { firstAnswerOf } from '../../http/first-answer-reply';
import { installIdentityValidation } from '../../http/identity-validation';
import { merchantOf } from '../../http/merchant-gate';
import { sealedBody } from '../../http/sealed-body';
import { identityResponses } from '../identity.schemas';
import { authOf, realAccount } from '../payments-auth';
import { installPaymentErrors } from '../payments.routes';
import { registrationContext } from '../register-context';
import { agentSessionOf, requireAgent } from '../../http/agent-guard';
import {
  agentTransferAnswerSchema,
  createLinkBodySchema,
  downlineTransferBodySchema,
  linkParamsSchema,
  openDownlineAnswerSchema,
  openDownlinePlaintext,
  promotionLinksSchema,
  promotionLinkSchema,
  uplineAnswerSchema,
  uplineTransferBodySchema,
} from './agent-opening.schemas';

const tags = ['agent'];
const agentOnly = 'Agents only: guest 401 UNAUTHORIZED, trial 403 TRIAL_NOT_ALLOWED, member 403 NOT_AGENT.';
const transferRules =
  'Payment password required (PAYMENT_PASSWORD_INCORRECT 400, PAYMENT_PASSWORD_NOT_SET 409, PAYMENT_PASSWORD_LOCKED 429). ' +
  "Amount in major units: AMOUNT_INVALID / AMOUNT_PRECISION / AMOUNT_TOO_SMALL / AMOUNT_TOO_LARGE (the brand's per-transfer limits), " +
  "INSUFFICIENT_BALANCE, AGENT_TRANSFER_LIMIT (the sender's daily total), all 400 on /amount. Idempotent by requestId: every retry " +
  'gets the first answer (header Idempotent-Replayed: true), another body with the same requestId 422 IDEMPOTENCY_CONFLICT. ' +
  'Main wallet → main wallet, ledger kind agent_transfer; both members see it in their account record.';

export const agentOpeningRoutes: FastifyPluginAsync = async (app) => {
  installPaymentErrors(app);
  installIdentityValidation(app);
  const db = app.gateway.db;

  app.post(agentPaths.downlines, {
    preHandler: requireAgent,
    schema: {
      tags,
      summary: 'Open a downline account under me (sealed, like registration)',
      description:
        `${agentOnly} The new member: parent = me, my merchant and currency; role agent = the brand's first agent type. ` +
        `Refusals: 400 field problems, 409 USERNAME_TAKEN; 429 RATE_LIMITED after ${openingsPerHour} accounts opened or ` +
        `${takenNamesPerHour} names refused as taken in the sliding hour.`,
      headers: merchantHeadersSchema,
      body: sealedBody(openDownlinePlaintext),
      response: identityResponses(openDownlineAnswerSchema),
    },
    handler: async (request): Promise<Envelope<OpenDownlineAnswer>> => {
      const { member } = agentSessionOf(request);
      const ctx = await registrationContext(request);
      const opened = await app.identity.openSealed(request.body as SealedPayload);
      if (!opened.ok) throw new Refusal(400, opened.code);
      const body = checkOpeningPayload(ctx, opened.value);
      return ok(await openDownline({ db, identity: app.identity }, ctx, member, body));
    },
  });

  app.get(agentPaths.links, {
    preHandler: requireAgent,
    schema: {
      tags,
      summary: 'My promotion links (affiliate codes) with registrations counted per link',
      description: agentOnly,
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      response: identityResponses(promotionLinksSchema),
    },
    handler: async (request): Promise<Envelope<PromotionLink[]>> => {
      const { member } = agentSessionOf(request);
      return ok(await listLinks(db, merchantOf(request).brand, member.merchant, member.id));
    },
  });

  app.post(agentPaths.links, {
    preHandler: requireAgent,
    schema: {
      tags,
      summary: 'Create a promotion link: a chosen code, or a generated one',
      description: `${agentOnly} 409 LINK_CODE_TAKEN (the merchant has the code, live or deleted), 409 LINK_LIMIT (20 live links).`,
      headers: merchantHeadersSchema,
      body: createLinkBodySchema,
      response: identityResponses(promotionLinkSchema),
    },
    // The field is named `code` like a verification code's: its problems are a link's, not CODE_*.
    attachValidation: true,
    handler: async (request): Promise<Envelope<PromotionLink>> => {
      const { member } = agentSessionOf(request);
      if (request.validationError) throw new Refusal(400, 'VALIDATION_FAILED', toFieldProblems(request.validationError.validation, (request.validationError as { validationContext?: string }).validationContext));
      const { code } = request.body as CreateLinkRequest;
      return ok(await createLink(db, merchantOf(request).brand, member.merchant, member.id, code));
    },
  });

  app.delete(agentPaths.link, {
    preHandler: requireAgent,
    schema: {
      tags,
      summary: 'Delete one of my promotion links (disabled: registrations through it keep their attribution); answers my links left',
      description: `${agentOnly} 404 LINK_UNKNOWN for anything but one of my live links.`,
      headers: merchantHeadersSchema,
      params: linkParamsSchema,
      querystring: merchantQuerySchema,
      response: identityResponses(promotionLinksSchema),
    },
    handler: async (request): Promise<Envelope<PromotionLink[]>> => {
      const { member } = agentSessionOf(request);
      const { id } = request.params as { id: string };
      await deleteLink(db, member.merchant, member.id, id, new Date(app.identity.now()));
      return ok(await listLinks(db, merchantOf(request).brand, member.merchant, member.id));
    },
  });

  app.post(agentPaths.transferToDownline, {
    preHandler: requireAgent,
    schema: {
      tags,
      summary: 'Transfer from my main wallet to a DIRECT downline',
      description:
        `${agentOnly} toMemberId outside my team (another branch or merchant, unknown) 404 NOT_IN_TEAM; myself, a deeper ` +
        `level or a disabled downline 403 AGENT_TRANSFER_NOT_ALLOWED. ${transferRules}`,
      headers: merchantHeadersSchema,
      body: downlineTransferBodySchema,
      response: identityResponses(agentTransferAnswerSchema),
    },
    handler: async (request, reply): Promise<Envelope<AgentTransferAnswer>> => {
      const { member } = agentSessionOf(request);
      const body = request.body as DownlineTransferRequest;
      const to = await directDownlineOf(app.payments, member, body.toMemberId);
      return ok(firstAnswerOf(reply, await agentTransfer(app.payments, merchantOf(request).brand, member, to, 'toDownline', body)));
    },
  });

  app.post(agentPaths.transferToUpline, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Transfer from my main wallet to my direct upline (started by the downline: READINGS #23)',
      description: `Real accounts: guest 401, trial 403 TRIAL_NOT_ALLOWED. No upline 404 NO_UPLINE; a disabled upline 403 AGENT_TRANSFER_NOT_ALLOWED. ${transferRules}`,
      headers: merchantHeadersSchema,
      body: uplineTransferBodySchema,
      response: identityResponses(agentTransferAnswerSchema),
    },
    handler: async (request, reply): Promise<Envelope<AgentTransferAnswer>> => {
      const { member } = authOf(request);
      const to = await uplineOf(app.payments, member);
      return ok(firstAnswerOf(reply, await agentTransfer(app.payments, merchantOf(request).brand, member, to, 'toUpline', request.body as UplineTransferRequest)));
    },
  });

  app.get(agentPaths.upline, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'My direct upline (account, nickname) for the transfer form',
      description: 'Real accounts: guest 401, trial 403 TRIAL_NOT_ALLOWED. No upline 404 NO_UPLINE.',
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      response: identityResponses(uplineAnswerSchema),
    },
    handler: async (request): Promise<Envelope<UplineAnswer>> => {
      const up = await uplineOf(app.payments, authOf(request).member);
      return ok({ account: up.account, nickname: up.nickname });
    },
  });
};
