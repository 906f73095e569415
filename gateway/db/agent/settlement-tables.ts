/**
 * Kysely shapes of agent_settlements, agent_settlement_runs, agent_settlement_dev_clock and
 * agent_settlement_dev_merchant_clock (migrations 041 and 045, docs/decisions/036 and 042).
 * bigint columns read as string (node-postgres) or number (PGlite): readers convert with Number().
 */
import type { ColumnType, Kysely } from 'kysely';
import type { ContractKind, ContractPeriod } from '../../../schemas/agent';
import type { Database } from '../database';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type BigIntColumn = ColumnType<string | number, number, number>;

export interface AgentSettlementsTable {
  id: ColumnType<string, string | undefined, never>;
  merchant: string;
  contract_id: string;
  kind: ContractKind;
  period: ContractPeriod;
  payee_id: string;
  upline_id: string;
  period_start: Timestamp;
  period_end: Timestamp;
  currency: string;
  active_people: number;
  bet_minor: BigIntColumn;
  win_minor: BigIntColumn;
  basis_minor: BigIntColumn;
  ratio: number;
  tier: number | null;
  amount_minor: BigIntColumn;
  transaction_id: string | null;
  paid_at: Timestamp;
}

export interface AgentSettlementRunsTable {
  merchant: string;
  period: ContractPeriod;
  period_start: Timestamp;
  period_end: Timestamp;
  state: ColumnType<'due' | 'done', 'due' | 'done' | undefined, 'due' | 'done'>;
  due_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  claimed_by: string | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  contracts: number | null;
  payouts: number | null;
  total_minor: ColumnType<string | number | null, number | null, number | null>;
}

export interface AgentSettlementDevClockTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  offset_ms: ColumnType<string | number, number, number>;
  moved_at: Timestamp;
}

/** The development clock of one merchant (migration 045): added on top of the shared offset. */
export interface AgentSettlementDevMerchantClockTable {
  merchant: string;
  offset_ms: ColumnType<string | number, number, number>;
  moved_at: Timestamp;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
export type SettlementTables = {
  agent_settlements: AgentSettlementsTable;
  agent_settlement_runs: AgentSettlementRunsTable;
  agent_settlement_dev_clock: AgentSettlementDevClockTable;
  agent_settlement_dev_merchant_clock: AgentSettlementDevMerchantClockTable;
};

export type SettlementDb = Kysely<Database & SettlementTables>;

export function withSettlementTables(db: Kysely<Database>): SettlementDb {
  return db.withTables<SettlementTables>();
}
