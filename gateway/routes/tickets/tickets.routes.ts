/**
 * Raffle tickets (§3 "Tickets: golden egg, red envelope, prize wheel"; §7 MCS2_claimRafflePromotion;
 * docs/decisions/051): the member's tickets with each one's commitment (GET /wps/member/tickets,
 * not in §7), and the claim that draws a ticket and pays its prize through the ledger. Real
 * accounts only (§6: a trial session is 403 TRIAL_NOT_ALLOWED, in_need_true_account).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiPaths } from '../../../schemas/api-paths';
import type { RaffleClaimRequest } from '../../../schemas/tickets';
import type { MemberRecord } from '../../db/identity/member-repository';
import { claimTicket, listTickets } from '../../domain/tickets/ticket-service';
import { ApiError } from '../../http/api-error';
import { envelopeResponses, merchantHeadersSchema, merchantQuerySchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { requireSession } from '../../http/session-auth';
import { raffleClaimAnswerSchema, raffleClaimBody, ticketsAnswerSchema } from './tickets.schemas';

const tags = ['tickets'];

export function memberOf(request: FastifyRequest): MemberRecord {
  const auth = request.auth;
  if (!auth) throw new ApiError(401, 'UNAUTHORIZED');
  return auth.member;
}

export const ticketRoutes: FastifyPluginAsync = async (app) => {
  const db = app.gateway.db;

  app.get(apiPaths.tickets, {
    preHandler: requireSession({ allowTrial: false }),
    schema: {
      tags,
      summary: 'My raffle tickets and the rules that earn them (session, real account)',
      description: 'Tickets my settled bets have earned are added first (once each, whichever instance answers). An unclaimed ticket shows only the SHA-256 of its server seed.',
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      response: envelopeResponses(ticketsAnswerSchema),
    },
    handler: async (request) => ok(await listTickets(db, memberOf(request))),
  });

  app.post(apiPaths.raffleClaim, {
    preHandler: requireSession({ allowTrial: false }),
    schema: {
      tags,
      summary: 'Claim a raffle ticket: draw its prize provably fairly and pay it (relay MCS2_claimRafflePromotion; session, real account)',
      description:
        'The outcome is HMAC-SHA256(server seed, "clientSeed:nonce") mapped onto the prize weights (schemas/tickets.ts); the answer reveals the server seed. ' +
        'The prize is credited to the main wallet through the ledger (key raffle:<ticket id>). A ticket is drawn once: another claim, concurrent or later, is 409 RAFFLE_TICKET_CLAIMED and pays nothing; ' +
        'a ticket that is not mine is 404 RAFFLE_TICKET_NOT_FOUND.',
      headers: merchantHeadersSchema,
      body: raffleClaimBody,
      response: envelopeResponses(raffleClaimAnswerSchema),
    },
    handler: async (request) => {
      const body = request.body as RaffleClaimRequest;
      return ok(await claimTicket(db, memberOf(request), body.ticketId, body.clientSeed, new Date(request.server.identity.now())));
    },
  });
};
