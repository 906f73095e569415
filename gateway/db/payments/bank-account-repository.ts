/** A member's bound bank accounts (migration 012). Numbers are sealed; see the migration. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database';
import { withPaymentTables, type MemberBankAccountsTable } from './payment-tables';

export interface BankAccountRecord {
  id: string;
  merchant: string;
  memberId: string;
  holderName: string;
  bankCode: string;
  numberSealed: string;
  numberLast4: string;
  createdAt: Date;
}

export interface NewBankAccount {
  merchant: string;
  memberId: string;
  holderName: string;
  bankCode: string;
  numberSealed: string;
  numberLast4: string;
  numberMac: string;
  createdAt: Date;
}

function toRecord(r: Selectable<MemberBankAccountsTable>): BankAccountRecord {
  return {
    id: r.id,
    merchant: r.merchant,
    memberId: r.member_id,
    holderName: r.holder_name,
    bankCode: r.bank_code,
    numberSealed: r.number_sealed,
    numberLast4: r.number_last4,
    createdAt: r.created_at,
  };
}

export const bankAccounts = {
  async list(db: Kysely<Database>, memberId: string): Promise<BankAccountRecord[]> {
    const rows = await withPaymentTables(db)
      .selectFrom('member_bank_accounts')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  },
  async find(db: Kysely<Database>, memberId: string, id: string): Promise<BankAccountRecord | null> {
    const row = await withPaymentTables(db)
      .selectFrom('member_bank_accounts')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },
  async findById(db: Kysely<Database>, id: string): Promise<BankAccountRecord | null> {
    const row = await withPaymentTables(db).selectFrom('member_bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  },
  async exists(db: Kysely<Database>, memberId: string, bankCode: string, numberMac: string): Promise<boolean> {
    const row = await withPaymentTables(db)
      .selectFrom('member_bank_accounts')
      .select('id')
      .where('member_id', '=', memberId)
      .where('bank_code', '=', bankCode)
      .where('number_mac', '=', numberMac)
      .executeTakeFirst();
    return row !== undefined;
  },
  async insert(db: Kysely<Database>, a: NewBankAccount): Promise<BankAccountRecord> {
    const row = await withPaymentTables(db)
      .insertInto('member_bank_accounts')
      .values({
        merchant: a.merchant,
        member_id: a.memberId,
        holder_name: a.holderName,
        bank_code: a.bankCode,
        number_sealed: a.numberSealed,
        number_last4: a.numberLast4,
        number_mac: a.numberMac,
        created_at: a.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  },
};
