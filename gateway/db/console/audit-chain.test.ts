/**
 * The audit log in the database (migration 043, docs/decisions/040), on both databases: rows
 * are append-only (UPDATE, DELETE and TRUNCATE refused by the database itself), each is chained
 * to the one before, a row forged by SQL (bypassing the gateway) breaks the chain check at that
 * row, and concurrent writers on separate PostgreSQL connections keep one linear chain.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, chainText, diffOf, genesisHash, type AuditFields } from '../../domain/console/audit-chain';
import { createSecretBox } from '../../domain/secret-box';
import type { DatabaseHandle } from '../connection';
import { migrate } from '../migrator';
import { describeEachDatabase } from '../../test-support/databases';
import { appendAudit, verifyAuditChain } from './audit-repository';

const box = createSecretBox(new Uint8Array(32).fill(7));
const fields = (i: number, merchant: string | null = 'aurora'): AuditFields => ({
  at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)),
  staffId: null,
  staffName: `tester-${i}`,
  role: 'product',
  merchant,
  ip: '192.0.2.1',
  action: 'modules.publish',
  target: merchant,
  before: { DIRECTREG3: true, nested: { b: 1, a: [1, 'x'] } },
  after: { DIRECTREG3: false },
});

describe('audit chain, pure parts', () => {
  it('canonical JSON ignores key order at every depth, and the diff keeps only changed keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
    expect(diffOf({ A: true, B: false, C: 1 }, { A: false, B: false, D: 'x' })).toEqual({ before: { A: true, C: 1, D: null }, after: { A: false, C: null, D: 'x' } });
  });
});

describeEachDatabase('audit log', (database, kind) => {
  const append = (i: number, merchant?: string | null) => database().db.transaction().execute((trx) => appendAudit(trx, box, fields(i, merchant)));
  beforeAll(async () => {
    await migrate(database().db);
  });

  it('chains every row to the one before; the whole chain verifies', async () => {
    const before = await verifyAuditChain(database().db, box);
    expect(before.firstBroken).toBeNull();
    const seqs = [await append(1), await append(2, null), await append(3, 'oasis')];
    expect(seqs).toEqual([before.rows + 1, before.rows + 2, before.rows + 3]);
    const rows = await sql<{ seq: number; prev_hash: string; hash: string }>`select seq, prev_hash, hash from audit_log order by seq`.execute(database().db);
    expect(rows.rows[0]?.prev_hash).toBe(genesisHash);
    rows.rows.slice(1).forEach((r, i) => expect(r.prev_hash).toBe(rows.rows[i]?.hash));
    expect(await verifyAuditChain(database().db, box)).toEqual({ rows: before.rows + 3, firstBroken: null });
    // Another key does not verify it: the hashes are keyed.
    expect((await verifyAuditChain(database().db, createSecretBox(new Uint8Array(32)))).firstBroken).toEqual({ seq: 1, reason: 'hash-mismatch' });
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const db = database().db;
    await expect(sql`update audit_log set after = '{"DIRECTREG3": true}' where seq = 1`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`update audit_log set staff_name = 'someone else'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where seq = (select max(seq) from audit_log)`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect((await verifyAuditChain(db, box)).firstBroken).toBeNull();
  });

  it.runIf(kind === 'postgres')('keeps one linear chain with concurrent writers on separate connections', async () => {
    const handle = database();
    const others: DatabaseHandle[] = [];
    try {
      for (let i = 0; i < 2; i += 1) others.push(await (handle.connectAgain?.() ?? Promise.reject(new Error('no second connection'))));
      const start = (await verifyAuditChain(handle.db, box)).rows;
      const writers = [handle, ...others].flatMap((h, w) => Array.from({ length: 15 }, (_, i) => h.db.transaction().execute((trx) => appendAudit(trx, box, fields(100 + w * 15 + i)))));
      const seqs = await Promise.all(writers);
      expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 45 }, (_, i) => start + 1 + i));
      expect(await verifyAuditChain(handle.db, box)).toEqual({ rows: start + 45, firstBroken: null });
    } finally {
      for (const o of others) await o.close();
    }
  });

  it('a row forged by SQL, bypassing the gateway, breaks the chain check at that row', async () => {
    const db = database().db;
    const last = (await sql<{ seq: number; hash: string }>`select seq, hash from audit_log order by seq desc limit 1`.execute(db)).rows[0];
    if (!last) throw new Error('rows expected');
    // The forger knows the format and links to the last row, but not the data key: a plain SHA-256 is not the keyed hash.
    const forged = { ...fields(999), staffName: 'ghost', after: { DIRECTREG3: true } };
    const hash = createHash('sha256').update(last.hash + chainText(last.seq + 1, last.hash, forged)).digest('hex');
    await sql`insert into audit_log (seq, prev_hash, hash, at, staff_id, staff_name, role, merchant, ip, action, target, before, after)
      values (${last.seq + 1}, ${last.hash}, ${hash}, ${forged.at}, null, 'ghost', 'product', 'aurora', '192.0.2.1', 'modules.publish', 'aurora', null, ${JSON.stringify(forged.after)})`.execute(db);
    expect((await verifyAuditChain(db, box)).firstBroken).toEqual({ seq: last.seq + 1, reason: 'hash-mismatch' });
    // And the forged row cannot be removed again: the evidence stays.
    await expect(sql`delete from audit_log where staff_name = 'ghost'`.execute(db)).rejects.toThrow(/append-only/);
  });
}, { seeded: false });
