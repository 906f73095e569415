import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent, replayPath } from './change-password-replay';
import { checkAmount } from './withdraw-amount';
import {
  proofLimits,
  receiptErrors,
  remainderMinor,
  withdrawReceiptMachine,
  type ProofFile,
  type ReceiptContext,
  type ReceiptInput,
  type ReceiptSubmission,
} from './withdraw-receipt.machine';

const input: ReceiptInput = { withdrawalId: 'w1', amountMinor: 10_000, minorDigits: 2 };
const png: ProofFile = { name: 'proof.png', type: 'image/png', size: 2048 };
const jpg: ProofFile = { name: 'proof.jpg', type: 'image/jpeg', size: 4096 };
const gif: ProofFile = { name: 'proof.gif', type: 'image/gif', size: 100 };
const huge: ProofFile = { name: 'huge.png', type: 'image/png', size: proofLimits.maxBytes };
const refused = { code: 'PROOF_TYPE_INVALID', messageKey: 'error.proof_type_invalid' };

function run(confirm: (s: ReceiptSubmission) => Promise<unknown> = async () => ({})) {
  const sent: ReceiptSubmission[] = [];
  const actor = createActor(
    withdrawReceiptMachine.provide({
      actors: { confirmReceipt: fromPromise(async ({ input: s }: { input: ReceiptSubmission }) => (sent.push(s), confirm(s))) },
    }),
    { input },
  ).start();
  return { actor, sent };
}

describe('amount check', () => {
  it('refuses negative, zero, fractional cent, huge and non-numeric amounts with the gateway codes', () => {
    const limits = { minorDigits: 2, minMinor: 100, maxMinor: 100_000 };
    expect(checkAmount('-5', limits)).toEqual({ ok: false, errorKey: 'error.amount_invalid' });
    expect(checkAmount('0', limits)).toEqual({ ok: false, errorKey: 'error.amount_too_small' });
    expect(checkAmount('0.5', limits)).toEqual({ ok: false, errorKey: 'error.amount_too_small' });
    expect(checkAmount('10.001', limits)).toEqual({ ok: false, errorKey: 'error.amount_precision' });
    expect(checkAmount('99999999999999999999', limits)).toEqual({ ok: false, errorKey: 'error.amount_too_large' });
    expect(checkAmount('1000.01', limits)).toEqual({ ok: false, errorKey: 'error.amount_too_large' });
    expect(checkAmount('abc', limits)).toEqual({ ok: false, errorKey: 'error.amount_invalid' });
    expect(checkAmount('1e3', limits)).toEqual({ ok: false, errorKey: 'error.amount_invalid' });
    expect(checkAmount(' 12.5 ', limits)).toEqual({ ok: true, minor: 1250 });
    expect(checkAmount('50', { ...limits, availableMinor: 4999 })).toEqual({ ok: false, errorKey: 'error.insufficient_balance' });
    expect(checkAmount('7', { minorDigits: 0 })).toEqual({ ok: true, minor: 7 });
    expect(checkAmount('7.0', { minorDigits: 0 })).toEqual({ ok: false, errorKey: 'error.amount_precision' });
  });
});

describe('withdraw-receipt machine: behaviour', () => {
  it('sends nothing until an outcome is chosen', () => {
    const { actor, sent } = run();
    actor.send({ type: 'receipt.submit' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.fieldErrors.outcome).toBe('member.receipt_choose_required');
    expect(sent).toHaveLength(0);
  });

  it('all received: submits the outcome only', async () => {
    const { actor, sent } = run();
    actor.send({ type: 'receipt.choose', outcome: 'all' });
    actor.send({ type: 'receipt.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent).toEqual([{ withdrawalId: 'w1', outcome: 'all', receivedAmount: null, receivedMinor: null, proofs: [] }]);
  });

  it('partly received: needs an amount below the withdrawal and at least one proof; computes the remainder', async () => {
    const { actor, sent } = run();
    actor.send({ type: 'receipt.choose', outcome: 'partial' });
    actor.send({ type: 'receipt.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ receivedAmount: 'error.amount_invalid', proofs: 'error.proof_missing' });
    actor.send({ type: 'receipt.amount', text: '100' });
    actor.send({ type: 'receipt.submit' });
    expect(actor.getSnapshot().context.fieldErrors.receivedAmount).toBe('error.amount_too_large');
    actor.send({ type: 'receipt.amount', text: '30.255' });
    actor.send({ type: 'receipt.submit' });
    expect(actor.getSnapshot().context.fieldErrors.receivedAmount).toBe('error.amount_precision');
    actor.send({ type: 'receipt.amount', text: '30.25' });
    expect(remainderMinor(actor.getSnapshot().context)).toBe(6975);
    actor.send({ type: 'receipt.addProofs', files: [png] });
    actor.send({ type: 'receipt.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ withdrawalId: 'w1', outcome: 'partial', receivedAmount: '30.25', receivedMinor: 3025, proofs: [png] }]);
    expect(actor.getSnapshot().context.proofs).toEqual([]);
  });

  it('refuses images of the wrong type or size and more than three, keeping the good ones', () => {
    const { actor } = run();
    actor.send({ type: 'receipt.choose', outcome: 'partial' });
    actor.send({ type: 'receipt.addProofs', files: [gif] });
    expect(actor.getSnapshot().context.fieldErrors.proofs).toBe('error.proof_type_invalid');
    actor.send({ type: 'receipt.addProofs', files: [huge] });
    expect(actor.getSnapshot().context.fieldErrors.proofs).toBe('error.proof_too_large');
    expect(actor.getSnapshot().context.proofs).toEqual([]);
    actor.send({ type: 'receipt.addProofs', files: [png, jpg, png, jpg] });
    expect(actor.getSnapshot().context.proofs).toHaveLength(proofLimits.maxFiles);
    expect(actor.getSnapshot().context.fieldErrors.proofs).toBe('error.proof_too_many');
    actor.send({ type: 'receipt.removeProof', index: 0 });
    expect(actor.getSnapshot().context.proofs).toEqual([jpg, png]);
  });

  it('a refusal keeps the form and shows the translated message', async () => {
    let refuse = true;
    const { actor, sent } = run(async () => {
      if (refuse) throw refused;
      return {};
    });
    actor.send({ type: 'receipt.choose', outcome: 'none' });
    actor.send({ type: 'receipt.submit' });
    await waitFor(actor, (s) => s.value === 'choosing' && s.context.errorKey !== null);
    expect(actor.getSnapshot().context.errorKey).toBe('error.proof_type_invalid');
    expect(actor.getSnapshot().context.outcome).toBe('none');
    refuse = false;
    actor.send({ type: 'receipt.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toHaveLength(2);
  });

  it('the deadline passing ends the flow as regarded received, sending nothing', () => {
    const { actor, sent } = run();
    actor.send({ type: 'receipt.choose', outcome: 'partial' });
    actor.send({ type: 'receipt.deadlinePassed' });
    expect(actor.getSnapshot().value).toBe('regardedReceived');
    expect(actor.getSnapshot().status).toBe('done');
    expect(sent).toHaveLength(0);
  });
});

const events = [
  { type: 'receipt.choose', outcome: 'all' },
  { type: 'receipt.choose', outcome: 'partial' },
  { type: 'receipt.choose', outcome: 'none' },
  { type: 'receipt.amount', text: '40' },
  { type: 'receipt.amount', text: '-1' },
  { type: 'receipt.addProofs', files: [png] },
  { type: 'receipt.addProofs', files: [gif] },
  { type: 'receipt.removeProof', index: 0 },
  { type: 'receipt.submit' },
  { type: 'receipt.deadlinePassed' },
  doneEvent('confirmReceipt', {}),
  errorEvent('confirmReceipt', refused),
] as EventObject[];
const serializeState = (s: { value: unknown; context: ReceiptContext }) =>
  JSON.stringify([s.value, s.context.outcome, s.context.receivedAmount, s.context.proofs.length, Object.keys(s.context.fieldErrors), s.context.errorKey]);

describe('withdraw-receipt machine: generated paths', () => {
  const paths = getShortestPaths(withdrawReceiptMachine, { input, events: events as never, serializeState: serializeState as never });

  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual(['choosing', 'done', 'regardedReceived', 'submitting']);
  });

  it('every path replays on a live actor, and the call only ever sees a valid form', async () => {
    for (const path of paths) {
      const snapshots = await replayPath(withdrawReceiptMachine, ['confirmReceipt'], path.steps, input);
      expect(snapshots.map((s) => s.value)).toEqual(path.steps.map((s) => s.state.value));
      for (const s of snapshots) {
        if (s.value === 'submitting') expect(receiptErrors(s.context as ReceiptContext)).toEqual({});
        if (s.status === 'done') expect((s.context as ReceiptContext).proofs).toEqual([]);
      }
    }
  });

  it('simple paths to done never skip submitting; partial ones always carry a proof', () => {
    // A smaller alphabet: simple paths grow with every distinct context.
    const few = [events[0], events[1], events[3], events[5], events[8], events[10]];
    const coarse = (s: { value: unknown; context: ReceiptContext }) => JSON.stringify([s.value, s.context.outcome, s.context.receivedAmount, s.context.proofs.length > 0]);
    const simple = getSimplePaths(withdrawReceiptMachine, {
      input,
      events: few as never,
      serializeState: coarse as never,
      toState: (s) => s.value === 'done',
    });
    expect(simple.length).toBeGreaterThan(0);
    for (const p of simple) {
      const values = p.steps.map((s) => s.state.value);
      expect(values).toContain('submitting');
      const atSubmit = p.steps.find((s) => s.state.value === 'submitting');
      const ctx = atSubmit?.state.context as ReceiptContext;
      if (ctx.outcome === 'partial') expect(ctx.proofs.length).toBeGreaterThan(0);
    }
  });
});
