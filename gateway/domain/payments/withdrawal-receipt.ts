/**
 * The player's confirmation of a disbursed withdrawal (§4): all received, partly received (the
 * received amount, the remainder, 1–3 proof images: PNG or JPEG by their bytes, each < 5 MiB) or
 * not received. Only while disbursed and before the receipt is due (after it the timer's
 * "regarded as received" applies first). Partly and not received are flagged for operator review:
 * the money left the house at disbursal, so nothing moves now; an operator who finds it unpaid
 * posts the correction (docs/decisions/023). Each confirmation is an audited event.
 */
import type { Brand } from '../../../schemas/brand';
import { proofMaxBytes, proofMaxFiles, receiptOutcomes, type ReceiptOutcome, type Withdrawal } from '../../../schemas/payments';
import type { MemberRecord } from '../../db/identity/member-repository';
import { memberImages } from '../../db/identity/member-image-repository';
import { recordPaymentEvent } from '../../db/payments/payment-event-repository';
import { withdrawals } from '../../db/payments/withdrawal-repository';
import { sniffImageType } from '../identity/member-image';
import { amountWithin } from './payment-amount';
import { nowOf, type PaymentDeps } from './payment-services';
import { minorDigitsOf } from './payment-settings';
import { fieldRefusal, Refusal } from '../refusal';
import { regardAsReceived, withdrawalAnswer } from './withdrawal-service';

export interface ReceiptFile {
  /** Bytes read (at most proofMaxBytes + 1: one more means too large). */
  body: Uint8Array;
  truncated: boolean;
}

export interface ReceiptForm {
  outcome: string | null;
  receivedAmount: string | null;
  files: ReceiptFile[];
  /** More files were sent than were read. */
  tooManyFiles: boolean;
}

interface CheckedProof {
  contentType: 'image/png' | 'image/jpeg';
  body: Uint8Array;
}

function checkedOutcome(form: ReceiptForm): ReceiptOutcome {
  const outcome = receiptOutcomes.find((o) => o === form.outcome);
  if (!outcome) throw fieldRefusal('RECEIPT_OUTCOME_INVALID', 'outcome', 'enum', 'error.receipt_outcome_invalid');
  return outcome;
}

function checkedProofs(form: ReceiptForm): CheckedProof[] {
  if (form.tooManyFiles || form.files.length > proofMaxFiles) throw fieldRefusal('PROOF_TOO_MANY', 'proof', 'maxItems', 'error.proof_too_many');
  if (form.files.length === 0) throw fieldRefusal('PROOF_MISSING', 'proof', 'minItems', 'error.proof_missing');
  return form.files.map((f, i) => {
    if (f.truncated || f.body.length >= proofMaxBytes) throw fieldRefusal('PROOF_TOO_LARGE', `proof/${i}`, 'maxSize', 'error.proof_too_large');
    const type = sniffImageType(f.body);
    if (type !== 'image/png' && type !== 'image/jpeg') throw fieldRefusal('PROOF_TYPE_INVALID', `proof/${i}`, 'type', 'error.proof_type_invalid');
    return { contentType: type, body: f.body };
  });
}

export async function confirmReceipt(deps: PaymentDeps, member: MemberRecord, brand: Brand, id: string, form: ReceiptForm): Promise<Withdrawal> {
  const current = await withdrawals.find(deps.db, id);
  if (!current || current.memberId !== member.id) throw new Refusal(404, 'NOT_FOUND');
  const outcome = checkedOutcome(form);
  let receivedMinor: number | null = null;
  let proofs: CheckedProof[] = [];
  if (outcome === 'partial') {
    if (form.receivedAmount === null) throw fieldRefusal('AMOUNT_INVALID', 'receivedAmount', 'required', 'error.amount_invalid');
    receivedMinor = amountWithin(form.receivedAmount, minorDigitsOf(current.currency), 1, current.amountMinor - 1, 'receivedAmount');
    proofs = checkedProofs(form);
  } else if (form.files.length > 0 || form.receivedAmount !== null) {
    // Proofs and an amount belong to "partly received" only.
    throw fieldRefusal('RECEIPT_OUTCOME_INVALID', 'outcome', 'partial_only', 'error.receipt_outcome_invalid');
  }
  if (current.status === 'disbursed' && current.dueAt && current.dueAt.getTime() <= nowOf(deps).getTime()) {
    await regardAsReceived(deps, id);
    throw new Refusal(409, 'WITHDRAWAL_NOT_AWAITING_RECEIPT');
  }
  const done = await deps.db.transaction().execute(async (trx) => {
    const w = await withdrawals.lock(trx, id);
    const now = nowOf(deps);
    if (!w || w.status !== 'disbursed' || (w.dueAt && w.dueAt.getTime() <= now.getTime())) return false;
    for (const [i, p] of proofs.entries()) {
      const sha = await memberImages.put(trx, p.contentType, p.body, now);
      await withdrawals.addProof(trx, id, i + 1, sha, p.body.length);
    }
    const status = outcome === 'all' ? 'received' : outcome === 'partial' ? 'partly_received' : 'not_received';
    await withdrawals.change(trx, id, { status, dueAt: null, confirmedAt: now, receivedMinor, underReview: outcome !== 'all' });
    await recordPaymentEvent(
      trx,
      {
        merchant: w.merchant,
        memberId: w.memberId,
        subject: 'withdrawal',
        subjectId: id,
        event: status,
        actor: 'member',
        details: { receivedMinor, remainderMinor: receivedMinor === null ? null : w.amountMinor - receivedMinor, proofs: proofs.length, underReview: outcome !== 'all' },
      },
      now,
    );
    return true;
  });
  if (!done) throw new Refusal(409, 'WITHDRAWAL_NOT_AWAITING_RECEIPT');
  return withdrawalAnswer(deps, member, brand, id);
}
