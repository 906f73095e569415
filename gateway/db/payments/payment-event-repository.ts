/**
 * The payment audit trail (migration 012, append-only): every state change of a deposit,
 * withdrawal, bank account, payment password, contact or profile that is not only a ledger
 * movement, with who did it. Pass the transaction the change happens in, so both commit together.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { withPaymentTables, type PaymentEventActor, type PaymentEventSubject } from './payment-tables';

export interface PaymentEvent {
  merchant: string;
  memberId: string;
  subject: PaymentEventSubject;
  subjectId?: string | null;
  event: string;
  actor: PaymentEventActor;
  details?: Record<string, string | number | boolean | null>;
}

export interface RecordedPaymentEvent extends Required<Omit<PaymentEvent, 'details'>> {
  details: Record<string, unknown>;
  createdAt: Date;
}

export async function recordPaymentEvent(db: Kysely<Database>, e: PaymentEvent, at: Date): Promise<void> {
  await withPaymentTables(db)
    .insertInto('payment_events')
    .values({
      merchant: e.merchant,
      member_id: e.memberId,
      subject: e.subject,
      subject_id: e.subjectId ?? null,
      event: e.event,
      actor: e.actor,
      details: JSON.stringify(e.details ?? {}),
      created_at: at,
    })
    .execute();
}

/** The events of one subject, oldest first (tests and operators). */
export async function paymentEventsOf(db: Kysely<Database>, subject: PaymentEventSubject, subjectId: string): Promise<RecordedPaymentEvent[]> {
  const rows = await withPaymentTables(db)
    .selectFrom('payment_events')
    .selectAll()
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    merchant: r.merchant,
    memberId: r.member_id,
    subject: r.subject,
    subjectId: r.subject_id,
    event: r.event,
    actor: r.actor,
    details: typeof r.details === 'string' ? (JSON.parse(r.details) as Record<string, unknown>) : r.details,
    createdAt: r.created_at,
  }));
}
