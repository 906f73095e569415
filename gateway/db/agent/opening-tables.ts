/**
 * Kysely shapes of what migration 042 adds for account opening and promotion links
 * (docs/decisions/037-agent-opening-links-transfers.md): agent_openings, and the id and
 * disabled_at columns of affiliate_codes, viewed over the registration and ancestry tables.
 */
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../database';
import type { AffiliateCodesTable, RegistrationTables } from '../identity/registration-tables';
import type { AncestryTables } from './ancestry-tables';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AgentOpeningsTable {
  member_id: string;
  agent_id: string;
  role: 'member' | 'agent';
  ip: string;
  created_at: Timestamp;
}

export interface PromotionLinkColumns {
  id: ColumnType<string, string | undefined, never>;
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
export type OpeningTables = RegistrationTables &
  AncestryTables & {
    agent_openings: AgentOpeningsTable;
    affiliate_codes: AffiliateCodesTable & PromotionLinkColumns;
  };

export type OpeningDb = Kysely<Database & OpeningTables>;

export function withOpeningTables(db: Kysely<Database>): OpeningDb {
  return db.withTables<OpeningTables>();
}
