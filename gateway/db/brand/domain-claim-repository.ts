/**
 * Host name claims (migration 034-merchant-domains.sql): which merchant holds each host name,
 * read and written inside one transaction that holds the claims' advisory lock, so gateway
 * instances starting together settle one after the other on the same records.
 */
import { sql, type ColumnType, type Transaction } from 'kysely';
import type { Database, Db } from '../database';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MerchantDomainsTable {
  host: string;
  merchant: string;
  claimed_at: Timestamp;
}

type ClaimTables = { merchant_domains: MerchantDomainsTable };
type ClaimTrx = Transaction<Database & ClaimTables>;

/** Arbitrary constant naming "the host name claims" in pg_locks (the migrator uses 716_427_301). */
export const claimsLockKey = 716_427_334;
const LOCK_KEY = claimsLockKey;

export interface DomainClaims {
  /** Host name -> holding merchant, for the given host names. */
  holders(hosts: readonly string[]): Promise<Map<string, string>>;
  /** Which of these merchant codes already have a merchants row (were onboarded before). */
  onboarded(codes: readonly string[]): Promise<Set<string>>;
  /** Records (or moves) each host name to its merchant. */
  record(claims: readonly { host: string; merchant: string }[]): Promise<void>;
}

function claimsIn(trx: ClaimTrx): DomainClaims {
  return {
    async holders(hosts) {
      if (hosts.length === 0) return new Map();
      const rows = await trx
        .selectFrom('merchant_domains')
        .select(['host', 'merchant'])
        .where('host', 'in', [...hosts])
        .execute();
      return new Map(rows.map((r) => [r.host, r.merchant]));
    },
    async onboarded(codes) {
      if (codes.length === 0) return new Set();
      const rows = await trx.selectFrom('merchants').select('code').where('code', 'in', [...codes]).execute();
      return new Set(rows.map((r) => r.code));
    },
    async record(claims) {
      if (claims.length === 0) return;
      await trx
        .insertInto('merchant_domains')
        .values(claims.map(({ host, merchant }) => ({ host, merchant })))
        .onConflict((oc) =>
          oc.column('host').doUpdateSet({ merchant: (eb) => eb.ref('excluded.merchant'), claimed_at: new Date() }),
        )
        .execute();
    },
  };
}

/** Runs `settle` with the claims locked against every other gateway instance until it returns. */
export async function withDomainClaims<T>(db: Db, settle: (claims: DomainClaims) => Promise<T>): Promise<T> {
  return db.withTables<ClaimTables>().transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(LOCK_KEY)})`.execute(trx);
    return settle(claimsIn(trx));
  });
}
