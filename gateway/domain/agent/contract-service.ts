/**
 * Agent contracts (issue 17, §3 Contract, §4, §8; decision 035): offer to a direct downline,
 * answer (accept, reject, agree to or refuse a termination), ask to terminate, withdraw, and
 * the reads (lists with history, limits, what awaits my answer). Every move goes through the
 * contract machine (machines/contract.machine.ts) inside one transaction on locked rows;
 * refusals throw a Refusal before anything is written, or roll the transaction back.
 *
 * The higher-ratio rule (§4, §8, READINGS #22): accepting a contract whose ratio is below an
 * open contract I gave a downline of the same kind answers 409 CONTRACT_DOWNLINE_RATIO_HIGHER
 * with { conflicts } and changes nothing; with terminateConflicting those downline contracts are
 * superseded in the same transaction as the acceptance.
 */
import {
  contractKinds,
  defaultRatioCaps,
  type ConsolidatedContract,
  type Contract,
  type ContractAnswerAnswer,
  type ContractAnswerRequest,
  type ContractConflict,
  type ContractKind,
  type ContractLimitsAnswer,
  type ContractRequestAnswer,
  type ContractState,
  type ContractsQuery,
  type OfferContractRequest,
  consolidatedFieldOfKind,
} from '../../../schemas/agent';
import { errorMessages } from '../../../schemas/error-codes';
import { moveContract, type ContractMachineEvent, type ContractParty } from '../../../machines/contract.machine';
import type { Db } from '../../db/database';
import {
  agentContractDb,
  appendEvents,
  depthBelow,
  eventsOf,
  findContractOf,
  inForceRatio,
  inForceRatios,
  insertContract,
  listContracts,
  lockContract,
  lockHigherDownlineContracts,
  lockOpenContract,
  pendingRequests,
  updateContract,
  type AgentContractDb,
  type ContractEventRow,
  type ContractRow,
  type ContractRowWithAccounts,
} from '../../db/agent/contract-repository';
import { isUniqueViolation } from '../payments/payment-request';
import { Refusal } from '../refusal';
import { checkPeriod, checkTiers, ratioOf } from './contract-terms';

/** The signed-in member as the contract calls see it. */
export interface ContractCaller {
  id: string;
  merchant: string;
  parentId: string | null;
}

const finalStates: readonly ContractState[] = ['rejected', 'withdrawn', 'terminated'];

function toContract(row: ContractRowWithAccounts, events: readonly ContractEventRow[]): Contract {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    state: row.state,
    upline: { id: row.uplineId, account: row.uplineAccount },
    downline: { id: row.downlineId, account: row.downlineAccount },
    tiers: row.tiers,
    ratio: row.ratio,
    terminationRequestedBy: row.terminationRequestedBy,
    offeredAt: row.offeredAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    history: events.map((e) => ({ at: e.at.toISOString(), event: e.event, by: e.actor })),
  };
}

const unknownContract = () => new Refusal(404, 'CONTRACT_UNKNOWN');

function partyOf(row: ContractRow, memberId: string): ContractParty | null {
  if (row.uplineId === memberId) return 'upline';
  if (row.downlineId === memberId) return 'downline';
  return null;
}

/** A locked contract moved by the machine and written with its history; refused (nothing written) when the machine says no. */
async function move(trx: AgentContractDb, row: ContractRow, event: ContractMachineEvent, at: Date): Promise<void> {
  const result = moveContract({ kind: row.kind, state: row.state, terminationRequestedBy: row.terminationRequestedBy, signed: row.signedAt !== null }, event);
  if (!result.ok) {
    if (result.code === 'CONTRACT_SIGNATURE_REQUIRED') {
      throw new Refusal(400, 'CONTRACT_SIGNATURE_REQUIRED', [{ path: '/sign', reason: 'signature_required', message: errorMessages.CONTRACT_SIGNATURE_REQUIRED }]);
    }
    throw new Refusal(409, result.code);
  }
  const next = result.position;
  const written = await updateContract(trx, row, {
    state: next.state,
    terminationRequestedBy: next.terminationRequestedBy,
    ...(next.signed && row.signedAt === null ? { signedAt: at } : {}),
    ...(row.state === 'offered' && next.state === 'active' ? { acceptedAt: at } : {}),
    ...(finalStates.includes(next.state) ? { endedAt: at } : {}),
  });
  if (!written) throw new Refusal(409, 'CONTRACT_STATE');
  await appendEvents(trx, row.id, result.recorded, at);
}

export interface ContractService {
  list(caller: ContractCaller, query: ContractsQuery & { page: number; pageSize: number }): Promise<{ items: Contract[]; total: number }>;
  get(caller: ContractCaller, id: string): Promise<Contract>;
  limits(caller: ContractCaller): Promise<ContractLimitsAnswer>;
  offer(caller: ContractCaller, request: OfferContractRequest): Promise<Contract>;
  terminate(caller: ContractCaller, id: string): Promise<Contract>;
  withdraw(caller: ContractCaller, id: string): Promise<Contract>;
  pending(caller: ContractCaller, kind: ContractKind): Promise<ContractRequestAnswer>;
  answer(caller: ContractCaller, kind: ContractKind, request: ContractAnswerRequest): Promise<ContractAnswerAnswer>;
  /** §3 Consolidated contract: the request type of each kind. */
  consolidated(memberId: string): Promise<ConsolidatedContract>;
}

export function createContractService(database: Db, now: () => number): ContractService {
  const db = agentContractDb(database);

  const contractOf = async (caller: ContractCaller, id: string, trx: AgentContractDb = db): Promise<Contract> => {
    const row = await findContractOf(trx, id, caller.id);
    if (!row) throw unknownContract();
    return toContract(row, (await eventsOf(trx, [row.id])).get(row.id) ?? []);
  };

  /** The highest ratio of the kind this member may give (decision 035). */
  const limitOf = async (trx: AgentContractDb, member: { id: string; parentId: string | null }, kind: ContractKind): Promise<number> =>
    member.parentId === null ? defaultRatioCaps[kind] : ((await inForceRatio(trx, member.id, kind)) ?? 0);

  /** A move by one party of a contract it is party of. */
  const partyMove = async (caller: ContractCaller, id: string, eventOf: (by: ContractParty) => ContractMachineEvent): Promise<Contract> =>
    db.transaction().execute(async (trx) => {
      const row = await lockContract(trx, id);
      const by = row ? partyOf(row, caller.id) : null;
      if (!row || !by) throw unknownContract();
      await move(trx, row, eventOf(by), new Date(now()));
      return contractOf(caller, id, trx);
    });

  return {
    async list(caller, query) {
      const { rows, total } = await listContracts(db, {
        memberId: caller.id,
        scope: query.scope ?? 'mine',
        kind: query.kind,
        state: query.state,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const events = await eventsOf(db, rows.map((r) => r.id));
      return { items: rows.map((r) => toContract(r, events.get(r.id) ?? [])), total };
    },

    get: (caller, id) => contractOf(caller, id),

    async limits(caller) {
      const mine = caller.parentId === null ? {} : await inForceRatios(db, caller.id);
      const entries = contractKinds.map((kind) => [
        kind,
        caller.parentId === null ? { maxRatio: defaultRatioCaps[kind], fromUpline: false } : { maxRatio: mine[kind] ?? 0, fromUpline: true },
      ]);
      return Object.fromEntries(entries) as ContractLimitsAnswer;
    },

    async offer(caller, request) {
      checkPeriod(request.kind, request.period);
      const tiers = checkTiers(request.kind, request.tiers);
      const ratio = ratioOf(tiers);
      const depth = await depthBelow(db, caller.id, request.downlineId);
      if (depth === null) throw new Refusal(404, 'NOT_IN_TEAM');
      if (depth !== 1) {
        throw new Refusal(400, 'NOT_DIRECT_DOWNLINE', [{ path: '/downlineId', reason: 'not_direct_downline', message: errorMessages.NOT_DIRECT_DOWNLINE }]);
      }
      // Two offers at once to the same downline and kind: the loser's insert meets the one-open
      // index, and its retry replaces the winner's offer (the latest offer stands).
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction().execute(async (trx) => {
            const at = new Date(now());
            // My own contract first (upward), then the downline's (downward): one lock order everywhere.
            const limit = await limitOf(trx, caller, request.kind);
            if (ratio > limit) {
              throw new Refusal(400, 'CONTRACT_RATIO_ABOVE_UPLINE', [
                { path: `/tiers/${tiers.length - 1}/ratio`, reason: 'above_upline', message: errorMessages.CONTRACT_RATIO_ABOVE_UPLINE },
              ]);
            }
            const open = await lockOpenContract(trx, request.downlineId, request.kind);
            if (open) {
              if (open.state !== 'offered' || open.uplineId !== caller.id) throw new Refusal(409, 'CONTRACT_EXISTS');
              await move(trx, open, { type: 'contract.withdraw', by: 'upline' }, at);
            }
            const id = await insertContract(trx, {
              merchant: caller.merchant,
              kind: request.kind,
              period: request.period,
              uplineId: caller.id,
              downlineId: request.downlineId,
              tiers,
              ratio,
              at,
            });
            await appendEvents(trx, id, [{ event: 'offered', by: 'upline' }], at);
            return contractOf(caller, id, trx);
          });
        } catch (err) {
          if (attempt < 3 && isUniqueViolation(err)) continue;
          if (isUniqueViolation(err)) throw new Refusal(409, 'CONTRACT_EXISTS');
          throw err;
        }
      }
    },

    terminate: (caller, id) => partyMove(caller, id, (by) => ({ type: 'contract.requestTermination', by })),

    withdraw: (caller, id) => partyMove(caller, id, (by) => ({ type: 'contract.withdraw', by })),

    async pending(caller, kind) {
      const first = (await pendingRequests(db, caller.id, kind))[0];
      if (!first) return { requestType: 0, contract: null };
      return { requestType: first.requestType, contract: await contractOf(caller, first.id) };
    },

    async answer(caller, kind, request) {
      return db.transaction().execute(async (trx) => {
        const at = new Date(now());
        const row = await lockContract(trx, request.contractId);
        const by = row ? partyOf(row, caller.id) : null;
        if (!row || !by || row.kind !== kind) throw unknownContract();
        const terminated: string[] = [];
        switch (request.action) {
          case 'accept': {
            const event: ContractMachineEvent = { type: 'contract.accept', by, sign: request.sign === true };
            // The machine's word first: a wrong state or a missing signature is refused before any rule below.
            const allowed = moveContract({ kind: row.kind, state: row.state, terminationRequestedBy: row.terminationRequestedBy, signed: row.signedAt !== null }, event);
            if (!allowed.ok) await move(trx, row, event, at);
            // The upline may no longer be able to give this ratio (its own contract ended or was lowered).
            const upline = await trx.selectFrom('members').select(['id', 'parent_id']).where('id', '=', row.uplineId).executeTakeFirstOrThrow();
            if (row.ratio > (await limitOf(trx, { id: upline.id, parentId: upline.parent_id }, row.kind))) throw new Refusal(409, 'CONTRACT_RATIO_ABOVE_UPLINE');
            const higher = await lockHigherDownlineContracts(trx, caller.id, row.kind, row.ratio);
            if (higher.length > 0 && request.terminateConflicting !== true) {
              const conflicts: ContractConflict[] = higher.map((c) => ({ contractId: c.id, downline: c.downlineAccount, ratio: c.ratio }));
              throw new Refusal(409, 'CONTRACT_DOWNLINE_RATIO_HIGHER', { conflicts });
            }
            for (const c of higher) {
              await move(trx, c, { type: 'contract.supersede' }, at);
              terminated.push(c.id);
            }
            await move(trx, row, event, at);
            break;
          }
          case 'reject':
            await move(trx, row, { type: 'contract.reject', by }, at);
            break;
          case 'agreeTermination':
            await move(trx, row, { type: 'contract.agreeTermination', by }, at);
            break;
          case 'refuseTermination':
            await move(trx, row, { type: 'contract.refuseTermination', by }, at);
            break;
        }
        return { contract: await contractOf(caller, row.id, trx), terminated };
      });
    },

    async consolidated(memberId) {
      const answer: ConsolidatedContract = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };
      // Sorted first first: the first request of each kind is the one the pop-up shows.
      for (const p of [...(await pendingRequests(db, memberId))].reverse()) answer[consolidatedFieldOfKind[p.kind]] = p.requestType;
      return answer;
    },
  };
}
