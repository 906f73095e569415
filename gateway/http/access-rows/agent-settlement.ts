/**
 * Access rows of the settlement part of the agent programme (decision 036): the income call is
 * for agents only; the development settlement clock is public outside production (like
 * /dev/outbox) and absent in production.
 */
import type { AccessRow, Answer } from '../access-matrix';
import type { Role } from '../../test-support/access-kit';

const agentCall: Record<Role, Answer> = {
  guest: 'login',
  member: { status: 403, code: 'NOT_AGENT' },
  trial: 'real-account',
  agent: 'ok',
  foreign: 'login',
};
const publicCall: Record<Role, Answer> = { guest: 'ok', member: 'ok', trial: 'ok', agent: 'ok', foreign: 'ok' };

export const agentSettlementRows: Record<string, AccessRow> = {
  'GET /wps/agent/income': { answers: agentCall, request: { query: { period: 'thisMonth' } } },
  'GET /dev/agent/settlement-clock': { answers: publicCall },
  // Settles what is due now without moving the clock (the smallest body).
  'POST /dev/agent/settlement-clock': { answers: publicCall, request: { body: { runDue: true } } },
};
