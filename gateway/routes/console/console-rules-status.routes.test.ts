/**
 * Registration rules and system status from the console (docs/decisions/046), on both
 * databases: a publish changes what players get on their next load, is audited with its diff,
 * and bad input answers 400 VALIDATION_FAILED at the field's JSON path with nothing written;
 * an unchanged publish writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { consolePaths, type AuditPage, type MerchantRegisterRulesAnswer, type MerchantStatusAnswer, type StatusPublishFields } from '../../../schemas/console';
import type { Envelope, FieldProblem } from '../../../schemas/envelope';
import type { PermissionResponse } from '../../../schemas/permission';
import type { FieldRule, RegisterRules } from '../../../schemas/register-rules';
import { describeEachDatabase } from '../../test-support/databases';
import { consoleCall, demoOwner, signInStaff, valueOf, type ConsoleSession } from '../../test-support/console-kit';
import { watchWrites, type ExpectedWrite, type WriteWatch } from '../../test-support/write-watch';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

const rulesOf = (merchant: string) => consolePaths.merchantRegisterRules.replace(':merchant', merchant);
const statusOf = (merchant: string) => consolePaths.merchantStatus.replace(':merchant', merchant);
const ownSession: ExpectedWrite[] = [{ table: 'staff_sessions', op: 'UPDATE', columns: ['idle_expires_at', 'last_seen_at'], reason: 'the caller’s own session' }];
const noMaintenance: StatusPublishFields = { maintenance: null, region: { countries: [], ranges: [] } };

describeEachDatabase('console registration rules and system status', (database) => {
  let gw: TestGateway;
  let owner: ConsoleSession;
  let watch: WriteWatch;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database(), trustProxy: ['192.0.2.7'] });
    owner = await signInStaff(gw.app, await demoOwner(gw.app));
    watch = await watchWrites(gw.database.db);
  });
  afterAll(() => gw.close());

  const put = (url: string, body: unknown) => consoleCall(gw.app, owner, { method: 'PUT', url, body });
  const playerRules = async (merchant: string) => valueOf<RegisterRules>(await gw.app.inject({ method: 'GET', url: apiPaths.registerSettings, headers: { merchant } }));
  const permission = async (merchant: string, remoteAddress = '198.51.100.20', headers: Record<string, string> = {}) =>
    valueOf<PermissionResponse>(await gw.app.inject({ method: 'GET', url: apiPaths.permission, headers: { merchant, ...headers }, remoteAddress }));
  const lastAudit = async (action: string) => (await valueOf<AuditPage>(await consoleCall(gw.app, owner, { method: 'GET', url: `${consolePaths.audit}?merchant=aurora&action=${action}&pageSize=1` }))).items[0];
  const problemsOf = (res: { json: <T>() => T }) => res.json<Envelope<FieldProblem[]>>().value ?? [];

  describe('registration rules', () => {
    it('the owner reads the rules players get, raises the username minimum, and players get it with the audit row', async () => {
      const read = await valueOf<MerchantRegisterRulesAnswer>(await consoleCall(gw.app, owner, { method: 'GET', url: rulesOf('aurora') }));
      expect(read.rules).toEqual(await playerRules('aurora'));
      const username = read.rules.username as FieldRule;
      const next = { ...read.rules, username: { ...username, minLength: 8 } };
      const published = await valueOf<MerchantRegisterRulesAnswer>(await put(rulesOf('aurora'), { rules: next }));
      expect(published.rules.username?.minLength).toBe(8);
      expect((await playerRules('aurora')).username?.minLength).toBe(8);
      expect(await lastAudit('rules.publish')).toMatchObject({ staffName: 'demo-owner', role: 'owner', merchant: 'aurora', before: { username: username }, after: { username: { ...username, minLength: 8 } } });

      // Unchanged: nothing written, no audit row.
      await watch.reset();
      await valueOf(await put(rulesOf('aurora'), { rules: next }));
      expect(await watch.writes(ownSession)).toEqual([]);

      // A field left out is removed (off); putting it back restores it.
      const { payeeName, ...withoutPayee } = next;
      expect(payeeName).toBeDefined();
      expect((await valueOf<MerchantRegisterRulesAnswer>(await put(rulesOf('aurora'), { rules: withoutPayee }))).rules.payeeName).toBeUndefined();
      expect((await playerRules('aurora')).payeeName).toBeUndefined();
      await valueOf(await put(rulesOf('aurora'), { rules: read.rules }));
      expect(await playerRules('aurora')).toEqual(read.rules);
    });

    it('bad rules answer 400 VALIDATION_FAILED at the field path and write nothing', async () => {
      const rules = (await valueOf<MerchantRegisterRulesAnswer>(await consoleCall(gw.app, owner, { method: 'GET', url: rulesOf('aurora') }))).rules;
      const username = rules.username as FieldRule;
      const cases: [string, unknown, string, string][] = [
        ['pattern that does not compile', { ...rules, username: { ...username, acceptedPattern: '^[a-z' } }, '/rules/username/acceptedPattern', 'pattern-invalid'],
        ['pattern that backtracks', { ...rules, username: { ...username, acceptedPattern: '^(a+)+$' } }, '/rules/username/acceptedPattern', 'pattern-unsafe'],
        ['pattern too long', { ...rules, username: { ...username, acceptedPattern: `^${'a'.repeat(520)}$` } }, '/rules/username/acceptedPattern', 'pattern-too-long'],
        ['min above max', { ...rules, username: { ...username, minLength: 12, maxLength: 6 } }, '/rules/username/minLength', 'min-above-max'],
        ['username off', { ...rules, username: { ...username, enabled: false } }, '/rules/username/enabled', 'essential-off'],
        ['password missing', { ...rules, password: undefined }, '/rules/password', 'essential-missing'],
        ['short password', { ...rules, password: { ...(rules.password as FieldRule), minLength: 4 } }, '/rules/password/minLength', 'password-too-short'],
        ['unknown field', { ...rules, favouriteColour: username }, '/rules/favouriteColour', 'additionalProperties'],
        ['pattern id out of range', { ...rules, username: { ...username, patternId: 23 } }, '/rules/username/patternId', 'maximum'],
        ['length out of range', { ...rules, username: { ...username, maxLength: 256 } }, '/rules/username/maxLength', 'maximum'],
      ];
      await watch.reset();
      for (const [name, body, path, reason] of cases) {
        const res = await put(rulesOf('aurora'), { rules: JSON.parse(JSON.stringify(body)) as unknown });
        expect([name, res.statusCode, res.json<Envelope<unknown>>().code]).toEqual([name, 400, 'VALIDATION_FAILED']);
        expect([name, problemsOf(res).map((p) => [p.path, p.reason])]).toEqual([name, expect.arrayContaining([[path, reason]])]);
      }
      expect(await watch.writes(ownSession)).toEqual([]);
    });
  });

  describe('system status', () => {
    it('maintenance now shows players the maintenance page with the message, and lifting it ends it', async () => {
      expect((await permission('aurora')).status).toBe(0);
      const body: StatusPublishFields = { maintenance: { mode: 'now', start: null, end: null, message: { EN: 'Back soon', CN: '马上回来' } }, region: { countries: [], ranges: [] } };
      const answer = await valueOf<MerchantStatusAnswer>(await put(statusOf('aurora'), body));
      expect(answer).toMatchObject({ merchant: 'aurora', status: 1, maintenance: { mode: 'now', message: { CN: '马上回来', EN: 'Back soon' } } });
      const seen = await permission('aurora');
      expect([seen.status, seen.maintenance]).toEqual([1, { endTime: null, message: { CN: '马上回来', EN: 'Back soon' } }]);
      expect(await lastAudit('status.publish')).toMatchObject({ before: { status: 0, maintenance: null }, after: { status: 1 } });
      await valueOf(await put(statusOf('aurora'), noMaintenance));
      expect((await permission('aurora')).status).toBe(0);
    });

    it('a scheduled maintenance applies inside its window only', async () => {
      const hour = 3_600_000;
      const at = (ms: number) => new Date(Date.now() + ms).toISOString();
      await valueOf(await put(statusOf('aurora'), { maintenance: { mode: 'scheduled', start: at(hour), end: at(2 * hour), message: {} }, region: { countries: [], ranges: [] } }));
      expect((await permission('aurora')).status).toBe(0);
      const running = await valueOf<MerchantStatusAnswer>(await put(statusOf('aurora'), { maintenance: { mode: 'scheduled', start: at(-hour), end: at(hour), message: {} }, region: { countries: [], ranges: [] } }));
      expect(running.status).toBe(1);
      const seen = await permission('aurora');
      expect([seen.status, seen.maintenance?.endTime]).toEqual([1, running.maintenance?.end]);
      await valueOf(await put(statusOf('aurora'), noMaintenance));
      expect((await permission('aurora')).status).toBe(0);
    });

    it('the region restriction blocks listed countries and IPv4/IPv6 ranges, showing the visitor their IP', async () => {
      const published = await valueOf<MerchantStatusAnswer>(await put(statusOf('aurora'), { maintenance: null, region: { countries: ['SG'], ranges: ['203.0.113.0/24', '2001:db8:abcd::/48', '198.51.100.99'] } }));
      expect(published.region).toEqual({ countries: ['SG'], ranges: ['203.0.113.0/24', '2001:db8:abcd::/48', '198.51.100.99/32'] });
      expect(published.status).toBe(0);
      const blocked = await permission('aurora', '203.0.113.45');
      expect([blocked.status, blocked.regionRestriction]).toEqual([2, { ip: '203.0.113.45' }]);
      expect((await permission('aurora', '2001:db8:abcd:12::1')).status).toBe(2);
      expect((await permission('aurora', '::ffff:203.0.113.9')).status).toBe(2);
      expect((await permission('aurora', '198.51.100.99')).status).toBe(2);
      expect((await permission('aurora', '198.51.100.98')).status).toBe(0);
      expect((await permission('aurora', '2001:db8:abce::1')).status).toBe(0);
      // The country comes from a trusted edge only (decision 031).
      const viaEdge = await gw.app.inject({ method: 'GET', url: apiPaths.permission, headers: { merchant: 'aurora', 'x-forwarded-for': '100.64.0.9', 'cf-ipcountry': 'SG' }, remoteAddress: '192.0.2.7' });
      expect((await valueOf<PermissionResponse>(viaEdge)).status).toBe(2);
      expect((await permission('aurora', '198.51.100.20', { 'cf-ipcountry': 'SG' })).status).toBe(0);
      const status = await valueOf<{ status: number; ip: string }>(await gw.app.inject({ method: 'GET', url: apiPaths.systemStatus, headers: { merchant: 'aurora' }, remoteAddress: '203.0.113.45' }));
      expect(status).toMatchObject({ status: 2, ip: '203.0.113.45' });
      // Other merchants are untouched.
      expect((await permission('oasis', '203.0.113.45')).status).toBe(0);
      await valueOf(await put(statusOf('aurora'), noMaintenance));
      expect((await permission('aurora', '203.0.113.45')).status).toBe(0);
    });

    it('bad status input answers 400 VALIDATION_FAILED at the field path and writes nothing', async () => {
      const hour = 3_600_000;
      const at = (ms: number) => new Date(Date.now() + ms).toISOString();
      const region = { countries: [], ranges: [] };
      const cases: [string, unknown, string, string][] = [
        ['end before start', { maintenance: { mode: 'scheduled', start: at(2 * hour), end: at(hour), message: {} }, region }, '/maintenance/end', 'end-before-start'],
        ['end in the past', { maintenance: { mode: 'now', start: null, end: at(-hour), message: {} }, region }, '/maintenance/end', 'end-past'],
        ['scheduled without start', { maintenance: { mode: 'scheduled', start: null, end: null, message: {} }, region }, '/maintenance/start', 'start-missing'],
        ['bad CIDR', { maintenance: null, region: { countries: [], ranges: ['10.0.0.0/8', '10.0.0.0/33'] } }, '/region/ranges/1', 'cidr-invalid'],
        ['not an address', { maintenance: null, region: { countries: [], ranges: ['example.com'] } }, '/region/ranges/0', 'cidr-invalid'],
        ['short IPv4 form', { maintenance: null, region: { countries: [], ranges: ['127.1'] } }, '/region/ranges/0', 'cidr-invalid'],
        ['bad country', { maintenance: null, region: { countries: ['sg'], ranges: [] } }, '/region/countries/0', 'pattern'],
        ['unknown language', { maintenance: { mode: 'now', start: null, end: null, message: { XX: 'hi' } }, region }, '/maintenance/message/XX', 'additionalProperties'],
        ['not a time', { maintenance: { mode: 'now', start: null, end: 'tomorrow', message: {} }, region }, '/maintenance/end', 'format'],
        ['unknown field', { ...noMaintenance, everywhere: true }, '/everywhere', 'additionalProperties'],
      ];
      await watch.reset();
      for (const [name, body, path, reason] of cases) {
        const res = await put(statusOf('aurora'), body);
        expect([name, res.statusCode, res.json<Envelope<unknown>>().code]).toEqual([name, 400, 'VALIDATION_FAILED']);
        expect([name, problemsOf(res).map((p) => [p.path, p.reason])]).toEqual([name, expect.arrayContaining([[path, reason]])]);
      }
      // Unchanged: nothing written either.
      await valueOf(await put(statusOf('aurora'), noMaintenance));
      expect(await watch.writes(ownSession)).toEqual([]);
    });
  });
});
