/**
 * Access matrix rows of raffle tickets and missions (issue 19, docs/decisions/051), spread into
 * accessMatrix (access-matrix.ts): real accounts only (guest and foreign 401, trial 403
 * TRIAL_NOT_ALLOWED). A claim needs an unclaimed ticket of the role's own: one is put on the
 * role's fresh account first.
 */
import { sql } from 'kysely';
import type { Role } from '../../test-support/access-kit';
import { newServerSeed, serverSeedHash } from '../../domain/tickets/raffle-draw';
import type { AccessRow, Answer, CallContext } from '../access-matrix';

const realAccountCall: Record<Role, Answer> = { guest: 'login', member: 'ok', trial: 'real-account', agent: 'ok', foreign: 'login' };
const anyTicket = '00000000-0000-4000-8000-000000000000';

/** An unclaimed ticket on the role's account (its id), or a made-up id for roles without one. */
async function ownTicket(c: CallContext): Promise<string> {
  const memberId = c.session.memberId;
  if (c.session.token === null || memberId === null || (c.role !== 'member' && c.role !== 'agent')) return anyTicket;
  const seed = newServerSeed();
  const { rows } = await sql<{ id: string }>`
    insert into raffle_tickets (merchant, member_id, rule_id, ticket_type, nonce, prizes, server_seed, server_seed_hash)
    select merchant, id, 'access-test', 'golden_egg', 1, '[{"amountMinor":100,"weight":1}]'::jsonb, ${seed}, ${serverSeedHash(seed)}
      from members where id = ${memberId} returning id`.execute(c.kit.gw.database.db);
  return rows[0]?.id ?? anyTicket;
}

export const ticketRows: Record<string, AccessRow> = {
  'GET /wps/member/tickets': { answers: realAccountCall },
  'POST /wps/relay/MCS2_claimRafflePromotion': {
    answers: realAccountCall,
    freshAccount: true,
    request: { body: { ticketId: anyTicket, clientSeed: 'access-matrix' } },
    prepare: async (c) => ({ body: { ticketId: await ownTicket(c), clientSeed: 'access-matrix' } }),
  },
  'GET /wps/relay/MCSFE_getMissionSummaryDetails': { answers: realAccountCall },
  'GET /wps/relay/MCSFE_getMissionLeaderboard': { answers: realAccountCall, request: { query: { missionId: 'daily-bets' } } },
};
