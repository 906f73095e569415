/**
 * Access matrix rows of account opening, promotion links and agent transfers (issue 17,
 * docs/decisions/037), spread into accessMatrix (access-matrix.ts). Agent calls: guest 401,
 * member 403 NOT_AGENT, trial 403 TRIAL_NOT_ALLOWED, another merchant's token 401. The upline
 * transfer and the upline are member calls: each role's fresh account is put under agent01 first.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Envelope } from '../../../schemas/envelope';
import type { PromotionLink } from '../../../schemas/agent';
import { paymentPassword, type Role } from '../../test-support/access-kit';
import { must } from '../../test-support/fixtures';
import type { AccessRow, Answer, CallContext } from '../access-matrix';

const agentCall: Record<Role, Answer> = {
  guest: 'login',
  member: { status: 403, code: 'NOT_AGENT' },
  trial: 'real-account',
  agent: 'ok',
  foreign: 'login',
};
const memberCall: Record<Role, Answer> = { guest: 'login', member: 'ok', trial: 'real-account', agent: 'ok', foreign: 'login' };

const openingPassword = 'Tr1cky-Horse-42';
const newUsername = () => `o${randomUUID().replace(/-/g, '').slice(0, 11)}`;
const isReal = (c: CallContext) => c.session.token !== null && (c.role === 'member' || c.role === 'agent');

/** Puts the role's fresh account under agent01 (the upline it transfers to). */
async function underAgent01(c: CallContext): Promise<void> {
  if (!isReal(c) || c.session.memberId === null) return;
  await sql`update members set parent_id = (select id from members where merchant = 'aurora' and account = 'agent01')
             where id = ${c.session.memberId}`.execute(c.kit.gw.database.db);
}

/** Money and a payment password on the role's (fresh) account. */
async function readyToSend(c: CallContext): Promise<void> {
  const token = must(c.session.token);
  await c.kit.fund(token, '1000');
  await c.kit.setPaymentPassword(token);
}

export const agentOpeningRows: Record<string, AccessRow> = {
  'POST /wps/agent/downlines': {
    answers: agentCall,
    request: { sealed: { username: 'opened01', password: openingPassword, role: 'member' } },
    prepare: async () => ({ sealed: { username: newUsername(), password: openingPassword, role: 'member' } }),
  },
  'GET /wps/agent/links': { answers: agentCall },
  'POST /wps/agent/links': { answers: agentCall, freshAccount: true },
  'DELETE /wps/agent/links/{id}': {
    answers: agentCall,
    freshAccount: true,
    request: { params: { id: '00000000-0000-4000-8000-000000000000' } },
    prepare: async (c) => {
      if (c.role !== 'agent') return { params: { id: randomUUID() } };
      const res = await c.kit.send({ method: 'POST', url: '/wps/agent/links', body: {} }, c.session.token);
      return { params: { id: must(res.json<Envelope<PromotionLink>>().value, 'a promotion link').id } };
    },
  },
  'POST /wps/agent/transfers': {
    answers: agentCall,
    freshAccount: true,
    request: { body: { amount: '10', paymentPassword } },
    prepare: async (c) => {
      if (c.role !== 'agent' || c.session.memberId === null) return { body: { toMemberId: randomUUID(), amount: '10', paymentPassword, requestId: randomUUID() } };
      const downline = await c.kit.insertMember({ parentId: c.session.memberId });
      await readyToSend(c);
      return { body: { toMemberId: downline.id, amount: '10', paymentPassword, requestId: randomUUID() } };
    },
  },
  'POST /wps/member/transfers/upline': {
    answers: memberCall,
    freshAccount: true,
    request: { body: { amount: '10', paymentPassword } },
    prepare: async (c) => {
      if (isReal(c)) {
        await underAgent01(c);
        await readyToSend(c);
      }
      return { body: { amount: '10', paymentPassword, requestId: randomUUID() } };
    },
  },
  'GET /wps/member/upline': {
    answers: memberCall,
    freshAccount: true,
    prepare: async (c) => {
      await underAgent01(c);
      return {};
    },
  },
};
