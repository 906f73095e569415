/**
 * Kysely shapes of agent_contracts and agent_contract_events (migration 038; schemas/agent.ts
 * Contract). tiers is jsonb: PGlite and node-postgres both read it as parsed JSON.
 */
import type { ColumnType, Kysely } from 'kysely';
import type { ContractKind, ContractPeriod, ContractState, ContractTier } from '../../../schemas/agent';
import type { Database } from '../database';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AgentContractsTable {
  id: ColumnType<string, string | undefined, never>;
  merchant: string;
  kind: ContractKind;
  period: ContractPeriod;
  state: ContractState;
  upline_id: string;
  downline_id: string;
  tiers: ColumnType<ContractTier[], string, string>;
  ratio: number;
  termination_requested_by: ColumnType<'upline' | 'downline' | null, 'upline' | 'downline' | null | undefined, 'upline' | 'downline' | null>;
  signed_at: NullableTimestamp;
  offered_at: Timestamp;
  accepted_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  version: ColumnType<number, number | undefined, number>;
}

export interface AgentContractEventsTable {
  contract_id: string;
  seq: number;
  event: string;
  actor: 'upline' | 'downline' | 'system';
  at: Timestamp;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
export type ContractTables = {
  agent_contracts: AgentContractsTable;
  agent_contract_events: AgentContractEventsTable;
};

export type ContractDb = Kysely<Database & ContractTables>;

export function withContractTables(db: Kysely<Database>): ContractDb {
  return db.withTables<ContractTables>();
}
