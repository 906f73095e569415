/**
 * The access matrix (access-matrix.ts) against the live gateway: every
 * operation of the OpenAPI document has a row (a new route without one fails here, by name),
 * and each role gets exactly the row's answer. A refusal carries no data and writes nothing.
 * It runs on the embedded database only: the answers come from the gateway's guards and from
 * repositories whose own suites run on both databases, and on PostgreSQL it cost four minutes of
 * CI's two cores (docs/decisions/056).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isErrorCode } from '../../schemas/error-codes';
import { createAccessKit, roles, type AccessKit, type Role } from '../test-support/access-kit';
import { toRequest, wellFormed } from '../test-support/access-request';
import { describeEachDatabase } from '../test-support/databases';
import { readOperations, type Operation } from '../test-support/openapi-operations';
import { watchWrites, type ExpectedWrite, type WriteWatch } from '../test-support/write-watch';
import { accessMatrix, type Answer } from './access-matrix';

/** Writes a refused call makes by design. */
const refusalWrites: ExpectedWrite[] = [
  { table: 'sessions', op: 'UPDATE', columns: ['idle_expires_at', 'last_seen_at'], reason: "reading a session moves its idle expiry (the caller's own session)" },
  { table: 'sealed_nonces', op: 'INSERT', reason: 'a sealed body spends its nonce when opened, whatever the answer: a replay must fail too' },
];

function describeAnswer(a: Answer, okStatus = 200): string {
  if (a === 'ok') return `${okStatus} ok`;
  if (a === 'login') return '401 UNAUTHORIZED';
  if (a === 'real-account') return '403 TRIAL_NOT_ALLOWED';
  return `${a.status} ${a.code}`;
}

describeEachDatabase('access matrix', (database) => {
  let kit: AccessKit;
  let ops: Map<string, Operation>;
  let watch: WriteWatch;
  beforeAll(async () => {
    kit = await createAccessKit(database());
    ops = new Map((await readOperations(kit.gw.app)).map((o) => [o.key, o]));
    watch = await watchWrites(kit.gw.database.db);
  });
  afterAll(() => kit.close());

  it('has a row for every operation of the OpenAPI document, and no row for an operation it lacks', () => {
    const missing = [...ops.keys()].filter((k) => !Object.hasOwn(accessMatrix, k));
    const stale = Object.keys(accessMatrix).filter((k) => !ops.has(k));
    expect({ 'operations without a row in gateway/http/access-matrix.ts': missing, 'rows without an operation': stale }).toEqual({
      'operations without a row in gateway/http/access-matrix.ts': [],
      'rows without an operation': [],
    });
  });

  it('sees the writes of a call (the "writes nothing" checks below can fail)', async () => {
    await watch.reset();
    await kit.session('trial', true);
    expect((await watch.writes(refusalWrites)).map((w) => `${w.op} ${w.table}`)).toEqual(expect.arrayContaining(['INSERT members', 'INSERT sessions']));
  });

  it.each(Object.keys(accessMatrix))('%s', async (key) => {
    const row = accessMatrix[key];
    const op = ops.get(key);
    if (!row || !op) throw new Error(`${key}: no operation`);
    const expected: Partial<Record<Role, string>> = {};
    const actual: Partial<Record<Role, string>> = {};
    for (const role of roles) {
      const session = await kit.session(role, row.freshAccount);
      const prepared = (await row.prepare?.({ kit, role, session })) ?? {};
      const req = await toRequest(kit, op, wellFormed(op, row, prepared));
      await watch.reset();
      const res = await kit.send(req, session.token);
      const answer = row.answers[role];
      expected[role] = describeAnswer(answer, row.okStatus);
      const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
      const body = isJson ? res.json<{ success?: unknown; code?: unknown; value?: unknown }>() : null;
      let seen = `${res.statusCode} ${res.statusCode < 400 ? 'ok' : String(body?.code)}`;
      if (res.statusCode < 400 && body && body.success !== true) seen += ` (success ${String(body.success)})`;
      if (res.statusCode >= 400) {
        if (!body || body.success !== false || !isErrorCode(body.code)) seen += ` (not an error envelope: ${res.body.slice(0, 120)})`;
        if (answer === 'login' || answer === 'real-account') {
          if (body?.value !== null) seen += ` (data in a refusal: ${JSON.stringify(body?.value).slice(0, 120)})`;
        }
        const writes = await watch.writes(refusalWrites);
        if (writes.length > 0) seen += ` (wrote ${writes.map((w) => `${w.op} ${w.table} ${w.columns.join(',')}`).join('; ')})`;
      }
      actual[role] = seen;
    }
    expect(actual).toEqual(expected);
  });
}, { seeded: true, only: 'pglite' });
