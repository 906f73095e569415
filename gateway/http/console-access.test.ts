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
import { capabilityRoles, consolePaths, staffRoles, type Capability, type StaffRole } from '../../schemas/console';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer } from '../../schemas/identity';
import { demoPassword } from '../db/identity/identity-seed';
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
  request(gw: TestGateway, merchant: string): Promise<ConsoleRequest>;
}

const modules = (m: string) => consolePaths.merchantModules.replace(':merchant', m);

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
  { name: 'modules publish', needs: 'modules.publish', request: async (_gw, m) => ({ method: 'PUT', url: modules(m), body: { changes: { FREEPLAY3: true } } }) },
];

function expected(call: Call, role: StaffRole, where: Where): string {
  if (call.needs === 'session') return '200';
  const holds = (capabilityRoles[call.needs] as readonly StaffRole[]).includes(role);
  if (!holds) return '403 FORBIDDEN';
  if (where === 'own' || call.unbound) return '200';
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
