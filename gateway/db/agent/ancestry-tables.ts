/**
 * Kysely shape of member_ancestry (migration 037), the closure table of members.parent_id that
 * bounds every agent query to the agent's own subtree (docs/decisions/033-agent-programme.md).
 * The database keeps it (triggers on members); nothing in the gateway writes it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../database';

export interface MemberAncestryTable {
  ancestor_id: string;
  descendant_id: string;
  /** 0 the member itself, 1 a direct downline, 2 a downline's downline … */
  depth: number;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
export type AncestryTables = {
  member_ancestry: MemberAncestryTable;
};

export type AncestryDb = Kysely<Database & AncestryTables>;

export function withAncestryTables(db: Kysely<Database>): AncestryDb {
  return db.withTables<AncestryTables>();
}
