/**
 * Binding bank accounts (withdraw page): the holder's name, one of the brand's banks and the
 * account number, validated; at most `maxBankAccounts` per member; the same bank + number once.
 * The number is sealed with the data key; answers show only its last 4 digits.
 */
import type { Brand } from '../../../schemas/brand';
import type { BankAccount, BankAccountsAnswer, BindBankAccountRequest } from '../../../schemas/payments';
import { bankAccounts, type BankAccountRecord } from '../../db/payments/bank-account-repository';
import type { MemberRecord } from '../../db/identity/member-repository';
import { memberProfiles } from '../../db/identity/member-profile-repository';
import { recordPaymentEvent } from '../../db/payments/payment-event-repository';
import { isUniqueViolation } from './payment-request';
import { nowOf, type PaymentDeps } from './payment-services';
import { paymentsOf } from './payment-settings';
import { fieldRefusal, Refusal } from '../refusal';

// Letters of any script, combining marks, spaces, dots, hyphens, apostrophes; 2–100 characters.
const holderRe = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]{0,98}[\p{L}\p{M}.]$/u;

export const numberContext = (memberId: string): string => `bank-account:${memberId}`;

export function toBankAccount(a: BankAccountRecord, brand: Brand): BankAccount {
  return {
    id: a.id,
    holderName: a.holderName,
    bankCode: a.bankCode,
    bankName: paymentsOf(brand).banks.find((b) => b.code === a.bankCode)?.name ?? a.bankCode,
    accountNumberMasked: `•••• ${a.numberLast4}`,
    createdAt: a.createdAt.toISOString(),
  };
}

export async function listBankAccounts(deps: PaymentDeps, member: MemberRecord, brand: Brand): Promise<BankAccountsAnswer> {
  const p = paymentsOf(brand);
  const accounts = await bankAccounts.list(deps.db, member.id);
  return { accounts: accounts.map((a) => toBankAccount(a, brand)), max: p.withdrawal.maxBankAccounts, banks: p.banks };
}

export function validBankAccount(brand: Brand, body: BindBankAccountRequest): { holderName: string; bankCode: string; number: string } {
  const holderName = body.holderName.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!holderRe.test(holderName)) throw fieldRefusal('BANK_HOLDER_INVALID', 'holderName', 'format', 'error.bank_holder_invalid');
  if (!paymentsOf(brand).banks.some((b) => b.code === body.bankCode)) throw fieldRefusal('BANK_UNKNOWN', 'bankCode', 'enum', 'error.bank_unknown');
  const raw = body.accountNumber.trim();
  const number = raw.replace(/[ -]/g, '');
  if (!/^[0-9 -]+$/.test(raw) || !/^[0-9]{8,30}$/.test(number)) {
    throw fieldRefusal('BANK_ACCOUNT_NUMBER_INVALID', 'accountNumber', 'format', 'error.bank_account_number_invalid');
  }
  return { holderName, bankCode: body.bankCode, number };
}

export async function bindBankAccount(deps: PaymentDeps, member: MemberRecord, brand: Brand, body: BindBankAccountRequest): Promise<BankAccount> {
  const { holderName, bankCode, number } = validBankAccount(brand, body);
  const max = paymentsOf(brand).withdrawal.maxBankAccounts;
  const mac = deps.identity.box.mac(`${numberContext(member.id)}:${bankCode}:${number}`);
  try {
    const created = await deps.db.transaction().execute(async (trx) => {
      // One bind at a time per member, so the limit holds under parallel requests.
      await memberProfiles.lockMember(trx, member.id);
      if (await bankAccounts.exists(trx, member.id, bankCode, mac)) throw new Refusal(409, 'BANK_ACCOUNT_DUPLICATE');
      if ((await bankAccounts.list(trx, member.id)).length >= max) throw new Refusal(409, 'BANK_ACCOUNT_LIMIT');
      const now = nowOf(deps);
      const a = await bankAccounts.insert(trx, {
        merchant: member.merchant,
        memberId: member.id,
        holderName,
        bankCode,
        numberSealed: deps.identity.box.seal(number, numberContext(member.id)),
        numberLast4: number.slice(-4),
        numberMac: mac,
        createdAt: now,
      });
      await recordPaymentEvent(trx, { merchant: member.merchant, memberId: member.id, subject: 'bank_account', subjectId: a.id, event: 'bound', actor: 'member', details: { bankCode, last4: a.numberLast4 } }, now);
      return a;
    });
    return toBankAccount(created, brand);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(409, 'BANK_ACCOUNT_DUPLICATE');
    throw error;
  }
}
