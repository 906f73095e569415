/**
 * Access matrix rows of the contract calls (gateway/routes/agent/contract.routes.ts, decision
 * 035). Agent calls: guest 401, member 403 NOT_AGENT, trial 403 TRIAL_NOT_ALLOWED, another
 * merchant's token 401; the agent (agent01) is served. The §7 relays are member calls: every
 * real account is served (its own pending request, or an answer to a contract of its own).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { relayPathOfKind, type ContractKind } from '../../../schemas/agent';
import { must } from '../../test-support/fixtures';
import type { MemberType } from '../../db/identity/identity-tables';
import type { AccessRow, Answer, CallContext, RequestParts } from '../access-matrix';
import type { Role } from '../../test-support/access-kit';

const agentCall: Record<Role, Answer> = { guest: 'login', member: { status: 403, code: 'NOT_AGENT' }, trial: 'real-account', agent: 'ok', foreign: 'login' };
const realAccountCall: Record<Role, Answer> = { guest: 'login', member: 'ok', trial: 'real-account', agent: 'ok', foreign: 'login' };

/** The fixed parts the fuzz suite starts from (an id that names nothing); prepare replaces them for the matrix. */
const someId = '00000000-0000-4000-8000-000000000000';
const idParams = { params: { id: someId } };

const tiers = [{ activePeople: 0, betMinor: 1000, lossMinor: 0, ratio: 10 }];
const isReal = (c: CallContext) => c.session.token !== null && c.session.memberId !== null && (c.role === 'member' || c.role === 'agent');

/** A contract of the given state between an upline and a downline, written straight to the table (the matrix tests access, not the lifecycle). */
async function contractRow(c: CallContext, uplineId: string, downlineId: string, kind: ContractKind, state: 'offered' | 'active'): Promise<string> {
  const period = { dividend: 'weekly', dailySalary: 'daily', hourlySalary: 'hourly', realtimeSalary: 'realtime' }[kind];
  const r = await sql<{ id: string }>`
    insert into agent_contracts (merchant, kind, period, state, upline_id, downline_id, tiers, ratio, signed_at, accepted_at)
    values ('aurora', ${kind}, ${period}, ${state}, ${uplineId}, ${downlineId}, ${JSON.stringify(tiers)}::jsonb, 10,
            ${state === 'active' ? sql`now()` : sql`null`}, ${state === 'active' ? sql`now()` : sql`null`})
    returning id`.execute(c.kit.gw.database.db);
  return must(r.rows[0]).id;
}

/** A new direct downline of the agent (agent01 has seeded contracts of every kind with its own). */
async function freshDownline(c: CallContext): Promise<string> {
  return (await c.kit.insertMember({ parentId: must(c.session.memberId) })).id;
}

/** The agent's contract of a fresh downline, in the state the call needs; a random id for the other roles. */
const agentsContract = (state: 'offered' | 'active') => async (c: CallContext): Promise<RequestParts> => {
  if (c.role !== 'agent' || !isReal(c)) return { params: { id: randomUUID() } };
  return { params: { id: await contractRow(c, must(c.session.memberId), await freshDownline(c), 'realtimeSalary', state) } };
};

/** An offer to the role's fresh account from a new upline agent of its own, answered with reject. */
const offerToAnswer = (kind: ContractKind) => async (c: CallContext): Promise<RequestParts> => {
  if (!isReal(c)) return { body: { contractId: randomUUID(), action: 'reject' } };
  const upline = await c.kit.insertMember({ type: 1 as MemberType });
  await sql`update members set parent_id = ${upline.id} where id = ${must(c.session.memberId)}`.execute(c.kit.gw.database.db);
  return { body: { contractId: await contractRow(c, upline.id, must(c.session.memberId), kind, 'offered'), action: 'reject' } };
};

const relayRows = Object.fromEntries(
  (Object.entries(relayPathOfKind) as [ContractKind, string][]).flatMap(([kind, path]) => [
    [`GET ${path}`, { answers: realAccountCall }],
    [`POST ${path}`, { answers: realAccountCall, freshAccount: true, request: { body: { contractId: someId, action: 'reject' } }, prepare: offerToAnswer(kind) }],
  ]),
) as Record<string, AccessRow>;

export const agentContractRows: Record<string, AccessRow> = {
  'GET /wps/agent/contracts': { answers: agentCall, request: { query: { scope: 'offered' } } },
  'POST /wps/agent/contracts': {
    answers: agentCall,
    request: { body: { downlineId: someId, kind: 'realtimeSalary', period: 'realtime', tiers } },
    prepare: async (c) => ({
      body: { downlineId: c.role === 'agent' && isReal(c) ? await freshDownline(c) : randomUUID(), kind: 'realtimeSalary', period: 'realtime', tiers },
    }),
  },
  'GET /wps/agent/contracts/limits': { answers: agentCall },
  'GET /wps/agent/contracts/{id}': { answers: agentCall, request: idParams, prepare: agentsContract('offered') },
  'POST /wps/agent/contracts/{id}/terminate': { answers: agentCall, request: idParams, prepare: agentsContract('active') },
  'POST /wps/agent/contracts/{id}/withdraw': { answers: agentCall, request: idParams, prepare: agentsContract('offered') },
  ...relayRows,
};
