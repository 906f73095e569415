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
const someId = randomUUID();
/** A money call's Idempotency-Key (docs/decisions/047). */
const keyed = () => ({ 'idempotency-key': `access-${randomUUID()}` });

/** Content bodies, whole (every field given: the fuzzer breaks one at a time). */
const schedule = { startAt: '2026-01-01T00:00:00.000Z', endAt: '2027-01-01T00:00:00.000Z', enabled: true, sort: 0 };
const texts = { title: { EN: 'Title' }, content: { EN: '<p>Body</p>' } };
const noticeFields = { type: 'PL', promotionType: 'NEWS', platform: 'ALL', ...texts, ...schedule };
const popupFields = { execution: 'B', promotionType: 'WELCOME', platform: 'ALL', ...texts, ...schedule };
const bannerFields = { groupName: 'w_home', title: { EN: 'Banner' }, imagePath: `/lgw/media/${'a'.repeat(64)}.png`, linkageType: 'URL', linkTarget: 'https://example.com/', platform: 'ALL', ...schedule };
const helpFields = { category: 'deposits', ...texts, sort: 0, enabled: true };
const pageFields = { title: { EN: 'Page' }, enabled: true, sections: [{ key: 'first', ...texts }] };

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
  'GET /console/api/merchant-directory': { answers: staffOnly },
  'POST /console/api/merchants': { answers: staffOnly, request: { body: { code: 'access-new', brand: { merchant: 'access-new' } } } },
  'GET /console/api/merchants/{merchant}/brand': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'GET /console/api/merchants/{merchant}/brand/export': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'PUT /console/api/merchants/{merchant}/brand/draft': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { brand: { merchant: 'aurora' } } } },
  'POST /console/api/merchants/{merchant}/brand/publish': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'POST /console/api/merchants/{merchant}/brand/assets': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'POST /console/api/merchants/{merchant}/brand/preview': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { palette: 'light' } } },
  'PUT /console/api/merchants/{merchant}/modules': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { changes: { DIRECTREG3: true } } } },
  'GET /console/api/merchants/{merchant}/register-rules': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'PUT /console/api/merchants/{merchant}/register-rules': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { rules: {} } } },
  'GET /console/api/merchants/{merchant}/status': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'PUT /console/api/merchants/{merchant}/status': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { maintenance: { mode: 'now', start: null, end: null, message: {} }, region: { countries: [], ranges: [] } } } },
  // The money desk and the support desk (docs/decisions/047).
  'GET /console/api/merchants/{merchant}/withdrawals': { answers: staffOnly, request: { params: { merchant: 'aurora' }, query: { status: 'pending' } } },
  'GET /console/api/merchants/{merchant}/deposits': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'GET /console/api/merchants/{merchant}/disputes': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'GET /console/api/merchants/{merchant}/disputes/{id}/proofs/{position}': { answers: staffOnly, request: { params: { merchant: 'aurora', id: someId, position: '1' } } },
  'GET /console/api/merchants/{merchant}/ledger-check': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'POST /console/api/merchants/{merchant}/withdrawals/{id}/approve': { answers: staffOnly, request: { params: { merchant: 'aurora', id: someId }, headers: keyed() } },
  'POST /console/api/merchants/{merchant}/withdrawals/{id}/reject': { answers: staffOnly, request: { params: { merchant: 'aurora', id: someId }, headers: keyed(), body: { reason: 'Name does not match' } } },
  'POST /console/api/merchants/{merchant}/disputes/{id}/resolve': { answers: staffOnly, request: { params: { merchant: 'aurora', id: someId }, headers: keyed(), body: { outcome: 'dismiss', reason: 'Bank confirms' } } },
  'POST /console/api/merchants/{merchant}/members/{memberId}/adjustments': { answers: staffOnly, request: { params: { merchant: 'aurora', memberId: someId }, headers: keyed(), body: { amountMinor: 100, reason: 'Goodwill' } } },
  'GET /console/api/merchants/{merchant}/members': { answers: staffOnly, request: { params: { merchant: 'aurora' }, query: { q: 'player' } } },
  'GET /console/api/merchants/{merchant}/members/{memberId}': { answers: staffOnly, request: { params: { merchant: 'aurora', memberId: someId } } },
  'GET /console/api/merchants/{merchant}/members/{memberId}/ledger': { answers: staffOnly, request: { params: { merchant: 'aurora', memberId: someId } } },
  'GET /console/api/merchants/{merchant}/members/{memberId}/logins': { answers: staffOnly, request: { params: { merchant: 'aurora', memberId: someId } } },
  ...Object.fromEntries(
    ['lock', 'unlock', 'reset-authenticator', 'force-password-change'].map((action) => [
      `POST /console/api/merchants/{merchant}/members/{memberId}/${action}`,
      { answers: staffOnly, request: { params: { merchant: 'aurora', memberId: someId }, body: { reason: 'Asked by the player' } } },
    ]),
  ),
  // The promotion review desk (docs/decisions/057).
  'GET /console/api/merchants/{merchant}/promotion-applications': { answers: staffOnly, request: { params: { merchant: 'aurora' }, query: { status: 'applying' } } },
  'GET /console/api/merchants/{merchant}/promotion-applications/{id}': { answers: staffOnly, request: { params: { merchant: 'aurora', id: someId } } },
  'GET /console/api/merchants/{merchant}/promotion-applications/{id}/images/{position}': { answers: staffOnly, request: { params: { merchant: 'aurora', id: someId, position: '1' } } },
  'POST /console/api/merchants/{merchant}/promotion-applications/{id}/approve': { answers: staffOnly, request: { params: { merchant: 'aurora', id: someId } } },
  'POST /console/api/merchants/{merchant}/promotion-applications/{id}/reject': { answers: staffOnly, request: { params: { merchant: 'aurora', id: someId }, body: { reason: 'Receipt not readable' } } },
  // Content (docs/decisions/048).
  'GET /console/api/merchants/{merchant}/announcements': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'POST /console/api/merchants/{merchant}/announcements': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { slug: 'new-notice', ...noticeFields } } },
  'PUT /console/api/merchants/{merchant}/announcements/{slug}': { answers: staffOnly, request: { params: { merchant: 'aurora', slug: 'maintenance-window' }, body: noticeFields } },
  'DELETE /console/api/merchants/{merchant}/announcements/{slug}': { answers: staffOnly, request: { params: { merchant: 'aurora', slug: 'maintenance-window' } } },
  'GET /console/api/merchants/{merchant}/popup': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'POST /console/api/merchants/{merchant}/popup': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { slug: 'new-popup', ...popupFields } } },
  'PUT /console/api/merchants/{merchant}/popup/{slug}': { answers: staffOnly, request: { params: { merchant: 'aurora', slug: 'welcome-popup' }, body: popupFields } },
  'DELETE /console/api/merchants/{merchant}/popup/{slug}': { answers: staffOnly, request: { params: { merchant: 'aurora', slug: 'welcome-popup' } } },
  'GET /console/api/merchants/{merchant}/banners': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'POST /console/api/merchants/{merchant}/banners': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { slug: 'new-banner', ...bannerFields } } },
  'PUT /console/api/merchants/{merchant}/banners/{slug}': { answers: staffOnly, request: { params: { merchant: 'aurora', slug: 'home-welcome' }, body: bannerFields } },
  'DELETE /console/api/merchants/{merchant}/banners/{slug}': { answers: staffOnly, request: { params: { merchant: 'aurora', slug: 'home-welcome' } } },
  'POST /console/api/merchants/{merchant}/banner-images': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { image: 'iVBORw0KGgo=' } } },
  'GET /console/api/merchants/{merchant}/help': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'POST /console/api/merchants/{merchant}/help': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { slug: 'new-article', ...helpFields } } },
  'PUT /console/api/merchants/{merchant}/help/{slug}': { answers: staffOnly, request: { params: { merchant: 'aurora', slug: 'deposit' }, body: helpFields } },
  'DELETE /console/api/merchants/{merchant}/help/{slug}': { answers: staffOnly, request: { params: { merchant: 'aurora', slug: 'deposit' } } },
  'GET /console/api/merchants/{merchant}/pages': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'PUT /console/api/merchants/{merchant}/pages/{page}': { answers: staffOnly, request: { params: { merchant: 'aurora', page: 'join' }, body: pageFields } },
  'DELETE /console/api/merchants/{merchant}/pages/{page}': { answers: staffOnly, request: { params: { merchant: 'aurora', page: 'join' } } },
  'GET /console/api/merchants/{merchant}/content-languages': { answers: staffOnly, request: { params: { merchant: 'aurora' } } },
  'POST /console/api/merchants/{merchant}/content-preview': { answers: staffOnly, request: { params: { merchant: 'aurora' }, body: { texts: { EN: '<p>x</p>' } } } },
};
