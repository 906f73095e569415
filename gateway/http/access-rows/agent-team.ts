/**
 * Access rows of the agent centre's team reads (gateway/routes/agent/team.routes.ts; decision
 * 034): agents only — guest and a foreign merchant's token 401, trial 403 TRIAL_NOT_ALLOWED,
 * a member 403 NOT_AGENT.
 */
import { agentPaths } from '../../../schemas/agent';
import type { Answer, AccessRow } from '../access-matrix';
import type { Role } from '../../test-support/access-kit';

/** Needs an agent's session (decision 033). */
export const agentCall: Record<Role, Answer> = {
  guest: 'login',
  member: { status: 403, code: 'NOT_AGENT' },
  trial: 'real-account',
  agent: 'ok',
  foreign: 'login',
};

const get = (path: string): string => `GET ${path}`;

export const agentTeamRows: Record<string, AccessRow> = {
  [get(agentPaths.overview)]: { answers: agentCall, request: { query: { period: 'thisMonth' } } },
  [get(agentPaths.team)]: { answers: agentCall, request: { query: { page: '1', pageSize: '20' } } },
  [get(agentPaths.teamBetting)]: { answers: agentCall, request: { query: { period: 'thisWeek' } } },
  [get(agentPaths.teamTransactions)]: { answers: agentCall, request: { query: { period: 'today' } } },
  [get(agentPaths.subordinateProfitLoss)]: { answers: agentCall, request: { query: { period: 'yesterday' } } },
  [get(agentPaths.accountChanges)]: { answers: agentCall, request: { query: { period: 'custom', from: '2024-01-01', to: '2024-01-31' } } },
  [get(agentPaths.announcements)]: { answers: agentCall, request: { query: { lang: 'EN' } } },
};
