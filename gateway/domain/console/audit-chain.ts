/**
 * The audit log's hash chain (docs/decisions/040): each row's hash is HMAC-SHA256, under a key
 * derived from the data key (secret-box.ts `mac`), over the previous row's hash and the row's
 * canonical form; the first row's previous hash is 64 zeros. Keyed, so a copy of the database
 * alone cannot forge a row that verifies (plain SHA-256 could be recomputed by whoever inserts
 * it). Pure: the database side is gateway/db/console/audit-repository.ts.
 */
import type { SecretBox } from '../secret-box';

export const genesisHash = '0'.repeat(64);

/** One audit row as stored (seq and hashes aside). */
export interface AuditFields {
  at: Date;
  staffId: string | null;
  staffName: string;
  role: string | null;
  merchant: string | null;
  ip: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

export interface ChainedRow extends AuditFields {
  seq: number;
  prevHash: string;
  hash: string;
}

/** JSON with object keys sorted at every depth: one text per value, whatever the key order (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The text a row's hash is computed over: version, seq, previous hash and every field, in a fixed order. */
export function chainText(seq: number, prevHash: string, f: AuditFields): string {
  return canonicalJson([
    'audit-v1',
    seq,
    prevHash,
    f.at.toISOString(),
    f.staffId,
    f.staffName,
    f.role,
    f.merchant,
    f.ip,
    f.action,
    f.target,
    f.before ?? null,
    f.after ?? null,
  ]);
}

export function chainHash(box: SecretBox, seq: number, prevHash: string, f: AuditFields): string {
  return box.mac(chainText(seq, prevHash, f));
}

export type BrokenReason = 'sequence-gap' | 'previous-hash-mismatch' | 'hash-mismatch';

export interface BrokenLink {
  seq: number;
  reason: BrokenReason;
}

/**
 * Walks rows in seq order, carrying what the previous batch ended with: the first broken link
 * (a missing or inserted seq, a row not pointing at the one before, or a row whose hash its
 * content does not give), or null.
 */
export function firstBrokenLink(box: SecretBox, rows: readonly ChainedRow[], start: { seq: number; hash: string }): BrokenLink | null {
  let expectedSeq = start.seq + 1;
  let prev = start.hash;
  for (const r of rows) {
    if (r.seq !== expectedSeq) return { seq: Math.min(r.seq, expectedSeq), reason: 'sequence-gap' };
    if (r.prevHash !== prev) return { seq: r.seq, reason: 'previous-hash-mismatch' };
    if (chainHash(box, r.seq, r.prevHash, r) !== r.hash) return { seq: r.seq, reason: 'hash-mismatch' };
    prev = r.hash;
    expectedSeq += 1;
  }
  return null;
}

/** The changed parts of two flat records: only keys whose values differ, before and after. */
export function diffOf(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (canonicalJson(before[key]) === canonicalJson(after[key])) continue;
    out.before[key] = before[key] ?? null;
    out.after[key] = after[key] ?? null;
  }
  return out;
}
