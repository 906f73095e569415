/**
 * Reads and writes of agent_contracts and agent_contract_events (migration 038). Every write
 * runs inside the caller's transaction on rows it has locked first (FOR UPDATE), and every
 * update checks and bumps the row's version, so two answers at once, or an offer racing an
 * answer, serialise on the row: the second sees the first's result (decision 035). What a move
 * may do is the contract machine's to say (machines/contract.machine.ts), not this file's.
 */
import { sql, type Kysely } from 'kysely';
import type { ContractKind, ContractPeriod, ContractState, ContractTier } from '../../../schemas/agent';
import type { Database } from '../database';
import type { IdentityTables } from '../identity/identity-tables';
import type { AncestryTables } from './ancestry-tables';
import type { ContractTables } from './contract-tables';

export type AgentContractDb = Kysely<Database & IdentityTables & ContractTables & AncestryTables>;

export function agentContractDb(db: Kysely<Database>): AgentContractDb {
  return db.withTables<IdentityTables & ContractTables & AncestryTables>();
}

export interface ContractRow {
  id: string;
  merchant: string;
  kind: ContractKind;
  period: ContractPeriod;
  state: ContractState;
  uplineId: string;
  downlineId: string;
  tiers: ContractTier[];
  ratio: number;
  terminationRequestedBy: 'upline' | 'downline' | null;
  signedAt: Date | null;
  offeredAt: Date;
  acceptedAt: Date | null;
  endedAt: Date | null;
  version: number;
}

export interface ContractRowWithAccounts extends ContractRow {
  uplineAccount: string;
  downlineAccount: string;
}

export interface ContractEventRow {
  contractId: string;
  seq: number;
  event: string;
  actor: 'upline' | 'downline' | 'system';
  at: Date;
}

const openStates = ['offered', 'active', 'terminationRequested'] as const;
const inForce = ['active', 'terminationRequested'] as const;

const columns = [
  'c.id',
  'c.merchant',
  'c.kind',
  'c.period',
  'c.state',
  'c.upline_id',
  'c.downline_id',
  'c.tiers',
  'c.ratio',
  'c.termination_requested_by',
  'c.signed_at',
  'c.offered_at',
  'c.accepted_at',
  'c.ended_at',
  'c.version',
] as const;

type RawRow = {
  id: string;
  merchant: string;
  kind: ContractKind;
  period: ContractPeriod;
  state: ContractState;
  upline_id: string;
  downline_id: string;
  tiers: ContractTier[] | string;
  ratio: number;
  termination_requested_by: 'upline' | 'downline' | null;
  signed_at: Date | null;
  offered_at: Date;
  accepted_at: Date | null;
  ended_at: Date | null;
  version: number;
};

const toDate = (d: Date | string): Date => (d instanceof Date ? d : new Date(d));
const toDateOrNull = (d: Date | string | null): Date | null => (d === null ? null : toDate(d));

function toRow(r: RawRow): ContractRow {
  return {
    id: r.id,
    merchant: r.merchant,
    kind: r.kind,
    period: r.period,
    state: r.state,
    uplineId: r.upline_id,
    downlineId: r.downline_id,
    tiers: typeof r.tiers === 'string' ? (JSON.parse(r.tiers) as ContractTier[]) : r.tiers,
    ratio: r.ratio,
    terminationRequestedBy: r.termination_requested_by,
    signedAt: toDateOrNull(r.signed_at),
    offeredAt: toDate(r.offered_at),
    acceptedAt: toDateOrNull(r.accepted_at),
    endedAt: toDateOrNull(r.ended_at),
    version: r.version,
  };
}

/** The contract, locked for this transaction. */
export async function lockContract(trx: AgentContractDb, id: string): Promise<ContractRow | null> {
  const r = await trx.selectFrom('agent_contracts as c').select(columns).where('c.id', '=', id).forUpdate().executeTakeFirst();
  return r ? toRow(r) : null;
}

/** The open contract of (downline, kind), locked (at most one: agent_contracts_one_open). */
export async function lockOpenContract(trx: AgentContractDb, downlineId: string, kind: ContractKind): Promise<ContractRow | null> {
  const r = await trx
    .selectFrom('agent_contracts as c')
    .select(columns)
    .where('c.downline_id', '=', downlineId)
    .where('c.kind', '=', kind)
    .where('c.state', 'in', openStates)
    .forUpdate()
    .executeTakeFirst();
  return r ? toRow(r) : null;
}

/** The ratio of the member's contract of this kind in force (from its upline), read under a share lock; null when none. */
export async function inForceRatio(trx: AgentContractDb, memberId: string, kind: ContractKind): Promise<number | null> {
  const r = await trx
    .selectFrom('agent_contracts as c')
    .select('c.ratio')
    .where('c.downline_id', '=', memberId)
    .where('c.kind', '=', kind)
    .where('c.state', 'in', inForce)
    .forShare()
    .executeTakeFirst();
  return r?.ratio ?? null;
}

/** Every kind's in-force ratio of the member (no lock: a read for the limits call). */
export async function inForceRatios(db: AgentContractDb, memberId: string): Promise<Partial<Record<ContractKind, number>>> {
  const rows = await db
    .selectFrom('agent_contracts as c')
    .select(['c.kind', 'c.ratio'])
    .where('c.downline_id', '=', memberId)
    .where('c.state', 'in', inForce)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.kind, r.ratio]));
}

/** Open contracts this member has given of the kind with a ratio above `ratio` (the higher-ratio rule), locked, oldest first. */
export async function lockHigherDownlineContracts(trx: AgentContractDb, uplineId: string, kind: ContractKind, ratio: number): Promise<ContractRowWithAccounts[]> {
  const rows = await trx
    .selectFrom('agent_contracts as c')
    .select(columns)
    .where('c.upline_id', '=', uplineId)
    .where('c.kind', '=', kind)
    .where('c.state', 'in', openStates)
    .where('c.ratio', '>', ratio)
    .orderBy('c.offered_at')
    .orderBy('c.id')
    .forUpdate()
    .execute();
  if (rows.length === 0) return [];
  const accounts = await accountsOf(trx, rows.flatMap((r) => [r.upline_id, r.downline_id]));
  return rows.map((r) => ({ ...toRow(r), uplineAccount: accounts.get(r.upline_id) ?? '', downlineAccount: accounts.get(r.downline_id) ?? '' }));
}

async function accountsOf(db: AgentContractDb, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'account']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.account]));
}

export interface NewContract {
  merchant: string;
  kind: ContractKind;
  period: ContractPeriod;
  uplineId: string;
  downlineId: string;
  tiers: ContractTier[];
  ratio: number;
  at: Date;
}

export async function insertContract(trx: AgentContractDb, c: NewContract): Promise<string> {
  const r = await trx
    .insertInto('agent_contracts')
    .values({
      merchant: c.merchant,
      kind: c.kind,
      period: c.period,
      state: 'offered',
      upline_id: c.uplineId,
      downline_id: c.downlineId,
      tiers: JSON.stringify(c.tiers),
      ratio: c.ratio,
      offered_at: c.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export interface ContractChange {
  state: ContractState;
  terminationRequestedBy: 'upline' | 'downline' | null;
  signedAt?: Date;
  acceptedAt?: Date;
  endedAt?: Date;
}

/** Writes a move of a locked row; false when the row changed since it was read (version). */
export async function updateContract(trx: AgentContractDb, row: Pick<ContractRow, 'id' | 'version'>, change: ContractChange): Promise<boolean> {
  const r = await trx
    .updateTable('agent_contracts')
    .set({
      state: change.state,
      termination_requested_by: change.terminationRequestedBy,
      ...(change.signedAt ? { signed_at: change.signedAt } : {}),
      ...(change.acceptedAt ? { accepted_at: change.acceptedAt } : {}),
      ...(change.endedAt ? { ended_at: change.endedAt } : {}),
      version: row.version + 1,
    })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Appends history entries after the contract's last one (the row is locked by the caller or just inserted). */
export async function appendEvents(trx: AgentContractDb, contractId: string, entries: readonly { event: string; by: 'upline' | 'downline' | 'system' }[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  const last = await trx
    .selectFrom('agent_contract_events')
    .select(sql<number>`coalesce(max(seq), 0)`.as('seq'))
    .where('contract_id', '=', contractId)
    .executeTakeFirstOrThrow();
  const start = Number(last.seq);
  await trx
    .insertInto('agent_contract_events')
    .values(entries.map((e, i) => ({ contract_id: contractId, seq: start + i + 1, event: e.event, actor: e.by, at })))
    .execute();
}

export interface ContractFilter {
  memberId: string;
  /** mine: contracts from my upline (I am the downline); offered: contracts I gave. */
  scope: 'mine' | 'offered';
  kind?: ContractKind;
  state?: ContractState;
  limit: number;
  offset: number;
}

function withAccounts(db: AgentContractDb) {
  return db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as u', 'u.id', 'c.upline_id')
    .innerJoin('members as d', 'd.id', 'c.downline_id');
}

export async function listContracts(db: AgentContractDb, f: ContractFilter): Promise<{ rows: ContractRowWithAccounts[]; total: number }> {
  let q = withAccounts(db).where(f.scope === 'mine' ? 'c.downline_id' : 'c.upline_id', '=', f.memberId);
  if (f.kind) q = q.where('c.kind', '=', f.kind);
  if (f.state) q = q.where('c.state', '=', f.state);
  const [rows, count] = await Promise.all([
    q
      .select([...columns, 'u.account as upline_account', 'd.account as downline_account'])
      .orderBy('c.offered_at', 'desc')
      .orderBy('c.id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...toRow(r), uplineAccount: r.upline_account, downlineAccount: r.downline_account })), total: Number(count.n) };
}

/** One contract the member is a party of (upline or downline), or null. */
export async function findContractOf(db: AgentContractDb, id: string, memberId: string): Promise<ContractRowWithAccounts | null> {
  const r = await withAccounts(db)
    .select([...columns, 'u.account as upline_account', 'd.account as downline_account'])
    .where('c.id', '=', id)
    .where((eb) => eb.or([eb('c.upline_id', '=', memberId), eb('c.downline_id', '=', memberId)]))
    .executeTakeFirst();
  return r ? { ...toRow(r), uplineAccount: r.upline_account, downlineAccount: r.downline_account } : null;
}

export async function eventsOf(db: AgentContractDb, ids: readonly string[]): Promise<Map<string, ContractEventRow[]>> {
  const byContract = new Map<string, ContractEventRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byContract;
  const rows = await db.selectFrom('agent_contract_events').selectAll().where('contract_id', 'in', [...ids]).orderBy('contract_id').orderBy('seq').execute();
  for (const r of rows) byContract.get(r.contract_id)?.push({ contractId: r.contract_id, seq: r.seq, event: r.event, actor: r.actor, at: toDate(r.at) });
  return byContract;
}

/**
 * What awaits the member's answer, of each kind, first first: an offer from its upline
 * (requestType 1), then its upline's termination request, then its downlines' termination
 * requests on contracts it gave, oldest first (requestType 2) — decision 035.
 */
export async function pendingRequests(db: AgentContractDb, memberId: string, kind?: ContractKind): Promise<{ id: string; kind: ContractKind; requestType: 1 | 2 }[]> {
  let q = db
    .selectFrom('agent_contracts as c')
    .select(['c.id', 'c.kind', 'c.state', 'c.downline_id', 'c.offered_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('c.downline_id', '=', memberId), eb('c.state', '=', 'offered')]),
        eb.and([eb('c.downline_id', '=', memberId), eb('c.state', '=', 'terminationRequested'), eb('c.termination_requested_by', '=', 'upline')]),
        eb.and([eb('c.upline_id', '=', memberId), eb('c.state', '=', 'terminationRequested'), eb('c.termination_requested_by', '=', 'downline')]),
      ]),
    );
  if (kind) q = q.where('c.kind', '=', kind);
  const rows = await q.execute();
  const rank = (r: (typeof rows)[number]) => (r.state === 'offered' ? 0 : r.downline_id === memberId ? 1 : 2);
  return rows
    .sort((a, b) => rank(a) - rank(b) || toDate(a.offered_at).getTime() - toDate(b.offered_at).getTime() || a.id.localeCompare(b.id))
    .map((r) => ({ id: r.id, kind: r.kind, requestType: r.state === 'offered' ? 1 : 2 }));
}

/** How the member stands to another: 0 itself, 1 its direct downline, deeper, or null outside its subtree. */
export async function depthBelow(db: AgentContractDb, ancestorId: string, memberId: string): Promise<number | null> {
  const r = await db
    .selectFrom('member_ancestry')
    .select('depth')
    .where('ancestor_id', '=', ancestorId)
    .where('descendant_id', '=', memberId)
    .executeTakeFirst();
  return r?.depth ?? null;
}
