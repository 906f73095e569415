/**
 * Access matrix rows of promotions, the reward centre and feedback (issue 19, decision 050),
 * spread into accessMatrix (access-matrix.ts). Lists, details and banners are public; joining,
 * applying, claiming, signing in, bonuses and feedback need a real account (trial 403
 * TRIAL_NOT_ALLOWED → in_need_true_account; guests and other merchants' tokens 401).
 */
import { randomUUID } from 'node:crypto';
import { promotionPaths } from '../../../schemas/promotions';
import type { Multipart } from '../../routes/payments-test-kit';
import type { Role } from '../../test-support/access-kit';
import { must } from '../../test-support/fixtures';
import { pngWithPayload } from '../../test-support/upload-images';
import type { AccessRow, Answer, CallContext } from '../access-matrix';

const publicCall: Record<Role, Answer> = { guest: 'ok', member: 'ok', trial: 'ok', agent: 'ok', foreign: 'ok' };
const memberCall: Record<Role, Answer> = { guest: 'login', member: 'ok', trial: 'real-account', agent: 'ok', foreign: 'login' };
const real = (c: CallContext) => c.session.token !== null && (c.role === 'member' || c.role === 'agent');
const image = () => ({ field: 'images', name: 'shot.png', type: 'image/png', body: pngWithPayload() });
const application: Multipart = { fields: { promotionId: 'welcome-bonus', remark: 'first deposit' }, files: [image()] };

async function joined(c: CallContext): Promise<void> {
  if (real(c)) await c.kit.send({ method: 'POST', url: promotionPaths.join, body: { promotionId: 'welcome-bonus' } }, c.session.token);
}

async function applied(c: CallContext): Promise<void> {
  await joined(c);
  if (real(c)) await c.kit.send({ method: 'POST', url: promotionPaths.requestReward, multipart: application }, c.session.token);
}

export const promotionRows: Record<string, AccessRow> = {
  'GET /wps/promotions': { answers: publicCall },
  'GET /wps/promotions/{id}': { answers: publicCall, request: { params: { id: 'welcome-bonus' } } },
  'GET /wps/promotions/{id}/banner/{lang}': { answers: publicCall, request: { params: { id: 'welcome-bonus', lang: 'EN' } } },
  'POST /wps/relay/MCSFE_signUpPromotionJoin': { answers: memberCall, freshAccount: true, request: { body: { promotionId: 'welcome-bonus' } } },
  'POST /wps/relay/MCSFE_signUpRequestReward': {
    answers: memberCall,
    freshAccount: true,
    request: { multipart: application },
    prepare: async (c) => {
      await joined(c);
      return {};
    },
  },
  'POST /wps/promotions/{id}/claim': {
    answers: memberCall,
    freshAccount: true,
    request: { params: { id: 'welcome-bonus' } },
    prepare: async (c) => {
      await applied(c);
      if (real(c)) {
        const body = { merchant: 'aurora', account: must(c.session.account), promotionId: 'welcome-bonus', decision: 'approve' };
        await c.kit.send({ method: 'POST', url: promotionPaths.devDecision, body }, null);
      }
      return {};
    },
  },
  'POST /wps/promotions/{id}/sign-in': { answers: memberCall, freshAccount: true, request: { params: { id: 'daily-check-in' } } },
  'GET /wps/promotions/{id}/application/images/{position}': {
    answers: memberCall,
    freshAccount: true,
    request: { params: { id: 'welcome-bonus', position: '1' } },
    prepare: async (c) => {
      await applied(c);
      return {};
    },
  },
  'GET /wps/member/bonuses': { answers: memberCall },
  'PUT /wps/feedback': { answers: memberCall, freshAccount: true, request: { multipart: { fields: { content: 'The lobby is great' }, files: [image()] } } },
  'GET /wps/feedback': { answers: memberCall },
  'GET /wps/feedback/{id}/images/{position}': {
    answers: memberCall,
    freshAccount: true,
    request: { params: { id: randomUUID(), position: '1' } },
    prepare: async (c) => {
      if (!real(c)) return {};
      const res = await c.kit.send({ method: 'PUT', url: promotionPaths.feedback, multipart: { fields: { content: 'The lobby is great' }, files: [image()] } }, c.session.token);
      return { params: { id: must((res.json() as { value: { id: string } | null }).value, 'a feedback id').id, position: '1' } };
    },
  },
  // Development only (absent in production): an application under review is named in the body.
  'POST /dev/promotions/decision': {
    answers: { guest: { status: 404, code: 'NOT_FOUND' }, member: { status: 404, code: 'NOT_FOUND' }, trial: { status: 404, code: 'NOT_FOUND' }, agent: { status: 404, code: 'NOT_FOUND' }, foreign: { status: 404, code: 'NOT_FOUND' } },
    request: { body: { merchant: 'aurora', account: 'nobody-here', promotionId: 'welcome-bonus', decision: 'approve' } },
  },
};
