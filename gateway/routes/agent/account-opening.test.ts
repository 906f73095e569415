/**
 * Account opening and promotion links (issue 17; docs/decisions/037), on both databases: an
 * agent opens a downline (sealed, the registration's field rules) that lands under it and can
 * sign in; refusals carry a code and write nothing; links are affiliate codes whose registrations
 * land under the agent, counted per link; deleting one keeps the attribution and frees nothing.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentPaths, maxLinksPerAgent, type OpenDownlineAnswer, type PromotionLink } from '../../../schemas/agent';
import { apiPaths } from '../../../schemas/api-paths';
import type { Envelope } from '../../../schemas/envelope';
import type { LoginAnswer } from '../../../schemas/identity';
import { openingsPerHour } from '../../domain/agent/account-opening';
import { createAccessKit, host, type AccessKit } from '../../test-support/access-kit';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { watchWrites, type ExpectedWrite, type WriteWatch } from '../../test-support/write-watch';
import { callJson, newAgent, newMember, type Account } from './agent-tree-kit';

const password = 'Tr1cky-Horse-42';
const username = () => `o${randomUUID().replace(/-/g, '').slice(0, 11)}`;
const allowed: ExpectedWrite[] = [
  { table: 'sessions', op: 'UPDATE', columns: ['idle_expires_at', 'last_seen_at'], reason: "the caller's session touch" },
  { table: 'sealed_nonces', op: 'INSERT', reason: 'a sealed body spends its nonce' },
];
const countedName: ExpectedWrite[] = [
  ...allowed,
  { table: 'login_throttles', op: 'INSERT', reason: 'a name refused as taken is counted (opening throttle)' },
  { table: 'login_throttles', op: 'UPDATE', reason: 'the same count' },
];

describeEachDatabase('agent account opening and promotion links', (database) => {
  let kit: AccessKit;
  let watch: WriteWatch;
  let agent: Account;
  beforeAll(async () => {
    kit = await createAccessKit(database());
    watch = await watchWrites(kit.gw.database.db);
    agent = await newAgent(kit);
  });
  afterAll(() => kit.close());

  const open = async (fields: Record<string, unknown>, token: string | null = agent.token) => {
    const res = await kit.send({ method: 'POST', url: agentPaths.downlines, body: await kit.seal(fields) }, token);
    return { status: res.statusCode, body: res.json<Envelope<OpenDownlineAnswer>>() };
  };
  const memberRow = async (id: string) =>
    must(
      (await sql<{ parent_id: string | null; type: number; currency: string; merchant: string; nickname: string | null }>`
        select parent_id, type, currency, merchant, nickname from members where id = ${id}`.execute(kit.gw.database.db)).rows[0],
    );
  const depthUnder = async (ancestor: string, descendant: string) =>
    (await sql<{ depth: number }>`select depth from member_ancestry where ancestor_id = ${ancestor} and descendant_id = ${descendant}`.execute(kit.gw.database.db)).rows[0]?.depth ?? null;

  it('opens a member under me that signs in with the password I set', async () => {
    const name = username();
    const res = await open({ username: name, password, nickname: 'Lucky', role: 'member' });
    expect(res.status).toBe(200);
    const answer = must(res.body.value);
    expect(answer.account).toBe(name);
    expect(await memberRow(answer.id)).toEqual({ parent_id: agent.id, type: 0, currency: 'CNY', merchant: 'aurora', nickname: 'Lucky' });
    expect(await depthUnder(agent.id, answer.id)).toBe(1);
    const login = await kit.client.login({ type: 'username', username: name, password });
    expect((login.body.value as LoginAnswer | null)?.token).toEqual(expect.any(String));
  });

  it("opens a sub-agent with the brand's first agent type, under me", async () => {
    const res = await open({ username: username(), password, role: 'agent' });
    expect(res.status).toBe(200);
    const row = await memberRow(must(res.body.value).id);
    expect(row.type).toBe(1);
    expect(row.parent_id).toBe(agent.id);
  });

  it.each([
    ['a name already taken', { username: 'player01', password, role: 'member' }, 409, 'USERNAME_TAKEN', '/username'],
    ['a common password', { username: username(), password: 'password1', role: 'member' }, 400, 'PASSWORD_COMMON', '/password'],
    ['a short password', { username: username(), password: 'aB3$', role: 'member' }, 400, 'VALIDATION_FAILED', '/password'],
    ['an unknown role', { username: username(), password, role: 'boss' }, 400, 'VALIDATION_FAILED', '/role'],
    ['no username', { password, role: 'member' }, 400, 'VALIDATION_FAILED', '/username'],
    ['an unknown field', { username: username(), password, role: 'member', parentId: randomUUID() }, 400, 'VALIDATION_FAILED', '/parentId'],
  ])('refuses %s with a code and writes nothing', async (_what, fields, status, code, path) => {
    await watch.reset();
    const res = await open(fields);
    expect([res.status, res.body.code, (res.body.value as unknown as { path: string }[] | null)?.[0]?.path]).toEqual([status, code, path]);
    expect(await watch.writes(countedName)).toEqual([]);
  });

  it('answers a guest 401, a trial 403 and a member 403 NOT_AGENT, opening nothing', async () => {
    const member = await newMember(kit);
    const trial = must((await kit.session('trial', true)).token);
    for (const [token, status, code] of [[null, 401, 'UNAUTHORIZED'], [trial, 403, 'TRIAL_NOT_ALLOWED'], [member.token, 403, 'NOT_AGENT']] as const) {
      await watch.reset();
      const res = await open({ username: username(), password, role: 'member' }, token);
      expect([res.status, res.body.code, res.body.value]).toEqual([status, code, null]);
      expect(await watch.writes(allowed)).toEqual([]);
    }
  });

  it(`stops an agent after ${openingsPerHour} accounts opened in the hour (429 RATE_LIMITED with the wait)`, async () => {
    const busy = await newAgent(kit);
    for (let i = 0; i < openingsPerHour; i += 1) {
      const m = await kit.insertMember({ parentId: busy.id });
      await sql`insert into agent_openings (member_id, agent_id, role, ip) values (${m.id}, ${busy.id}, 'member', '203.0.113.9')`.execute(kit.gw.database.db);
    }
    const res = await open({ username: username(), password, role: 'member' }, busy.token);
    expect([res.status, res.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect((res.body.value as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
  });

  // ------------------------------------------------------------------ promotion links
  const links = async (token = agent.token) => must((await callJson<PromotionLink[]>(kit, 'GET', agentPaths.links, undefined, token)).body.value);
  const createLink = (body: object, token = agent.token) => callJson<PromotionLink>(kit, 'POST', agentPaths.links, body, token);
  const registerThrough = async (code: string) => {
    const fields = {
      username: username(),
      password,
      confirmPassword: password,
      payeeName: '王小明',
      ageConfirmed: true,
      termsAccepted: true,
      birthdayConfirmed: true,
      registerMethod: 'WEB',
      registerUrl: `https://${host}/register?affiliateCode=${code}`,
      domain: host,
      login: true,
      affiliateCode: code,
      proofOfWork: await kit.proofOfWork(),
    };
    const res = await kit.send({ method: 'PUT', url: apiPaths.register, body: await kit.seal(fields) }, null);
    return { status: res.statusCode, body: res.json<Envelope<LoginAnswer>>() };
  };

  it('creates a generated link on the main domain; registering through it lands under me and is counted', async () => {
    const created = await createLink({});
    expect(created.status).toBe(200);
    const link = must(created.body.value);
    expect(link.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(link.url).toBe(`https://aurora.example/register?affiliateCode=${link.code}`);
    expect(link.registrations).toBe(0);
    const target = new URL(link.url);
    const registered = await registerThrough(must(target.searchParams.get('affiliateCode')));
    expect(registered.status).toBe(200);
    const newcomer = must(must(registered.body.value).member).id;
    expect((await memberRow(newcomer)).parent_id).toBe(agent.id);
    expect(await depthUnder(agent.id, newcomer)).toBe(1);
    expect((await links()).find((l) => l.id === link.id)?.registrations).toBe(1);
  });

  it('takes a chosen code once per merchant (any case), refuses a malformed one, and writes nothing when refused', async () => {
    const code = `Team${randomUUID().slice(0, 6)}`;
    expect((await createLink({ code })).status).toBe(200);
    for (const [body, status, errorCode] of [
      [{ code: code.toUpperCase() }, 409, 'LINK_CODE_TAKEN'],
      [{ code: 'AGENT01' }, 409, 'LINK_CODE_TAKEN'],
      [{ code: 'a b' }, 400, 'VALIDATION_FAILED'],
      [{ code: 'abc' }, 400, 'VALIDATION_FAILED'],
      [{ code: 'x', extra: 1 }, 400, 'VALIDATION_FAILED'],
    ] as const) {
      await watch.reset();
      const res = await createLink(body);
      expect([res.status, res.body.code]).toEqual([status, errorCode]);
      expect(await watch.writes(allowed)).toEqual([]);
    }
    // Another agent cannot take it either.
    const other = await newAgent(kit);
    expect((await createLink({ code }, other.token)).body.code).toBe('LINK_CODE_TAKEN');
  });

  it('deletes a link by disabling it: attribution stays, the code no longer registers and is never reissued', async () => {
    const link = must((await createLink({})).body.value);
    const registered = await registerThrough(link.code);
    const newcomer = must(must(registered.body.value).member).id;
    const other = await newAgent(kit);
    const foreign = await callJson<PromotionLink[]>(kit, 'DELETE', agentPaths.link.replace(':id', link.id), undefined, other.token);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'LINK_UNKNOWN']);
    const deleted = await callJson<PromotionLink[]>(kit, 'DELETE', agentPaths.link.replace(':id', link.id), undefined, agent.token);
    expect(deleted.status).toBe(200);
    expect(must(deleted.body.value).some((l) => l.id === link.id)).toBe(false);
    expect((await memberRow(newcomer)).parent_id).toBe(agent.id);
    const again = await registerThrough(link.code);
    expect([again.status, again.body.code]).toEqual([400, 'AFFILIATE_CODE_INVALID']);
    expect((await createLink({ code: link.code })).body.code).toBe('LINK_CODE_TAKEN');
    const twice = await callJson(kit, 'DELETE', agentPaths.link.replace(':id', link.id), undefined, agent.token);
    expect([twice.status, twice.body.code]).toEqual([404, 'LINK_UNKNOWN']);
  });

  it(`keeps at most ${maxLinksPerAgent} live links per agent (409 LINK_LIMIT), and only mine are listed`, async () => {
    const busy = await newAgent(kit);
    for (let i = 0; i < maxLinksPerAgent; i += 1) expect((await createLink({}, busy.token)).status).toBe(200);
    const over = await createLink({}, busy.token);
    expect([over.status, over.body.code]).toEqual([409, 'LINK_LIMIT']);
    const mine = await links(busy.token);
    expect(mine).toHaveLength(maxLinksPerAgent);
    const agentsLinks = new Set((await links()).map((l) => l.id));
    expect(mine.some((l) => agentsLinks.has(l.id))).toBe(false);
  });

  it("lists the demo agent's account code as its first link", async () => {
    const s = await kit.session('agent');
    const demo = await links(must(s.token));
    expect(demo.map((l) => l.code)).toContain('AGENT01');
  });
});
