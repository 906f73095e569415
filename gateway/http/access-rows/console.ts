/**
 * The operator console's rows of the player access matrix (docs/decisions/030, 040). Console
 * calls are not player calls: every player role (guest, member, trial, agent, another
 * merchant's member) gets 401 UNAUTHORIZED from them, whatever Bearer token it sends, with
 * nothing read or written. Only the captcha and sign-in answer without a staff session: sign-in
 * signs in a staff member of the role's own (a new one per role: an authenticator step is
 * accepted once). Staff roles × merchants are covered by gateway/http/console-access.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { staffRoles } from '../../../schemas/console';
import type { Role } from '../../test-support/access-kit';
import { addStaff, totpCode } from '../../test-support/console-kit';
import type { AccessRow, Answer } from '../access-matrix';

const everyone = (a: Answer): Record<Role, Answer> => ({ guest: a, member: a, trial: a, agent: a, foreign: a });
const staffOnly = everyone('login');
const someStaffId = randomUUID();

export const consoleRows: Record<string, AccessRow> = {
  'GET /console/api/captcha': { answers: everyone('ok') },
  'POST /console/api/session': {
    answers: everyone('ok'),
    request: { body: { username: 'demo-owner', password: 'x', code: '000000' } },
    prepare: async (c) => {
      const staff = await addStaff(c.kit.gw, [{ role: staffRoles[0], merchant: null }]);
      return { body: { username: staff.username, password: staff.password, code: await totpCode(staff.secret) } };
    },
  },
  'DELETE /console/api/session': { answers: staffOnly },
  'GET /console/api/me': { answers: staffOnly },
  'GET /console/api/merchants': { answers: staffOnly },
  'GET /console/api/staff': { answers: staffOnly },
  'POST /console/api/staff': {
    answers: staffOnly,
    request: { body: { username: 'new-staff-member', password: 'Long-enough-pass-2468', grants: [{ role: 'product', merchant: 'aurora' }] } },
  },
  'POST /console/api/staff/{id}/disable': { answers: staffOnly, request: { params: { id: someStaffId } } },
  'GET /console/api/audit': { answers: staffOnly, request: { query: { merchant: 'aurora' } } },
  'GET /console/api/audit.csv': { answers: staffOnly, request: { query: { merchant: 'aurora' } } },
  'GET /console/api/merchants/{merchant}/modules': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'PUT /console/api/merchants/{merchant}/modules': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { changes: { DIRECTREG3: true } } } },
};
