/**
 * Access matrix rows of the points mall and VIP (issue 19, docs/decisions/049), spread into
 * accessMatrix (access-matrix.ts). Member calls: guest 401, trial 403 TRIAL_NOT_ALLOWED, another
 * merchant's token 401. Redeem and convert get past every guard to the balance check: a fresh
 * account with a payment password and no points → 409 POINTS_INSUFFICIENT (success is in
 * gateway/routes/points/points.routes.test.ts, which plays rounds first).
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '../../test-support/access-kit';
import { paymentPassword } from '../../test-support/access-kit';
import { must } from '../../test-support/fixtures';
import type { AccessRow, Answer, CallContext } from '../access-matrix';

const memberCall: Record<Role, Answer> = { guest: 'login', member: 'ok', trial: 'real-account', agent: 'ok', foreign: 'login' };
const noPoints: Answer = { status: 409, code: 'POINTS_INSUFFICIENT' };
const spendCall: Record<Role, Answer> = { guest: 'login', member: noPoints, trial: 'real-account', agent: noPoints, foreign: 'login' };
const notFound: Answer = { status: 404, code: 'NOT_FOUND' };

/** A payment password on the role's fresh account. */
async function withPaymentPassword(c: CallContext): Promise<void> {
  if (c.session.token === null || (c.role !== 'member' && c.role !== 'agent')) return;
  await c.kit.setPaymentPassword(must(c.session.token));
}

export const pointsRows: Record<string, AccessRow> = {
  'GET /wps/relay/MCS2_getPointBalance': { answers: memberCall },
  'GET /wps/relay/getPointConfig': { answers: memberCall },
  'GET /wps/relay/getPointReward': { answers: memberCall, request: { query: { lang: 'EN' } } },
  'GET /wps/relay/getRedeemPointList': { answers: memberCall },
  'GET /wps/relay/ODSFE2_MemTransDet': { answers: memberCall },
  'GET /wps/member/vip': { answers: memberCall },
  'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': {
    answers: spendCall,
    freshAccount: true,
    request: { sealed: { requestId: '00000000-0000-4000-8000-000000000000', productCode: 'voucher10', quantity: 1, paymentPassword } },
    prepare: async (c) => {
      await withPaymentPassword(c);
      return { sealed: { requestId: randomUUID(), productCode: 'voucher10', quantity: 1, paymentPassword } };
    },
  },
  'POST /wps/relay/passwordCheck/MCS2_convertPoint': {
    answers: spendCall,
    freshAccount: true,
    request: { sealed: { requestId: '00000000-0000-4000-8000-000000000000', points: 100, paymentPassword } },
    prepare: async (c) => {
      await withPaymentPassword(c);
      return { sealed: { requestId: randomUUID(), points: 100, paymentPassword } };
    },
  },
  // Development only: an exchange nobody made → 404 for everyone.
  'POST /dev/points/exchanges/{id}/decision': {
    answers: { guest: notFound, member: notFound, trial: notFound, agent: notFound, foreign: notFound },
    request: { params: { id: '00000000-0000-4000-8000-000000000000' }, body: { status: 'approved' } },
  },
};
