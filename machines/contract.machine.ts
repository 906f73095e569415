/**
 * The contract lifecycle (§4 Contract, issue 17, docs/decisions/035-agent-contracts.md): the one
 * place that says which move a contract may make. The gateway moves a stored contract only
 * through `moveContract` (gateway/domain/agent/), and the browser's contract UI asks
 * `availableActions` which buttons to show — both read this machine.
 *
 *   offered ──accept (downline; dividend: signed)──▶ active
 *   offered ──reject (downline)──▶ rejected
 *   offered ──withdraw (upline; also a new offer of the kind replacing it)──▶ withdrawn
 *   active ──requestTermination (either side)──▶ terminationRequested
 *   terminationRequested ──agreeTermination (the other side)──▶ terminated
 *   terminationRequested ──refuseTermination (the other side)──▶ active
 *   terminationRequested ──withdraw (the requester)──▶ active
 *   offered | active | terminationRequested ──supersede (system, the higher-ratio rule)──▶ withdrawn | terminated
 *
 * Pure: no I/O, no clock. States are the stored states (agent_contracts.state); each transition
 * leaves in `recorded` the history entries it adds (agent_contract_events), in order.
 */
import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import type { ContractKind, ContractState } from '../schemas/agent';

export type ContractParty = 'upline' | 'downline';
export type ContractActor = ContractParty | 'system';

/**
 * Kinds whose acceptance is a signature (accept needs `sign: true`): a dividend shares the team's
 * loss for up to a month at a time, so it is signed; salaries (a small share of bet volume paid
 * daily, hourly or every 5 minutes) are accepted with one click (decision 035).
 */
export const signatureRequired: Record<ContractKind, boolean> = {
  dividend: true,
  dailySalary: false,
  hourlySalary: false,
  realtimeSalary: false,
};

export interface ContractHistoryEntry {
  /** offered, signed, accepted, rejected, withdrawn, terminationRequested, terminationWithdrawn, terminationRefused, terminated, superseded. */
  event: string;
  by: ContractActor;
}

export interface ContractMachineInput {
  kind: ContractKind;
  /** Set only in terminationRequested. */
  terminationRequestedBy?: ContractParty | null;
  signed?: boolean;
}

export interface ContractMachineContext {
  kind: ContractKind;
  terminationRequestedBy: ContractParty | null;
  signed: boolean;
  /** What the last transition adds to the history. */
  recorded: ContractHistoryEntry[];
}

export type ContractMachineEvent =
  | { type: 'contract.accept'; by: ContractActor; sign?: boolean }
  | { type: 'contract.reject'; by: ContractActor }
  | { type: 'contract.withdraw'; by: ContractActor }
  | { type: 'contract.requestTermination'; by: ContractActor }
  | { type: 'contract.agreeTermination'; by: ContractActor }
  | { type: 'contract.refuseTermination'; by: ContractActor }
  | { type: 'contract.supersede' };

/** What a party may do (the event type without its prefix). */
export type ContractAction = 'accept' | 'reject' | 'withdraw' | 'requestTermination' | 'agreeTermination' | 'refuseTermination';
export const contractActions: readonly ContractAction[] = ['accept', 'reject', 'withdraw', 'requestTermination', 'agreeTermination', 'refuseTermination'];

const isParty = (by: ContractActor): by is ContractParty => by === 'upline' || by === 'downline';

export const contractMachine = setup({
  types: {
    context: {} as ContractMachineContext,
    events: {} as ContractMachineEvent,
    input: {} as ContractMachineInput,
  },
  guards: {
    downlineSigns: ({ context, event }) =>
      event.type === 'contract.accept' && event.by === 'downline' && (!signatureRequired[context.kind] || event.sign === true),
    byDownline: ({ event }) => 'by' in event && event.by === 'downline',
    byUpline: ({ event }) => 'by' in event && event.by === 'upline',
    byParty: ({ event }) => 'by' in event && isParty(event.by),
    byOtherSide: ({ context, event }) => 'by' in event && isParty(event.by) && event.by !== context.terminationRequestedBy,
    byRequester: ({ context, event }) => 'by' in event && event.by === context.terminationRequestedBy,
  },
  actions: {
    accepted: assign(({ context }) => {
      const signs = signatureRequired[context.kind];
      return {
        signed: signs || context.signed,
        recorded: [...(signs ? [{ event: 'signed', by: 'downline' as const }] : []), { event: 'accepted', by: 'downline' as const }],
      };
    }),
    rejected: assign({ recorded: [{ event: 'rejected', by: 'downline' as const }] }),
    withdrawn: assign({ recorded: [{ event: 'withdrawn', by: 'upline' as const }] }),
    terminationRequested: assign(({ event }) => {
      const by = 'by' in event && isParty(event.by) ? event.by : null;
      return { terminationRequestedBy: by, recorded: by ? [{ event: 'terminationRequested', by }] : [] };
    }),
    terminationWithdrawn: assign(({ context }) => ({
      terminationRequestedBy: null,
      recorded: context.terminationRequestedBy ? [{ event: 'terminationWithdrawn', by: context.terminationRequestedBy }] : [],
    })),
    terminationAnswered: assign(({ event }, params: { event: 'terminated' | 'terminationRefused' }) => ({
      terminationRequestedBy: null,
      recorded: 'by' in event ? [{ event: params.event, by: event.by }] : [],
    })),
    superseded: assign({ terminationRequestedBy: null, recorded: [{ event: 'superseded', by: 'system' as const }] }),
  },
}).createMachine({
  id: 'contract',
  context: ({ input }) => ({
    kind: input.kind,
    terminationRequestedBy: input.terminationRequestedBy ?? null,
    signed: input.signed ?? false,
    recorded: [],
  }),
  initial: 'offered',
  states: {
    offered: {
      on: {
        'contract.accept': { guard: 'downlineSigns', target: 'active', actions: 'accepted' },
        'contract.reject': { guard: 'byDownline', target: 'rejected', actions: 'rejected' },
        'contract.withdraw': { guard: 'byUpline', target: 'withdrawn', actions: 'withdrawn' },
        'contract.supersede': { target: 'withdrawn', actions: 'superseded' },
      },
    },
    active: {
      on: {
        'contract.requestTermination': { guard: 'byParty', target: 'terminationRequested', actions: 'terminationRequested' },
        'contract.supersede': { target: 'terminated', actions: 'superseded' },
      },
    },
    terminationRequested: {
      on: {
        'contract.agreeTermination': { guard: 'byOtherSide', target: 'terminated', actions: { type: 'terminationAnswered', params: { event: 'terminated' } } },
        'contract.refuseTermination': { guard: 'byOtherSide', target: 'active', actions: { type: 'terminationAnswered', params: { event: 'terminationRefused' } } },
        'contract.withdraw': { guard: 'byRequester', target: 'active', actions: 'terminationWithdrawn' },
        'contract.supersede': { target: 'terminated', actions: 'superseded' },
      },
    },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
    terminated: { type: 'final' },
  },
});

export type ContractSnapshot = SnapshotFrom<typeof contractMachine>;

/** A stored contract as the machine sees it. */
export interface ContractPosition {
  kind: ContractKind;
  state: ContractState;
  terminationRequestedBy: ContractParty | null;
  signed: boolean;
}

/** The machine's snapshot of a stored contract. */
export function contractSnapshot(position: ContractPosition): ContractSnapshot {
  return contractMachine.resolveState({
    value: position.state,
    context: { kind: position.kind, terminationRequestedBy: position.terminationRequestedBy, signed: position.signed, recorded: [] },
  });
}

export type ContractMove =
  | { ok: true; position: ContractPosition; recorded: ContractHistoryEntry[] }
  | { ok: false; code: 'CONTRACT_STATE' | 'CONTRACT_SIGNATURE_REQUIRED' };

/** The contract after the event, with the history it adds; or why the machine refuses it. */
export function moveContract(position: ContractPosition, event: ContractMachineEvent): ContractMove {
  const before = contractSnapshot(position);
  if (!before.can(event)) {
    const unsigned = event.type === 'contract.accept' && event.by === 'downline' && before.value === 'offered' && signatureRequired[position.kind];
    return { ok: false, code: unsigned ? 'CONTRACT_SIGNATURE_REQUIRED' : 'CONTRACT_STATE' };
  }
  const [after] = transition(contractMachine, before, event);
  return {
    ok: true,
    position: { kind: position.kind, state: after.value as ContractState, terminationRequestedBy: after.context.terminationRequestedBy, signed: after.context.signed },
    recorded: after.context.recorded,
  };
}

/** The event a party's action sends (accept is signed: a button the party presses is its signature). */
export function eventOf(action: ContractAction, by: ContractParty, sign = true): ContractMachineEvent {
  return action === 'accept' ? { type: 'contract.accept', by, sign } : { type: `contract.${action}`, by };
}

/** What this party may do with the contract now (the buttons the contract UI shows). */
export function availableActions(position: ContractPosition, viewer: ContractParty): ContractAction[] {
  const snapshot = contractSnapshot(position);
  return contractActions.filter((a) => snapshot.can(eventOf(a, viewer)));
}

/** Open = it still binds (or may bind) the parties: one per (downline, kind). */
export const openStates: readonly ContractState[] = ['offered', 'active', 'terminationRequested'];
/** In force = it pays (settlement) and caps what the downline may offer below it. */
export const inForceStates: readonly ContractState[] = ['active', 'terminationRequested'];
