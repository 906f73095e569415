/**
 * Every operation of the OpenAPI document, fuzzed on both databases (docs/decisions/030): from
 * the access matrix's well-formed request, one part at a time is broken — a query or path
 * parameter, a body field (wrong type, missing, oversize, NUL and other unicode, huge or
 * negative numbers, path traversal), the whole body (bad JSON, wrong content type, nesting),
 * the sealed plaintext, a header (merchant, host, token, cookie, request id) or the method.
 * Every answer: no 5xx, a security policy, no stack trace or internal path; a JSON 2xx is a
 * success envelope, a 4xx an error envelope with a known code; and after a 4xx the database is exactly as before (every write
 * is seen by a trigger), except the writes listed in `byDesign` with their reasons.
 * Deterministic: one seed per operation, a bounded number of cases.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiPaths } from '../../schemas/api-paths';
import { isErrorCode } from '../../schemas/error-codes';
import { createAccessKit, type AccessKit, type AccessRequest } from '../test-support/access-kit';
import { toRequest, wellFormed, type WellFormed } from '../test-support/access-request';
import { describeEachDatabase } from '../test-support/databases';
import { repoRoot } from '../test-support/test-gateway';
import { fakeDist, removeDir } from '../test-support/fixtures';
import type { JsonSchema, Operation } from '../test-support/openapi-operations';
import { readOperations, urlOf } from '../test-support/openapi-operations';
import { watchWrites, type ExpectedWrite, type WriteWatch } from '../test-support/write-watch';
import { accessMatrix } from './access-matrix';

/**
 * Random cases per operation on PGlite. PostgreSQL gets a third of them with another seed: what
 * differs between the databases (text with NUL, number and date parsing, locks) is covered by the
 * NUL pass below on both and by each area's own PostgreSQL suites; more random cases there mostly
 * repeat the gateway's checks (CI time, brief: the whole suite well under 20 minutes).
 */
const runsOn = { pglite: 24, postgres: 8 } as const;

/** Writes a refused (4xx) request makes on purpose. */
const byDesign: ExpectedWrite[] = [
  { table: 'sessions', op: 'UPDATE', columns: ['idle_expires_at', 'last_seen_at'], reason: "reading a session moves its idle expiry (the caller's own session)" },
  { table: 'sealed_nonces', op: 'INSERT', reason: 'a sealed body spends its nonce when opened, whatever the answer: a replay must fail too' },
  { table: 'login_throttles', op: 'INSERT', reason: 'a refused try is counted (wrong password or old password, unknown affiliate code): the throttle must see it' },
  { table: 'login_throttles', op: 'UPDATE', reason: 'the same count, for a subject that failed before' },
  { table: 'login_history', op: 'INSERT', row: { outcome: ['bad-password', 'bad-code'] }, reason: "a failed sign-in of a known account is in the member's login history (security centre)" },
  { table: 'verification_codes', op: 'UPDATE', columns: ['attempts'], reason: 'a wrong code uses up one of its attempts (5 end it)' },
  { table: 'payment_password_failures', op: 'INSERT', reason: 'a wrong payment password is counted (5 lock it, docs/decisions/023)' },
  { table: 'payment_password_failures', op: 'UPDATE', reason: 'the same count, after an earlier failure' },
  { table: 'payment_events', op: 'INSERT', row: { event: 'wrong_password' }, reason: 'the audit trail records a wrong payment password (and nothing else on a refusal)' },
  { table: 'audit_log', op: 'INSERT', row: { action: 'staff.sign-in-failed' }, reason: 'every failed staff sign-in is in the console audit log (docs/decisions/040)' },
];

/**
 * Operations left out of the random cases, with the reason. A fuzzed advance of the development
 * settlement clock (absent in production) settles up to 400 days of 5-minute windows in one call:
 * the call outruns its test and keeps the database busy for the operations after it. Its refusals
 * are in gateway/routes/agent/income.routes.test.ts; its access row stays in the matrix, and the NUL pass below still runs it.
 */
const notFuzzed = new Set(['POST /dev/agent/settlement-clock']);
const fuzzed = Object.keys(accessMatrix).filter((key) => !notFuzzed.has(key));

const injections = ["' OR '1'='1", '"; DROP TABLE members; --', '<script>alert(1)</script>', '${7*7}{{7*7}}', '__proto__', 'constructor'];
const traversal = ['../../../../etc/passwd', '..\\..\\..\\windows\\win.ini', '%2e%2e%2f%2e%2e%2fpackage.json', '....//....//etc/passwd', '/etc/passwd', 'file:///etc/passwd'];
const oddText = ['', ' ', '\u0000', 'a\u0000b', '%00', '\r\n', '\u202e\u200b\ufeff', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀 中文 العربية', '１２３４５６', 'Ⅻ', '\ud800'];
const numbers = ['-1', '-100', '0', '-0', '1e309', '-1e309', '9'.repeat(400), '1.5', '0.0000001', 'NaN', 'Infinity', '0x10', '00100', ' 100 ', '1,000', '9007199254740993'];
/** Values that mean something here, so a broken request still gets past the first checks. */
const plausible = ['aurora', 'tigerbay', 'RNG', 'LIVE', 'PG', 'EVO', 'TCG_LOTTO_VN', 'EN', 'CN', 'main', 'ALL', 'W', 'WEB', 'player01', 'agent01', 'sms', 'email', 'partial', 'all', '86', '13800000001'];

const junkText = fc.oneof(
  fc.constantFrom(...injections, ...traversal, ...oddText, ...numbers, ...plausible),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 200, unit: 'binary' }),
  fc.constantFrom('x'.repeat(257), 'x'.repeat(5000), 'é'.repeat(3000)),
);
const wrongType = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, -1e20, 1e308, 2 ** 53 + 1, -0.5, [], {}, [''], { $gt: '' }, { nested: { deeper: [1, { x: null }] } }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(junkText, { maxLength: 3 }),
);
const junkValue = fc.oneof(junkText, wrongType, fc.jsonValue({ maxDepth: 2 }));

/** A bad value for a field of this schema: mostly of its own kind, sometimes anything. */
function badFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const ownKind =
    type === 'integer' || type === 'number'
      ? fc.oneof(fc.constantFrom(-1, -100, 0, 1e308, -1e308, 2 ** 53 + 1, 1.5, (schema.maximum ?? 0) + 1, (schema.minimum ?? 0) - 1), fc.integer())
      : type === 'boolean'
        ? fc.constantFrom<unknown>('true', 1, 0, 'yes', null)
        : type === 'object'
          ? fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(schema.properties ?? {}), '__proto__', 'constructor'), fc.string({ maxLength: 8 })), junkValue, { maxKeys: 4 })
          : type === 'array'
            ? fc.array(junkValue, { maxLength: 4 })
            : junkText;
  return fc.oneof({ weight: 3, arbitrary: ownKind }, { weight: 1, arbitrary: junkValue });
}

/** A value as query text (objects as JSON: some have no prototype to convert them). */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));

type Case =
  | { kind: 'query'; name: string; value: string | string[] }
  | { kind: 'drop-query'; name: string }
  | { kind: 'path'; name: string; value: string; raw: boolean }
  | { kind: 'field'; name: string; value: unknown }
  | { kind: 'drop-field'; name: string }
  | { kind: 'raw-body'; payload: string; contentType: string | null }
  | { kind: 'sealed'; fields: Record<string, unknown> }
  | { kind: 'multipart'; fields: Record<string, string>; file: { field: string; type: string; bytes: number } | null }
  | { kind: 'raw-query'; query: string }
  | { kind: 'headers'; headers: Record<string, string> }
  | { kind: 'method'; method: AccessRequest['method'] };

const rawPathValues = ['..', '../..', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fpackage.json', '%00', '%', '%zz', '.%00.', 'a'.repeat(3000), '%C0%AE%C0%AE%2F'];
const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));

function casesOf(op: Operation, base: WellFormed): fc.Arbitrary<Case> {
  const arbs: { weight: number; arbitrary: fc.Arbitrary<Case> }[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<Case>) => arbs.push({ weight, arbitrary });
  add(
    3,
    fc.oneof(
      ...op.query.map((q) => fc.record({ kind: fc.constant('query' as const), name: fc.constant(q.name), value: fc.oneof(badFor(q.schema).map(asText), fc.array(junkText, { minLength: 2, maxLength: 3 })) })),
      fc.record({ kind: fc.constant('query' as const), name: fc.oneof(fc.constantFrom('merchant', 'page', 'pageSize', 'lang', '__proto__', 'constructor[prototype]', 'a[b]'), fc.string({ maxLength: 12 })), value: junkText }),
    ),
  );
  const required = op.query.filter((q) => q.required).map((q) => q.name);
  if (required.length > 0) add(1, fc.record({ kind: fc.constant('drop-query' as const), name: fc.constantFrom(...required) }));
  if (op.pathParams.length > 0) {
    add(
      3,
      fc.oneof(
        ...op.pathParams.map((p) =>
          fc.oneof(
            fc.record({ kind: fc.constant('path' as const), name: fc.constant(p.name), value: fc.constantFrom(...rawPathValues), raw: fc.constant(true) }),
            fc.record({ kind: fc.constant('path' as const), name: fc.constant(p.name), value: junkText.filter((s) => s.length > 0), raw: fc.constant(false) }),
          ),
        ),
      ),
    );
  }
  const props = Object.keys(op.body?.properties ?? {});
  if (!op.sealed && op.body) {
    const fields = props.map((name) => fc.record({ kind: fc.constant('field' as const), name: fc.constant(name), value: badFor(op.body?.properties?.[name] ?? {}) }));
    fields.push(fc.record({ kind: fc.constant('field' as const), name: fc.constantFrom('__proto__', 'constructor', 'extra', 'memberId', 'merchant', 'admin'), value: junkValue }));
    add(4, fc.oneof(...fields));
    const requiredFields = op.body.required ?? [];
    if (requiredFields.length > 0) add(1, fc.record({ kind: fc.constant('drop-field' as const), name: fc.constantFrom(...requiredFields) }));
  }
  if (op.sealed) {
    const plain = base.body ?? {};
    add(
      4,
      fc.oneof(
        fc.tuple(fc.constantFrom(...Object.keys(plain), 'extra', '__proto__'), junkValue).map(([k, v]) => ({ kind: 'sealed' as const, fields: { ...plain, [k]: v } })),
        fc.dictionary(fc.string({ maxLength: 10 }), junkValue, { maxKeys: 5 }).map((fields) => ({ kind: 'sealed' as const, fields })),
      ),
    );
    // The sealed envelope itself, field by field.
    add(2, fc.record({ kind: fc.constant('field' as const), name: fc.constantFrom('kid', 'wrappedKey', 'iv', 'ciphertext', 'ts', 'nonce', 'extra'), value: junkValue }));
  }
  if (base.multipart) {
    add(
      4,
      fc.record({
        kind: fc.constant('multipart' as const),
        fields: fc.dictionary(fc.oneof(fc.constantFrom('outcome', 'receivedAmount', 'avatar', 'proof'), fc.string({ maxLength: 8 })), junkText.map((s) => s.replace(/[\r\n"]/g, '')), { maxKeys: 3 }),
        file: fc.option(fc.record({ field: fc.constantFrom('avatar', 'proof', 'other'), type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/x-msdownload', ''), bytes: fc.constantFrom(0, 1, 100, 70_000) }), { nil: null }),
      }),
    );
  }
  if (op.method !== 'GET') {
    add(
      3,
      fc.oneof(
        fc.record({
          kind: fc.constant('raw-body' as const),
          payload: fc.constantFrom('{', '{"a":', '[]', 'null', '0', '"x"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '\u0000', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]', `{"a":"${'x'.repeat(200_000)}"`, JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_v, i) => [`k${i}`, i])))),
          contentType: fc.constantFrom('application/json', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', null),
        }),
        fc.record({ kind: fc.constant('raw-body' as const), payload: fc.string({ maxLength: 300, unit: 'binary' }), contentType: fc.constantFrom('application/json', 'text/plain', null) }),
      ),
    );
  }
  // The query string as a whole: several parameters at once, repeated keys, broken escapes.
  add(
    2,
    fc.oneof(
      fc.dictionary(fc.constantFrom(...op.query.map((q) => q.name), 'merchant', 'x'), junkText, { minKeys: 2, maxKeys: 5 }).map((d) => ({ kind: 'raw-query' as const, query: new URLSearchParams(d).toString() })),
      fc.webQueryParameters().map((query) => ({ kind: 'raw-query' as const, query })),
      fc.constantFrom('merchant=tigerbay&merchant=oasis', 'merchant[]=x', 'merchant=%00', '%E0%A4%A', 'merchant=', 'a=1&a=2&a=3', '%', '&&&', '=', '__proto__[admin]=1', 'page=1&page=2').map((query) => ({ kind: 'raw-query' as const, query })),
    ),
  );
  // Headers the gateway reads on every request, one or several at once.
  const header = fc.oneof(
    fc.record({ merchant: fc.oneof(fc.constantFrom('tigerbay', 'oasis', 'nobody', 'AURORA', 'aurora ', '../x', ''), printable(80)) }),
    fc.record({ host: fc.oneof(fc.constantFrom('localhost:8080', 'tigerbay.example', 'evil.example', '[::1]:80', '', 'aurora.example:99999', 'aurora.example.'), printable(300)) }),
    fc.record({ authorization: fc.oneof(fc.constantFrom('Bearer ', 'Bearer x', `Bearer ${'A'.repeat(43)}`, 'Basic YTpi', 'bearer  a b'), printable(200)) }),
    fc.dictionary(fc.constantFrom('cookie', 'x-request-id', 'accept-encoding', 'if-none-match', 'accept-language', 'x-forwarded-for', 'content-length'), printable(200), { minKeys: 1, maxKeys: 3 }),
  );
  add(3, fc.array(header, { minLength: 1, maxLength: 3 }).map((hs) => ({ kind: 'headers' as const, headers: Object.assign({}, ...hs) as Record<string, string> })));
  add(1, fc.record({ kind: fc.constant('method' as const), method: fc.constantFrom<AccessRequest['method']>('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS') }));
  return fc.oneof(...arbs);
}

const without = <T>(o: Record<string, T>, key: string): Record<string, T> => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
const junkBytes = (n: number) => Buffer.from(Array.from({ length: n }, (_v, i) => (i * 37 + 11) % 256));

/** The broken request: the well-formed one with the case applied. */
async function broken(kit: AccessKit, op: Operation, base: WellFormed, c: Case): Promise<AccessRequest> {
  const w: WellFormed = { ...base, params: { ...base.params }, query: { ...base.query }, headers: { ...base.headers }, body: base.body === undefined ? undefined : { ...base.body } };
  let query: Record<string, string | string[]> = w.query;
  switch (c.kind) {
    case 'query':
      query = { ...w.query, [c.name]: c.value };
      break;
    case 'drop-query':
      w.query = without(w.query, c.name);
      break;
    case 'path':
      if (c.raw) {
        const url = urlOf(op, { ...w.params, [c.name]: '__RAW__' }, w.query).replace('__RAW__', c.value);
        return { ...(await toRequest(kit, op, w)), url };
      }
      w.params[c.name] = c.value;
      break;
    case 'field':
      if (op.sealed) {
        const sealed = (await kit.seal(w.body ?? {})) as Record<string, unknown>;
        return { ...(await toRequest(kit, op, { ...w, body: undefined })), body: { ...sealed, [c.name]: c.value } };
      }
      w.body = { ...w.body, [c.name]: c.value };
      break;
    case 'drop-field':
      if (w.body) w.body = without(w.body, c.name);
      break;
    case 'sealed':
      w.body = c.fields;
      break;
    case 'multipart':
      w.multipart = { fields: c.fields, files: c.file ? [{ field: c.file.field, name: 'f.bin', type: c.file.type, body: junkBytes(c.file.bytes) }] : [] };
      break;
    case 'raw-body': {
      const req = await toRequest(kit, op, { ...w, body: undefined, multipart: undefined });
      return { ...req, payload: c.payload, headers: { ...req.headers, ...(c.contentType === null ? {} : { 'content-type': c.contentType }) } };
    }
    case 'headers':
      w.headers = { ...w.headers, ...c.headers };
      break;
    case 'raw-query': {
      const req = await toRequest(kit, op, w);
      return { ...req, url: `${req.url.split('?')[0] ?? ''}?${c.query}` };
    }
    case 'method':
      w.method = c.method as WellFormed['method'];
      break;
  }
  const req = await toRequest(kit, op, w);
  return c.kind === 'query' ? { ...req, url: urlOf(op, w.params, query) } : req;
}

/** Text that only a leaked error shows: a stack frame, a path on this machine (the checkout's too), a dependency path. */
const leak = new RegExp(String.raw`\n\s+at \S|"stack"\s*:|node_modules|/work/|${repoRoot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describeEachDatabase('OpenAPI fuzz', (database, kind) => {
  const runs = runsOn[kind];
  let kit: AccessKit;
  let ops: Map<string, Operation>;
  let watch: WriteWatch;
  let token = '';
  let ip = 0;
  let dist = '';
  beforeAll(async () => {
    // A built app (a path like /a/../.. is the home page, as in production).
    dist = await fakeDist();
    // And a built console: /console/api/merchants/../../<x> is the console page /console/<x>.
    await writeFile(join(dist, 'console.html'), '<!doctype html><html lang="en"><title>Console</title><div id="console"></div></html>\n');
    kit = await createAccessKit(database(), { distDir: dist });
    ops = new Map((await readOperations(kit.gw.app)).map((o) => [o.key, o]));
    watch = await watchWrites(kit.gw.database.db);
  });
  afterAll(async () => {
    await kit.close();
    await removeDir(dist);
  });

  /** A live session of a fresh member (the cases may end it: logout, password change). */
  const liveToken = async () => {
    const res = token ? await kit.send({ method: 'GET', url: apiPaths.memberInfo }, token) : null;
    if (res?.statusCode !== 200) token = (await kit.session('member', true)).token ?? '';
    return token;
  };

  /** Sends a broken request and checks the answer (and, after a 4xx, the database). */
  async function sendAndCheck(req: AccessRequest, sessionToken: string | null): Promise<void> {
    await watch.reset();
    const res = await kit.send({ ...req, ip: `198.19.${(ip >> 8) & 255}.${ip++ & 255}` }, sessionToken);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-security-policy']).toBeTruthy();
    const type = String(res.headers['content-type'] ?? '');
    if (!type.startsWith('image/')) expect(res.body).not.toMatch(leak);
    if (res.statusCode === 200 && type.startsWith('application/json') && !res.headers['content-encoding'] && req.method !== 'HEAD') {
      expect(res.json<{ success: unknown }>().success).toBe(true);
    }
    if (res.statusCode >= 400) {
      if (req.method !== 'HEAD') {
        expect(type).toMatch(/^application\/json/);
        const answer = res.json<{ success: unknown; code: unknown; message: unknown }>();
        expect([answer.success, isErrorCode(answer.code), typeof answer.message]).toEqual([false, true, 'string']);
      }
      expect(await watch.writes(byDesign)).toEqual([]);
    }
  }

  const operation = (key: string) => {
    const op = ops.get(key);
    if (!op) throw new Error(`${key}: not in the OpenAPI document (the access matrix test names it)`);
    return { op, base: wellFormed(op, accessMatrix[key]) };
  };

  it.each(fuzzed)('%s', async (key) => {
    const { op, base } = operation(key);
    const seed = [...`${kind}:${key}`].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 7);
    await fc.assert(
      fc.asyncProperty(casesOf(op, base), fc.constantFrom(true, true, true, false), fc.context(), async (c, withSession, ctx) => {
        const req = await broken(kit, op, base, c);
        ctx.log(`${req.method} ${req.url.slice(0, 200)} ${JSON.stringify(c).slice(0, 300)}`);
        await sendAndCheck(req, withSession ? await liveToken() : null);
      }),
      { seed, numRuns: runs, endOnFailure: true },
    );
  });

  // PostgreSQL text cannot hold NUL: every text a route takes, one at a time, carries one (not left to chance).
  it.each(Object.keys(accessMatrix))('%s: a NUL in each text parameter and field', async (key) => {
    const { op, base } = operation(key);
    const isText = (s: JsonSchema | undefined) => s?.type === 'string' || (Array.isArray(s?.type) && s.type.includes('string'));
    const cases: Case[] = [
      ...op.query.filter((q) => isText(q.schema)).map((q): Case => ({ kind: 'query', name: q.name, value: 'a\u0000b' })),
      ...op.pathParams.map((p): Case => ({ kind: 'path', name: p.name, value: 'a\u0000b', raw: false })),
      ...(op.sealed
        ? Object.keys(base.body ?? {}).map((name): Case => ({ kind: 'sealed', fields: { ...base.body, [name]: 'a\u0000b' } }))
        : Object.entries(op.body?.properties ?? {}).filter(([, s]) => isText(s)).map(([name]): Case => ({ kind: 'field', name, value: 'a\u0000b' }))),
      ...(base.multipart ? Object.keys(base.multipart.fields ?? {}).map((name): Case => ({ kind: 'multipart', fields: { ...base.multipart?.fields, [name]: 'a\u0000b' }, file: null })) : []),
    ];
    for (const c of cases) {
      const req = await broken(kit, op, base, c);
      try {
        await sendAndCheck(req, await liveToken());
      } catch (err) {
        throw new Error(`${req.method} ${req.url} ${JSON.stringify(c)}: ${String(err)}`, { cause: err });
      }
    }
  });
});
