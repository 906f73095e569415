/**
 * The contract calls (issue 17, schemas/agent.ts, decision 035) in one encapsulated plugin with
 * strict body validation and the identity error handler (refusals with a detail value):
 *
 * Agent calls (guest 401, trial 403 TRIAL_NOT_ALLOWED, member 403 NOT_AGENT):
 *   GET  agentPaths.contracts            my contracts (scope mine|offered, kind, state, paging, history)
 *   POST agentPaths.contracts            offer a contract to a direct downline
 *   GET  agentPaths.contract             one contract I am a party of
 *   POST agentPaths.contractTerminate    ask to end an active contract (either side)
 *   POST agentPaths.contractWithdraw     withdraw my offer, or my termination request
 *   GET  agentPaths.contractLimits       the highest ratio I may give, per kind
 * The §7 relays (member calls: a downline answers its upline; trial 403):
 *   GET  relayPathOfKind[kind]           what awaits my answer of that kind (ContractRequestAnswer)
 *   POST relayPathOfKind[kind]           answer it (ContractAnswerRequest)
 *
 * Registered by app.ts: `await app.register(agentContractRoutes)`.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  agentPaths,
  contractKinds,
  relayPathOfKind,
  type Contract,
  type ContractAnswerAnswer,
  type ContractAnswerRequest,
  type ContractKind,
  type ContractLimitsAnswer,
  type ContractRequestAnswer,
  type ContractsAnswer,
  type ContractsQuery,
  type OfferContractRequest,
} from '../../../schemas/agent';
import type { Envelope } from '../../../schemas/envelope';
import { createContractService, type ContractService } from '../../domain/agent/contract-service';
import { Refusal } from '../../domain/refusal';
import { merchantHeadersSchema, merchantQuerySchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { mapError } from '../../http/error-handler';
import { installIdentityErrors } from '../../http/identity-errors';
import { installIdentityValidation } from '../../http/identity-validation';
import { requireSession } from '../../http/session-auth';
import { callerOf, requireAgentSession } from './contract-session';
import {
  answerAnswerSchema,
  answerBody,
  contractResponses,
  contractSchema,
  contractsAnswerSchema,
  contractsQuery,
  idParams,
  limitsSchema,
  offerBody,
  requestAnswerSchema,
} from './contract.schemas';

const tags = ['agent contracts'];

/** Schema refusals of the terms and the period in the contract codes; the rest as identity answers them. */
function installContractErrors(app: FastifyInstance): void {
  let inner: ((this: FastifyInstance, error: unknown, request: FastifyRequest, reply: FastifyReply) => unknown) | null = null;
  installIdentityErrors({ setErrorHandler: (handler: typeof inner) => (inner = handler) } as unknown as FastifyInstance);
  const identityHandler = inner as unknown as (this: FastifyInstance, error: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;
  app.setErrorHandler(function handleContractError(error, request, reply) {
    let translated: unknown = error;
    if (!(error instanceof Refusal) && request.method === 'POST') {
      const mapped = mapError(error);
      const path = mapped.value?.[0]?.path ?? '';
      if (mapped.code === 'VALIDATION_FAILED' && request.url.startsWith(agentPaths.contracts)) {
        if (path === '/tiers' || path.startsWith('/tiers/')) translated = new Refusal(400, 'CONTRACT_TERMS_INVALID', mapped.value);
        else if (path === '/period') translated = new Refusal(400, 'CONTRACT_PERIOD_INVALID', mapped.value);
      }
    }
    return identityHandler.call(this, translated, request, reply);
  });
}

export const agentContractRoutes: FastifyPluginAsync = async (app) => {
  installContractErrors(app);
  installIdentityValidation(app);
  const contracts = createContractService(app.gateway.db, () => app.identity.now());
  const realSession = requireSession({ allowTrial: false });
  const agentRoute = { preHandler: requireAgentSession };

  app.get(agentPaths.contracts, {
    ...agentRoute,
    schema: {
      tags,
      summary: 'My contracts: from my upline (scope mine) or given to my direct downlines (scope offered), newest first, each with its history',
      headers: merchantHeadersSchema,
      querystring: contractsQuery,
      response: contractResponses(contractsAnswerSchema),
    },
    handler: async (request): Promise<Envelope<ContractsAnswer>> => {
      const q = request.query as ContractsQuery & { page: number; pageSize: number };
      const { items, total } = await contracts.list(callerOf(request), q);
      return ok({ items, page: q.page, pageSize: q.pageSize, total });
    },
  });

  app.post(agentPaths.contracts, {
    ...agentRoute,
    schema: {
      tags,
      summary: 'Offer a contract to a direct downline (an open offer of the same kind is replaced)',
      description:
        'Refusals (nothing written): CONTRACT_TERMS_INVALID (400: tiers 1..10, thresholds non-negative safe integers, only those of the kind, rising; ratios 1..10000 rising), ' +
        'CONTRACT_PERIOD_INVALID (400: a period the kind does not use), NOT_IN_TEAM (404: not in my subtree), NOT_DIRECT_DOWNLINE (400), ' +
        'CONTRACT_RATIO_ABOVE_UPLINE (400: above my own contract of the kind from my upline, or the merchant cap when I have no upline), CONTRACT_EXISTS (409: an active contract of the kind).',
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      body: offerBody,
      response: contractResponses(contractSchema),
    },
    handler: async (request): Promise<Envelope<Contract>> => ok(await contracts.offer(callerOf(request), request.body as OfferContractRequest)),
  });

  app.get(agentPaths.contractLimits, {
    ...agentRoute,
    schema: {
      tags,
      summary: 'The highest ratio I may give per kind: my own contract of that kind from my upline (0 when none), or the merchant cap when I have no upline',
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      response: contractResponses(limitsSchema),
    },
    handler: async (request): Promise<Envelope<ContractLimitsAnswer>> => ok(await contracts.limits(callerOf(request))),
  });

  app.get(agentPaths.contract, {
    ...agentRoute,
    schema: {
      tags,
      summary: 'One contract I am a party of (404 CONTRACT_UNKNOWN otherwise)',
      headers: merchantHeadersSchema,
      params: idParams,
      querystring: merchantQuerySchema,
      response: contractResponses(contractSchema),
    },
    handler: async (request): Promise<Envelope<Contract>> => ok(await contracts.get(callerOf(request), (request.params as { id: string }).id)),
  });

  app.post(agentPaths.contractTerminate, {
    ...agentRoute,
    schema: {
      tags,
      summary: 'Ask to end an active contract (either side); the other side agrees or refuses through the relay',
      description: 'CONTRACT_UNKNOWN (404) when I am not a party; CONTRACT_STATE (409) when it is not active.',
      headers: merchantHeadersSchema,
      params: idParams,
      querystring: merchantQuerySchema,
      response: contractResponses(contractSchema),
    },
    handler: async (request): Promise<Envelope<Contract>> => ok(await contracts.terminate(callerOf(request), (request.params as { id: string }).id)),
  });

  app.post(agentPaths.contractWithdraw, {
    ...agentRoute,
    schema: {
      tags,
      summary: 'Withdraw my offer (upline), or my own termination request (the contract stays active)',
      description: 'CONTRACT_UNKNOWN (404) when I am not a party; CONTRACT_STATE (409) when there is nothing of mine to withdraw.',
      headers: merchantHeadersSchema,
      params: idParams,
      querystring: merchantQuerySchema,
      response: contractResponses(contractSchema),
    },
    handler: async (request): Promise<Envelope<Contract>> => ok(await contracts.withdraw(callerOf(request), (request.params as { id: string }).id)),
  });

  for (const kind of contractKinds) relayRoutes(app, contracts, kind, realSession);
};

function relayRoutes(app: FastifyInstance, contracts: ContractService, kind: ContractKind, realSession: ReturnType<typeof requireSession>): void {
  const path = relayPathOfKind[kind];
  app.get(path, {
    preHandler: realSession,
    schema: {
      tags,
      summary: `The ${kind} request awaiting my answer (requestType 0 nothing, 1 an offer from my upline, 2 a termination request from the other side)`,
      description: 'An offer from my upline comes first, then my upline’s termination request, then my downlines’ termination requests on contracts I gave (oldest contract first).',
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      response: contractResponses(requestAnswerSchema),
    },
    handler: async (request): Promise<Envelope<ContractRequestAnswer>> => ok(await contracts.pending(callerOf(request), kind)),
  });
  app.post(path, {
    preHandler: realSession,
    schema: {
      tags,
      summary: `Answer a ${kind} request: accept or reject an offer, agree to or refuse a termination request`,
      description:
        'CONTRACT_UNKNOWN (404: not mine, or of another kind), CONTRACT_STATE (409: nothing to answer), CONTRACT_SIGNATURE_REQUIRED (400: accept a dividend without sign: true), ' +
        "CONTRACT_RATIO_ABOVE_UPLINE (409: the upline can no longer give this ratio), CONTRACT_DOWNLINE_RATIO_HIGHER (409, value { conflicts }: I gave a downline a higher ratio of this kind; send terminateConflicting: true to end those contracts with the acceptance).",
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      body: answerBody,
      response: contractResponses(answerAnswerSchema),
    },
    handler: async (request): Promise<Envelope<ContractAnswerAnswer>> => ok(await contracts.answer(callerOf(request), kind, request.body as ContractAnswerRequest)),
  });
}
