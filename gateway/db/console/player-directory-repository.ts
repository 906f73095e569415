/**
 * Members as the console's support desk reads them (migrations 004, 010, 049; docs/decisions/047):
 * prefix search within one merchant (account, e-mail, phone), a profile with balances and live
 * sessions, the member's ledger entries and login history — each bounded by the merchant in the
 * query itself and keyset-paged.
 */
import { sql, type Kysely } from 'kysely';
import type { PlayerLedgerEntry, PlayerLogin, PlayerProfile, PlayerSummary } from '../../../schemas/console-money';
import { minorDigitsOf } from '../../domain/payments/payment-settings';
import type { Database } from '../database';
import type { Keyset, QueueSlice } from './money-queue-repository';

type Num = string | number | bigint;

interface SummaryRow {
  id: string;
  account: string;
  account_key: string;
  email: string | null;
  mobile_dialing_code: string | null;
  mobile: string | null;
  disabled: boolean;
  created_at: Date;
}

const toSummary = (r: SummaryRow): PlayerSummary => ({
  memberId: r.id,
  account: r.account,
  email: r.email,
  mobile: r.mobile === null ? null : `+${r.mobile_dialing_code ?? ''} ${r.mobile}`,
  locked: r.disabled,
  createdAt: r.created_at.toISOString(),
});

/** LIKE pattern of a prefix: %, _ and \ taken literally. */
const prefixOf = (text: string) => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export const playerDirectory = {
  /**
   * Members of the merchant whose account, e-mail or phone starts with `q` (case-insensitive for
   * account and e-mail), ordered by account; `after` is the previous page's last account key and id.
   */
  async search(db: Kysely<Database>, merchant: string, q: string, after: Keyset | null, limit: number): Promise<QueueSlice<PlayerSummary>> {
    const text = q.normalize('NFKC').toLowerCase();
    const digits = text.replace(/[^0-9]/g, '');
    const like = prefixOf(text);
    const { rows } = await sql<SummaryRow>`
      select id, account, account_key, email, mobile_dialing_code, mobile, disabled, created_at from members
       where merchant = ${merchant}
         and (account_key like ${like} or lower(email) like ${like} ${digits.length >= 3 ? sql`or mobile like ${prefixOf(digits)}` : sql``})
         ${after ? sql`and (account_key, id) > (${after.at}, ${after.id}::uuid)` : sql``}
       order by account_key, id limit ${limit + 1}`.execute(db);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { items: page.map(toSummary), next: rows.length > limit && last ? { at: last.account_key, id: last.id } : null };
  },

  async profile(db: Kysely<Database>, merchant: string, memberId: string, now: Date): Promise<PlayerProfile | null> {
    const { rows } = await sql<SummaryRow & { nickname: string | null; currency: string; vip_level: number; type: number; must_change_password: boolean; totp_enabled: boolean; first_login_at: Date | null; live: Num }>`
      select m.id, m.account, m.account_key, m.email, m.mobile_dialing_code, m.mobile, m.disabled, m.created_at, m.nickname, m.currency, m.vip_level,
             m.type, m.must_change_password, m.totp_enabled, m.first_login_at,
             (select count(*) from sessions s where s.member_id = m.id and s.revoked_at is null and s.idle_expires_at > ${now} and s.absolute_expires_at > ${now}) as live
        from members m where m.merchant = ${merchant} and m.id = ${memberId}`.execute(db);
    const r = rows[0];
    if (!r) return null;
    const balances = await sql<{ wallet: string; balance_minor: Num }>`
      select wallet, balance_minor from wallet_balances where member_id = ${memberId} order by wallet = 'main' desc, wallet`.execute(db);
    return {
      ...toSummary(r),
      nickname: r.nickname,
      currency: r.currency,
      minorDigits: minorDigitsOf(r.currency),
      vipLevel: r.vip_level,
      type: r.type,
      mustChangePassword: r.must_change_password,
      authenticator: r.totp_enabled,
      firstLoginAt: r.first_login_at?.toISOString() ?? null,
      balances: balances.rows.map((b) => ({ wallet: b.wallet === 'main' ? 'main' : b.wallet.toUpperCase(), balanceMinor: Number(b.balance_minor) })),
      liveSessions: Number(r.live),
    };
  },

  /** The member's ledger entries (every wallet), newest first; keyset (posted_at, transaction id). */
  async ledger(db: Kysely<Database>, memberId: string, after: Keyset | null, limit: number): Promise<QueueSlice<PlayerLedgerEntry>> {
    const { rows } = await sql<{ id: string; at_text: string; posted_at: Date; kind: string; wallet: string; amount_minor: Num; balance_after_minor: Num; memo: string }>`
      select t.id, e.posted_at::text as at_text, e.posted_at, t.kind, a.wallet, e.amount_minor, e.balance_after_minor, t.memo
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transactions t on t.id = e.transaction_id
       where a.member_id = ${memberId}
         ${after ? sql`and (e.posted_at, t.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
       order by e.posted_at desc, t.id desc, e.line limit ${limit + 1}`.execute(db);
    // A page ends between transactions (the cursor names a transaction): a transaction cut by the
    // limit starts the next page instead, unless it alone fills this one (≤ 20 entries each).
    let page = rows.slice(0, limit);
    const following = rows[limit];
    if (following) {
      const cut = page.findIndex((r) => r.id === following.id);
      if (cut > 0) page = page.slice(0, cut);
    }
    const last = page[page.length - 1];
    return {
      items: page.map((r) => ({
        transactionId: r.id,
        postedAt: r.posted_at.toISOString(),
        kind: r.kind,
        wallet: r.wallet === 'main' ? 'main' : r.wallet.toUpperCase(),
        amountMinor: Number(r.amount_minor),
        balanceAfterMinor: Number(r.balance_after_minor),
        memo: r.memo,
      })),
      next: rows.length > limit && last ? { at: last.at_text, id: last.id } : null,
    };
  },

  /** What login_history records (every password, SMS, remember and free-play outcome), newest first. */
  async logins(db: Kysely<Database>, memberId: string, after: Keyset | null, limit: number): Promise<QueueSlice<PlayerLogin>> {
    const { rows } = await sql<{ id: string; at_text: string; created_at: Date; method: string; outcome: string; ip: string; user_agent: string | null }>`
      select id, created_at::text as at_text, created_at, method, outcome, ip, user_agent from login_history
       where member_id = ${memberId} ${after ? sql`and (created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
       order by created_at desc, id desc limit ${limit + 1}`.execute(db);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => ({ at: r.created_at.toISOString(), method: r.method, outcome: r.outcome, ip: r.ip, userAgent: r.user_agent })),
      next: rows.length > limit && last ? { at: last.at_text, id: last.id } : null,
    };
  },
};
