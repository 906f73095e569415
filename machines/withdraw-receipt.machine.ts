/**
 * Withdrawal receipt confirmation (§4 "Withdrawal confirmation", READINGS #24): once a withdrawal
 * is disbursed the player says what arrived — all received, partly received (the received amount,
 * the remainder computed, 1–3 proof images, PNG or JPG, each < 5 MiB) or not received. Left
 * unconfirmed until the deadline it is regarded as received (no refund); the page shows that
 * deadline and the machine ends in `regardedReceived` when the deadline passes.
 *
 * States: choosing (pick an outcome, type the amount, add or remove images) → submitting → done;
 * a refused submission returns to choosing with its message and keeps what was entered. Nothing
 * is sent while the form breaks a rule. The call is the injected actor `confirmReceipt`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { checkAmount } from './withdraw-amount';

export type ReceiptOutcome = 'all' | 'partial' | 'none';

/** What the machine needs of an image; a browser File is one. */
export interface ProofFile {
  name: string;
  type: string;
  size: number;
}

export const proofLimits = { maxFiles: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;

export interface ReceiptInput {
  withdrawalId: string;
  amountMinor: number;
  minorDigits: number;
}

export interface ReceiptSubmission {
  withdrawalId: string;
  outcome: ReceiptOutcome;
  /** Partial only: the amount as typed (major units) and its minor value. */
  receivedAmount: string | null;
  receivedMinor: number | null;
  proofs: ProofFile[];
}

export interface ReceiptFieldErrors {
  outcome?: string;
  receivedAmount?: string;
  proofs?: string;
}

export interface ReceiptContext extends ReceiptInput {
  outcome: ReceiptOutcome | null;
  receivedAmount: string;
  proofs: ProofFile[];
  fieldErrors: ReceiptFieldErrors;
  errorKey: string | null;
}

export type ReceiptEvent =
  | { type: 'receipt.choose'; outcome: ReceiptOutcome }
  | { type: 'receipt.amount'; text: string }
  | { type: 'receipt.addProofs'; files: ProofFile[] }
  | { type: 'receipt.removeProof'; index: number }
  | { type: 'receipt.submit' }
  | { type: 'receipt.deadlinePassed' };

/** Pure: why an image cannot be a proof, or null. */
export function proofProblem(file: ProofFile): string | null {
  if (!(proofLimits.types as readonly string[]).includes(file.type)) return 'error.proof_type_invalid';
  if (file.size >= proofLimits.maxBytes || file.size === 0) return 'error.proof_too_large';
  return null;
}

/** Pure: the remainder (minor units) of a partly received withdrawal, or null while the amount is not valid. */
export function remainderMinor(context: Pick<ReceiptContext, 'amountMinor' | 'minorDigits' | 'receivedAmount'>): number | null {
  const check = checkAmount(context.receivedAmount, { minorDigits: context.minorDigits, maxMinor: context.amountMinor - 1 });
  return check.ok ? context.amountMinor - check.minor : null;
}

/** Pure: the problems of the form as it stands. */
export function receiptErrors(context: Pick<ReceiptContext, 'outcome' | 'amountMinor' | 'minorDigits' | 'receivedAmount' | 'proofs'>): ReceiptFieldErrors {
  const errors: ReceiptFieldErrors = {};
  if (context.outcome === null) errors.outcome = 'member.receipt_choose_required';
  if (context.outcome !== 'partial') return errors;
  const check = checkAmount(context.receivedAmount, { minorDigits: context.minorDigits, maxMinor: context.amountMinor - 1 });
  if (!check.ok) errors.receivedAmount = check.errorKey;
  if (context.proofs.length === 0) errors.proofs = 'error.proof_missing';
  else if (context.proofs.length > proofLimits.maxFiles) errors.proofs = 'error.proof_too_many';
  return errors;
}

const hasErrors = (errors: ReceiptFieldErrors) => Object.keys(errors).length > 0;

function messageKeyOf(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  return typeof key === 'string' ? key : 'error.unknown';
}

export function submissionOf(context: ReceiptContext): ReceiptSubmission {
  const partial = context.outcome === 'partial';
  const check = partial ? checkAmount(context.receivedAmount, { minorDigits: context.minorDigits }) : null;
  return {
    withdrawalId: context.withdrawalId,
    outcome: context.outcome ?? 'all',
    receivedAmount: partial ? context.receivedAmount.trim() : null,
    receivedMinor: check?.ok ? check.minor : null,
    proofs: partial ? context.proofs : [],
  };
}

export const withdrawReceiptMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    input: {} as ReceiptInput,
  },
  actors: {
    confirmReceipt: fromPromise<unknown, ReceiptSubmission>(async () => {
      throw new Error('confirmReceipt is not provided');
    }),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(receiptErrors(context)),
  },
  actions: {
    choose: assign((_, params: { outcome: ReceiptOutcome }) => ({ outcome: params.outcome, fieldErrors: {}, errorKey: null })),
    typeAmount: assign((_, params: { text: string }) => ({ receivedAmount: params.text, fieldErrors: {}, errorKey: null })),
    addProofs: assign(({ context }, params: { files: ProofFile[] }) => {
      const refused = params.files.map(proofProblem).find((p) => p !== null);
      const fitting = params.files.filter((f) => proofProblem(f) === null);
      const room = proofLimits.maxFiles - context.proofs.length;
      const tooMany = fitting.length > room;
      const problem = refused ?? (tooMany ? 'error.proof_too_many' : undefined);
      return {
        proofs: [...context.proofs, ...fitting.slice(0, Math.max(0, room))],
        fieldErrors: problem ? { proofs: problem } : {},
        errorKey: null,
      };
    }),
    removeProof: assign(({ context }, params: { index: number }) => ({
      proofs: context.proofs.filter((_, i) => i !== params.index),
      fieldErrors: {},
    })),
    showErrors: assign(({ context }) => ({ fieldErrors: receiptErrors(context), errorKey: null })),
    showFailure: assign((_, params: { error: unknown }) => ({ errorKey: messageKeyOf(params.error) })),
    forgetProofs: assign({ proofs: [] }),
  },
}).createMachine({
  id: 'withdrawReceipt',
  context: ({ input }) => ({ ...input, outcome: null, receivedAmount: '', proofs: [], fieldErrors: {}, errorKey: null }),
  initial: 'choosing',
  on: {
    // §4: unconfirmed until the deadline → regarded as received (the gateway's timer decides; the page follows).
    'receipt.deadlinePassed': { target: '.regardedReceived', actions: 'forgetProofs' },
  },
  states: {
    choosing: {
      on: {
        'receipt.choose': { actions: { type: 'choose', params: ({ event }) => ({ outcome: event.outcome }) } },
        'receipt.amount': { actions: { type: 'typeAmount', params: ({ event }) => ({ text: event.text }) } },
        'receipt.addProofs': { actions: { type: 'addProofs', params: ({ event }) => ({ files: event.files }) } },
        'receipt.removeProof': { actions: { type: 'removeProof', params: ({ event }) => ({ index: event.index }) } },
        'receipt.submit': [{ guard: 'formInvalid', actions: 'showErrors' }, { target: 'submitting' }],
      },
    },
    submitting: {
      invoke: {
        id: 'confirmReceipt',
        src: 'confirmReceipt',
        input: ({ context }) => submissionOf(context),
        onDone: { target: 'done', actions: 'forgetProofs' },
        onError: { target: 'choosing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
    regardedReceived: { type: 'final' },
  },
});
