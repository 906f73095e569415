import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { contractKinds, type ContractKind } from '../schemas/agent';
import {
  availableActions,
  contractMachine,
  moveContract,
  signatureRequired,
  type ContractMachineContext,
  type ContractMachineEvent,
  type ContractPosition,
} from './contract.machine';

const offered = (kind: ContractKind = 'dailySalary'): ContractPosition => ({ kind, state: 'offered', terminationRequestedBy: null, signed: false });
const active = (kind: ContractKind = 'dailySalary'): ContractPosition => ({ kind, state: 'active', terminationRequestedBy: null, signed: signatureRequired[kind] });

function apply(position: ContractPosition, ...events: ContractMachineEvent[]) {
  let p = position;
  const history: string[] = [];
  for (const e of events) {
    const move = moveContract(p, e);
    if (!move.ok) throw new Error(`${e.type} refused in ${p.state}: ${move.code}`);
    p = move.position;
    history.push(...move.recorded.map((r) => `${r.event}:${r.by}`));
  }
  return { position: p, history };
}

describe('contract machine: behaviour', () => {
  it('only the downline accepts an offer; a salary needs no signature, a dividend does', () => {
    expect(moveContract(offered(), { type: 'contract.accept', by: 'upline' })).toEqual({ ok: false, code: 'CONTRACT_STATE' });
    expect(apply(offered(), { type: 'contract.accept', by: 'downline' })).toEqual({
      position: { kind: 'dailySalary', state: 'active', terminationRequestedBy: null, signed: false },
      history: ['accepted:downline'],
    });
    expect(moveContract(offered('dividend'), { type: 'contract.accept', by: 'downline' })).toEqual({ ok: false, code: 'CONTRACT_SIGNATURE_REQUIRED' });
    expect(moveContract(offered('dividend'), { type: 'contract.accept', by: 'downline', sign: false })).toEqual({ ok: false, code: 'CONTRACT_SIGNATURE_REQUIRED' });
    expect(apply(offered('dividend'), { type: 'contract.accept', by: 'downline', sign: true })).toEqual({
      position: { kind: 'dividend', state: 'active', terminationRequestedBy: null, signed: true },
      history: ['signed:downline', 'accepted:downline'],
    });
  });

  it('the downline rejects, the upline withdraws an offer; both end it', () => {
    expect(apply(offered(), { type: 'contract.reject', by: 'downline' }).position.state).toBe('rejected');
    expect(moveContract(offered(), { type: 'contract.reject', by: 'upline' }).ok).toBe(false);
    expect(apply(offered(), { type: 'contract.withdraw', by: 'upline' })).toMatchObject({ position: { state: 'withdrawn' }, history: ['withdrawn:upline'] });
    expect(moveContract(offered(), { type: 'contract.withdraw', by: 'downline' }).ok).toBe(false);
  });

  it('termination: either side asks, only the other side agrees or refuses, only the requester withdraws', () => {
    for (const [asker, other] of [['upline', 'downline'], ['downline', 'upline']] as const) {
      const asked = apply(active(), { type: 'contract.requestTermination', by: asker }).position;
      expect(asked).toMatchObject({ state: 'terminationRequested', terminationRequestedBy: asker });
      expect(moveContract(asked, { type: 'contract.agreeTermination', by: asker })).toEqual({ ok: false, code: 'CONTRACT_STATE' });
      expect(moveContract(asked, { type: 'contract.withdraw', by: other })).toEqual({ ok: false, code: 'CONTRACT_STATE' });
      expect(moveContract(asked, { type: 'contract.requestTermination', by: other }).ok).toBe(false);
      expect(apply(asked, { type: 'contract.agreeTermination', by: other })).toMatchObject({ position: { state: 'terminated', terminationRequestedBy: null }, history: [`terminated:${other}`] });
      expect(apply(asked, { type: 'contract.refuseTermination', by: other })).toMatchObject({ position: { state: 'active', terminationRequestedBy: null }, history: [`terminationRefused:${other}`] });
      expect(apply(asked, { type: 'contract.withdraw', by: asker })).toMatchObject({ position: { state: 'active', terminationRequestedBy: null }, history: [`terminationWithdrawn:${asker}`] });
    }
  });

  it('the higher-ratio rule supersedes an open contract: an offer is withdrawn, an active one terminated', () => {
    expect(apply(offered(), { type: 'contract.supersede' })).toMatchObject({ position: { state: 'withdrawn' }, history: ['superseded:system'] });
    expect(apply(active(), { type: 'contract.supersede' })).toMatchObject({ position: { state: 'terminated' }, history: ['superseded:system'] });
    const asked = apply(active(), { type: 'contract.requestTermination', by: 'downline' }).position;
    expect(apply(asked, { type: 'contract.supersede' }).position).toMatchObject({ state: 'terminated', terminationRequestedBy: null });
  });

  it('an ended contract moves no more; the system never acts as a party', () => {
    for (const state of ['rejected', 'withdrawn', 'terminated'] as const) {
      const ended: ContractPosition = { kind: 'dividend', state, terminationRequestedBy: null, signed: false };
      for (const by of ['upline', 'downline'] as const) expect(availableActions(ended, by)).toEqual([]);
      expect(moveContract(ended, { type: 'contract.supersede' })).toEqual({ ok: false, code: 'CONTRACT_STATE' });
    }
    expect(moveContract(active(), { type: 'contract.requestTermination', by: 'system' }).ok).toBe(false);
  });

  it('availableActions: the buttons each side sees', () => {
    expect(availableActions(offered('dividend'), 'downline')).toEqual(['accept', 'reject']);
    expect(availableActions(offered(), 'upline')).toEqual(['withdraw']);
    expect(availableActions(active(), 'upline')).toEqual(['requestTermination']);
    expect(availableActions(active(), 'downline')).toEqual(['requestTermination']);
    const asked: ContractPosition = { ...active(), state: 'terminationRequested', terminationRequestedBy: 'upline' };
    expect(availableActions(asked, 'upline')).toEqual(['withdraw']);
    expect(availableActions(asked, 'downline')).toEqual(['agreeTermination', 'refuseTermination']);
  });

  it('runs as a live actor too (the browser can hold one)', () => {
    const actor = createActor(contractMachine, { input: { kind: 'dividend' } }).start();
    actor.send({ type: 'contract.accept', by: 'downline' });
    expect(actor.getSnapshot().value).toBe('offered');
    actor.send({ type: 'contract.accept', by: 'downline', sign: true });
    actor.send({ type: 'contract.requestTermination', by: 'upline' });
    actor.send({ type: 'contract.agreeTermination', by: 'downline' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('terminated');
  });
});

const parties = ['upline', 'downline', 'system'] as const;
const events = [
  ...parties.flatMap((by) => [
    { type: 'contract.reject', by },
    { type: 'contract.withdraw', by },
    { type: 'contract.requestTermination', by },
    { type: 'contract.agreeTermination', by },
    { type: 'contract.refuseTermination', by },
    { type: 'contract.accept', by },
    { type: 'contract.accept', by, sign: true },
  ]),
  { type: 'contract.supersede' },
] as ContractMachineEvent[];
const serializeState = (s: { value: unknown; context: ContractMachineContext }) => JSON.stringify([s.value, s.context.terminationRequestedBy, s.context.signed]);

describe.each(contractKinds)('contract machine: generated paths (%s)', (kind) => {
  const input = { kind };
  const paths = getShortestPaths(contractMachine, { input, events: events as never, serializeState: serializeState as never });

  it('reaches every stored state', () => {
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual(['active', 'offered', 'rejected', 'terminated', 'terminationRequested', 'withdrawn']);
  });

  it('every path replays through moveContract (the gateway) and keeps the stored invariants', () => {
    for (const path of paths) {
      let position: ContractPosition = { kind, state: 'offered', terminationRequestedBy: null, signed: false };
      for (const step of path.steps) {
        if ((step.event as EventObject).type === 'xstate.init') continue;
        const move = moveContract(position, step.event as ContractMachineEvent);
        if (!move.ok) throw new Error(`${step.event.type} refused on a generated path`);
        position = move.position;
        expect(position.state).toBe(step.state.value);
        // The table's CHECK: terminationRequested ⇔ a requester.
        expect(position.state === 'terminationRequested').toBe(position.terminationRequestedBy !== null);
        // A kind that needs a signature is never in force unsigned.
        if (signatureRequired[kind] && (position.state === 'active' || position.state === 'terminationRequested')) expect(position.signed).toBe(true);
        expect(move.recorded.length).toBeGreaterThan(0);
      }
    }
  });

  it('simple paths to terminated always pass through active (accepted first) and never skip the other side', () => {
    const simple = getSimplePaths(contractMachine, {
      input,
      events: events as never,
      serializeState: serializeState as never,
      toState: (s) => s.value === 'terminated',
    });
    expect(simple.length).toBeGreaterThan(0);
    for (const p of simple) {
      const values = p.steps.map((s) => s.state.value);
      const last = p.steps[p.steps.length - 1];
      if ((last?.event as EventObject).type === 'contract.supersede') continue;
      expect(values).toContain('active');
      expect(values).toContain('terminationRequested');
      const request = p.steps.find((s) => s.event.type === 'contract.requestTermination')?.event as { by: string } | undefined;
      expect((last?.event as { by: string }).by).not.toBe(request?.by);
    }
  });
});
