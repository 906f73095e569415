/**
 * The console's access matrix (issue 18's Done-when, docs/decisions/040), on both databases:
 * every console call × every staff role of one merchant (aurora) × its own merchant / another
 * merchant (oasis), plus no session and a player's session → allowed, or 401/403 with no data
 * and nothing written (the write watch sees every write; only the caller's own session touch
 * is by design). A staff member of one merchant never reads another's rows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { brandTemplate } from '../../schemas/merchant-template';
import { capabilityRoles, consolePaths, staffRoles, type Capability, type StaffRole } from '../../schemas/console';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer } from '../../schemas/identity';
import { createRegisterRuleRepository } from '../db/identity/register-rule-repository';
import { consoleMoneyPaths, consolePlayerPaths } from '../../schemas/console-money';
import { consolePromotionPaths } from '../../schemas/console-promotions';
import { withBrandTables } from '../db/brand/merchant-brand-tables';
import { demoPassword, demoPasswordHashes } from '../db/identity/identity-seed';
import { withContentTables } from '../db/content/content-tables';
import { encodePngRgba } from '../domain/png-encoder';
import { describeEachDatabase } from '../test-support/databases';
import { addStaff, consoleCall, signInStaff, type ConsoleRequest, type ConsoleSession } from '../test-support/console-kit';
import { identityClient } from '../test-support/identity-client';
import { must } from '../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { watchWrites, type ExpectedWrite, type WriteWatch } from '../test-support/write-watch';

const own = 'aurora';
const other = 'oasis';
type Where = 'own' | 'other';

const byDesign: ExpectedWrite[] = [{ table: 'staff_sessions', op: 'UPDATE', columns: ['idle_expires_at', 'last_seen_at'], reason: "reading a session moves its idle expiry (the caller's own session)" }];

interface Call {
  name: string;
  /** What the call needs: a capability on the merchant, or only a session. */
  needs: Capability | 'session';
  /** Whether a call beyond the caller's merchants answers 404 (not seen) rather than 403. */
  unseen?: boolean;
  /** The call names no merchant (the list is bounded by the caller's own merchants instead). */
  unbound?: boolean;
  /** What an allowed caller gets on its own merchant when not 200 (a decision on an unknown withdrawal: 404). */
  ownAnswer?: string;
  /** Onboarding: needs the capability on every merchant, so one merchant's staff are refused. */
  onboard?: boolean;
  request(gw: TestGateway, merchant: string): Promise<ConsoleRequest>;
}

const modules = (m: string) => consolePaths.merchantModules.replace(':merchant', m);
const registerRules = (m: string) => consolePaths.merchantRegisterRules.replace(':merchant', m);
const status = (m: string) => consolePaths.merchantStatus.replace(':merchant', m);
const money = (path: string, m: string, id = '') => path.replace(':merchant', m).replace(':id', id);
const memberUrl = (path: string, m: string, memberId: string) => path.replace(':merchant', m).replace(':memberId', memberId);
const keyed = () => ({ 'idempotency-key': `matrix-${randomUUID()}` });

/** A fresh member of the merchant (locked, with an authenticator, so every support action changes something). */
async function newMember(gw: TestGateway, merchant: string): Promise<string> {
  const hash = must((await demoPasswordHashes())[demoPassword]);
  const m = await gw.app.identity.members.insert({ merchant, account: `acc${randomUUID().slice(0, 8)}`, passwordHash: hash, totpSecret: 'v1.sealed', totpEnabled: true });
  return m.id;
}
const brandOf = (path: string, m: string) => path.replace(':merchant', m);
/** A valid draft of the merchant's own brand (what it serves now). */
const servedBrand = (gw: TestGateway, m: string) => {
  const entry = gw.app.gateway.registry.get(m);
  return entry?.ok ? (entry.brand as unknown as Record<string, unknown>) : {};
};
const at = (template: string, params: Record<string, string>) => template.replace(/:([a-z]+)/g, (_m, k: string) => params[k] ?? '');
/** A notice in aurora's languages (default TW); another merchant's calls are refused before the body is looked at. */
const noticeBody = () => ({
  slug: `n-${randomUUID().slice(0, 8)}`,
  type: 'PL',
  promotionType: null,
  platform: 'ALL',
  title: { TW: '公告' },
  content: { TW: '<p>內容</p>' },
  startAt: '2026-01-01T00:00:00.000Z',
  endAt: null,
  enabled: true,
  sort: 1,
});
const tinyPng = encodePngRgba(1, 1, new Uint8Array([10, 20, 30, 255])).toString('base64');

async function seededNotice(gw: TestGateway, merchant: string): Promise<string> {
  const slug = `d-${randomUUID().slice(0, 8)}`;
  await withContentTables(gw.database.db)
    .insertInto('announcements')
    .values({ merchant, slug, type: 'PL', title: JSON.stringify({ TW: 'x', EN: 'x' }), content: JSON.stringify({ TW: 'x', EN: 'x' }) })
    .execute();
  return slug;
}

const calls: Call[] = [
  { name: 'me', needs: 'session', request: async () => ({ method: 'GET', url: consolePaths.me }) },
  { name: 'merchants', needs: 'session', request: async () => ({ method: 'GET', url: consolePaths.merchants }) },
  { name: 'staff list', needs: 'staff.manage', unbound: true, request: async () => ({ method: 'GET', url: consolePaths.staff }) },
  {
    name: 'staff create',
    needs: 'staff.manage',
    request: async (_gw, m) => ({ method: 'POST', url: consolePaths.staff, body: { username: `new-${randomUUID().slice(0, 8)}`, password: 'Long-enough-pass-2468', grants: [{ role: 'support', merchant: m }] } }),
  },
  {
    name: 'staff disable',
    needs: 'staff.manage',
    unseen: true,
    request: async (gw, m) => ({ method: 'POST', url: consolePaths.staffDisable.replace(':id', (await addStaff(gw, [{ role: 'support', merchant: m }])).id) }),
  },
  { name: 'audit read', needs: 'audit.read', request: async (_gw, m) => ({ method: 'GET', url: `${consolePaths.audit}?merchant=${m}` }) },
  { name: 'audit csv', needs: 'audit.read', request: async (_gw, m) => ({ method: 'GET', url: `${consolePaths.auditCsv}?merchant=${m}` }) },
  { name: 'modules read', needs: 'modules.read', request: async (_gw, m) => ({ method: 'GET', url: modules(m) }) },
  { name: 'merchants list', needs: 'merchants.read', unbound: true, request: async () => ({ method: 'GET', url: consolePaths.merchantDirectory }) },
  { name: 'brand read', needs: 'merchants.read', request: async (_gw, m) => ({ method: 'GET', url: brandOf(consolePaths.merchantBrand, m) }) },
  { name: 'brand preview', needs: 'merchants.read', request: async (_gw, m) => ({ method: 'POST', url: brandOf(consolePaths.merchantBrandPreview, m), body: { palette: 'dark' } }) },
  { name: 'brand export', needs: 'merchants.read', request: async (_gw, m) => ({ method: 'GET', url: brandOf(consolePaths.merchantBrandExport, m) }) },
  { name: 'brand draft', needs: 'merchants.onboard', request: async (gw, m) => ({ method: 'PUT', url: brandOf(consolePaths.merchantBrandDraft, m), body: { brand: { ...servedBrand(gw, m), name: `Draft ${randomUUID().slice(0, 6)}` } } }) },
  {
    name: 'brand publish',
    needs: 'brand.publish',
    request: async (gw, m) => {
      // A draft to publish each time (a publish consumes it), written straight into the table.
      const draft = JSON.stringify({ ...servedBrand(gw, m), name: `Published ${randomUUID().slice(0, 6)}` });
      await withBrandTables(gw.database.db).insertInto('merchant_brands').values({ merchant: m, draft }).onConflict((oc) => oc.column('merchant').doUpdateSet({ draft })).execute();
      return { method: 'POST', url: brandOf(consolePaths.merchantBrandPublish, m) };
    },
  },
  {
    name: 'merchant onboard',
    needs: 'merchants.onboard',
    // Onboarding needs the capability on every merchant: a grant on one merchant is never enough.
    onboard: true,
    request: async () => {
      const code = `acc-${randomUUID().slice(0, 8)}`;
      return { method: 'POST', url: consolePaths.merchants, body: { code, brand: brandTemplate({ code, name: code, domains: [`${code}.example`] }, { logo: 'logo.svg', favicon: 'favicon.svg' }) } };
    },
  },
  { name: 'modules publish', needs: 'modules.publish', request: async (_gw, m) => ({ method: 'PUT', url: modules(m), body: { changes: { FREEPLAY3: true } } }) },
  { name: 'rules read', needs: 'rules.read', request: async (_gw, m) => ({ method: 'GET', url: registerRules(m) }) },
  {
    name: 'rules publish',
    needs: 'rules.publish',
    request: async (gw, m) => ({ method: 'PUT', url: registerRules(m), body: { rules: await createRegisterRuleRepository(gw.app.console.db).list(m) } }),
  },
  { name: 'status read', needs: 'status.read', request: async (_gw, m) => ({ method: 'GET', url: status(m) }) },
  { name: 'status publish', needs: 'status.publish', request: async (_gw, m) => ({ method: 'PUT', url: status(m), body: { maintenance: null, region: { countries: [], ranges: [] } } }) },
  // The money desk and the support desk (docs/decisions/047).
  { name: 'withdrawal queue', needs: 'money.read', request: async (_gw, m) => ({ method: 'GET', url: `${money(consoleMoneyPaths.withdrawals, m)}?status=pending` }) },
  { name: 'deposit queue', needs: 'money.read', request: async (_gw, m) => ({ method: 'GET', url: money(consoleMoneyPaths.deposits, m) }) },
  { name: 'dispute queue', needs: 'money.read', request: async (_gw, m) => ({ method: 'GET', url: money(consoleMoneyPaths.disputes, m) }) },
  { name: 'ledger check', needs: 'money.read', request: async (_gw, m) => ({ method: 'GET', url: money(consoleMoneyPaths.ledgerCheck, m) }) },
  { name: 'dispute proof', needs: 'money.read', ownAnswer: '404 NOT_FOUND', request: async (_gw, m) => ({ method: 'GET', url: money(consoleMoneyPaths.disputeProof, m, randomUUID()).replace(':position', '1') }) },
  { name: 'withdrawal approve', needs: 'money.decide', ownAnswer: '404 NOT_FOUND', request: async (_gw, m) => ({ method: 'POST', url: money(consoleMoneyPaths.withdrawalApprove, m, randomUUID()), headers: keyed() }) },
  {
    name: 'withdrawal reject',
    needs: 'money.decide',
    ownAnswer: '404 NOT_FOUND',
    request: async (_gw, m) => ({ method: 'POST', url: money(consoleMoneyPaths.withdrawalReject, m, randomUUID()), headers: keyed(), body: { reason: 'Name does not match' } }),
  },
  {
    name: 'dispute resolve',
    needs: 'money.decide',
    ownAnswer: '404 NOT_FOUND',
    request: async (_gw, m) => ({ method: 'POST', url: money(consoleMoneyPaths.disputeResolve, m, randomUUID()), headers: keyed(), body: { outcome: 'dismiss', reason: 'Bank confirms' } }),
  },
  {
    name: 'adjustment',
    needs: 'money.adjust',
    request: async (gw, m) => ({ method: 'POST', url: memberUrl(consoleMoneyPaths.adjustments, m, await newMember(gw, m)), headers: keyed(), body: { amountMinor: 100, reason: 'Goodwill' } }),
  },
  { name: 'player search', needs: 'players.read', request: async (_gw, m) => ({ method: 'GET', url: `${money(consolePlayerPaths.search, m)}?q=player` }) },
  { name: 'player profile', needs: 'players.read', request: async (gw, m) => ({ method: 'GET', url: memberUrl(consolePlayerPaths.profile, m, await newMember(gw, m)) }) },
  { name: 'player ledger', needs: 'players.read', request: async (gw, m) => ({ method: 'GET', url: memberUrl(consolePlayerPaths.ledger, m, await newMember(gw, m)) }) },
  { name: 'player logins', needs: 'players.read', request: async (gw, m) => ({ method: 'GET', url: memberUrl(consolePlayerPaths.logins, m, await newMember(gw, m)) }) },
  ...(['lock', 'unlock', 'resetAuthenticator', 'forcePasswordChange'] as const).map(
    (action): Call => ({
      name: `player ${action}`,
      needs: 'players.act',
      request: async (gw, m) => ({ method: 'POST', url: memberUrl(consolePlayerPaths[action], m, await newMember(gw, m)), body: { reason: 'Asked by the player' } }),
    }),
  ),
  // The promotion review desk (docs/decisions/057): an unknown application of the merchant is 404.
  { name: 'promotion applications', needs: 'promotions.review', request: async (_gw, m) => ({ method: 'GET', url: `${at(consolePromotionPaths.applications, { merchant: m })}?status=applying` }) },
  { name: 'promotion application', needs: 'promotions.review', ownAnswer: '404 NOT_FOUND', request: async (_gw, m) => ({ method: 'GET', url: at(consolePromotionPaths.application, { merchant: m, id: randomUUID() }) }) },
  {
    name: 'promotion application image',
    needs: 'promotions.review',
    ownAnswer: '404 NOT_FOUND',
    request: async (_gw, m) => ({ method: 'GET', url: at(consolePromotionPaths.applicationImage, { merchant: m, id: randomUUID(), position: '1' }) }),
  },
  { name: 'promotion approve', needs: 'promotions.review', ownAnswer: '404 NOT_FOUND', request: async (_gw, m) => ({ method: 'POST', url: at(consolePromotionPaths.approve, { merchant: m, id: randomUUID() }) }) },
  {
    name: 'promotion reject',
    needs: 'promotions.review',
    ownAnswer: '404 NOT_FOUND',
    request: async (_gw, m) => ({ method: 'POST', url: at(consolePromotionPaths.reject, { merchant: m, id: randomUUID() }), body: { reason: 'Receipt not readable' } }),
  },
  { name: 'announcements read', needs: 'content.read', request: async (_gw, m) => ({ method: 'GET', url: at(consolePaths.announcements, { merchant: m }) }) },
  { name: 'announcement publish', needs: 'content.publish', request: async (_gw, m) => ({ method: 'POST', url: at(consolePaths.announcements, { merchant: m }), body: noticeBody() }) },
  {
    name: 'announcement change',
    needs: 'content.publish',
    request: async (gw, m) => {
      const { slug, ...fields } = noticeBody();
      return { method: 'PUT', url: at(consolePaths.announcement, { merchant: m, slug: await seededNotice(gw, m) }), body: { ...fields, title: { TW: slug } } };
    },
  },
  { name: 'announcement delete', needs: 'content.publish', request: async (gw, m) => ({ method: 'DELETE', url: at(consolePaths.announcement, { merchant: m, slug: await seededNotice(gw, m) }) }) },
  { name: 'popup read', needs: 'content.read', request: async (_gw, m) => ({ method: 'GET', url: at(consolePaths.popups, { merchant: m }) }) },
  {
    name: 'popup publish',
    needs: 'content.publish',
    request: async (_gw, m) => {
      const { type: _t, ...fields } = noticeBody();
      return { method: 'POST', url: at(consolePaths.popups, { merchant: m }), body: { ...fields, execution: 'A' } };
    },
  },
  { name: 'banners read', needs: 'content.read', request: async (_gw, m) => ({ method: 'GET', url: at(consolePaths.banners, { merchant: m }) }) },
  { name: 'banner image upload', needs: 'content.publish', request: async (_gw, m) => ({ method: 'POST', url: at(consolePaths.bannerImages, { merchant: m }), body: { image: tinyPng } }) },
  { name: 'help read', needs: 'content.read', request: async (_gw, m) => ({ method: 'GET', url: at(consolePaths.help, { merchant: m }) }) },
  { name: 'pages read', needs: 'content.read', request: async (_gw, m) => ({ method: 'GET', url: at(consolePaths.pages, { merchant: m }) }) },
  {
    name: 'page publish',
    needs: 'content.publish',
    request: async (_gw, m) => ({ method: 'PUT', url: at(consolePaths.contentPage, { merchant: m, page: `p-${randomUUID().slice(0, 8)}` }), body: { title: { TW: '頁' }, enabled: true, sections: [] } }),
  },
  { name: 'content languages', needs: 'content.read', request: async (_gw, m) => ({ method: 'GET', url: at(consolePaths.contentLanguages, { merchant: m }) }) },
  { name: 'content preview', needs: 'content.read', request: async (_gw, m) => ({ method: 'POST', url: at(consolePaths.contentPreview, { merchant: m }), body: { texts: { TW: '<p>x</p>' } } }) },
];

function expected(call: Call, role: StaffRole, where: Where): string {
  if (call.needs === 'session') return '200';
  const holds = (capabilityRoles[call.needs] as readonly StaffRole[]).includes(role);
  if (!holds || call.onboard) return '403 FORBIDDEN';
  if (where === 'own' || call.unbound) return where === 'own' && call.ownAnswer ? call.ownAnswer : '200';
  return call.unseen ? '404 NOT_FOUND' : '403 FORBIDDEN';
}

describeEachDatabase('console access matrix', (database) => {
  let gw: TestGateway;
  let watch: WriteWatch;
  const sessions = new Map<StaffRole, ConsoleSession>();
  let playerToken: string;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    for (const role of staffRoles) sessions.set(role, await signInStaff(gw.app, await addStaff(gw, [{ role, merchant: own }])));
    const login = await identityClient(gw.app, own).login({ type: 'username', username: 'player01', password: demoPassword });
    playerToken = must((login.body.value as LoginAnswer | null)?.token, 'a player session');
    watch = await watchWrites(gw.database.db);
  });
  afterAll(() => gw.close());

  const answerOf = async (req: ConsoleRequest, session: ConsoleSession | null, headers: Record<string, string> = {}) => {
    await watch.reset();
    const res = await consoleCall(gw.app, session, { ...req, headers: { ...req.headers, ...headers } });
    const seen = res.statusCode === 200 ? '200' : `${res.statusCode} ${String(res.json<Envelope<unknown>>().code)}`;
    if (res.statusCode >= 400) {
      const body = res.json<Envelope<unknown>>();
      const extra: string[] = [];
      if (body.value !== null) extra.push(`data ${JSON.stringify(body.value).slice(0, 80)}`);
      const writes = await watch.writes(byDesign);
      if (writes.length > 0) extra.push(`wrote ${writes.map((w) => `${w.op} ${w.table}`).join(', ')}`);
      return extra.length ? `${seen} (${extra.join('; ')})` : seen;
    }
    return seen;
  };

  it.each(calls.map((c) => [c.name, c] as const))('%s', async (_name, call) => {
    const want: Record<string, string> = {};
    const got: Record<string, string> = {};
    for (const role of staffRoles) {
      for (const where of ['own', 'other'] as const) {
        const key = `${role} ${where}`;
        want[key] = expected(call, role, where);
        got[key] = await answerOf(await call.request(gw, where === 'own' ? own : other), must(sessions.get(role)));
      }
    }
    const req = await call.request(gw, own);
    want['no session'] = '401 UNAUTHORIZED';
    got['no session'] = await answerOf(req, null);
    want['player session'] = '401 UNAUTHORIZED';
    got['player session'] = await answerOf(req, null, { authorization: `Bearer ${playerToken}`, merchant: own });
    want['player token as the staff cookie'] = '401 UNAUTHORIZED';
    got['player token as the staff cookie'] = await answerOf(req, null, { cookie: `portico_staff=${playerToken}` });
    expect(got).toEqual(want);
  });

  it('signing out works for every role (and only with the CSRF token)', async () => {
    for (const role of staffRoles) {
      const s = await signInStaff(gw.app, await addStaff(gw, [{ role, merchant: own }]));
      expect(await answerOf({ method: 'DELETE', url: consolePaths.session, csrf: false }, s)).toBe('403 CSRF_INVALID');
      expect(await answerOf({ method: 'DELETE', url: consolePaths.session }, s)).toBe('200');
    }
    expect(await answerOf({ method: 'DELETE', url: consolePaths.session }, null)).toBe('401 UNAUTHORIZED');
  });

  it('a staff session counts for nothing on player calls', async () => {
    const s = must(sessions.get('owner'));
    const res = await gw.app.inject({ method: 'GET', url: apiPaths.memberInfo, headers: { merchant: own, cookie: s.cookie } });
    expect(res.statusCode).toBe(401);
  });
});
