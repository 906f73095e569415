/**
 * Demo balances (issue 4 header; docs/demo-accounts.json): every demo account of a brand gets
 * its main-wallet balance once (content_seeds topic demo-wallets) as an opening-balance posting
 * from the brand's house account through the ledger (docs/decisions/022-ledger.md), so the
 * header shows a real amount and the ledger balances; the member (player01) also gets two
 * unread inbox notices. A wallet that already moved is never touched.
 */
import type { Kysely } from 'kysely';
import type { Brand } from '../../../schemas/brand';
import { withContentTables } from '../content/content-tables';
import type { Database } from '../database';
import { demoAccounts, type DemoRole } from '../identity/identity-seed';
import { createMemberInboxRepository } from '../content/member-inbox-repository';
import { createMemberRepository } from '../identity/member-repository';
import { createLedger, LedgerRefusal } from '../../domain/ledger/ledger';

/** Minor units per role: player01 has ¥12,345.67, the agent more, the others a little. */
export const demoBalances: Record<DemoRole, number> = {
  member: 1_234_567,
  agent: 5_000_000,
  downline: 10_000,
  'default-password': 50_000,
  'expired-password': 20_000,
  totp: 88_800,
  'new-ip': 30_000,
};

export async function seedBrandWallets(core: Kysely<Database>, brand: Brand): Promise<number> {
  const claimed = await withContentTables(core)
    .insertInto('content_seeds')
    .values({ merchant: brand.merchant, topic: 'demo-wallets', version: 1 })
    .onConflict((oc) => oc.columns(['merchant', 'topic']).doNothing())
    .returning('topic')
    .executeTakeFirst();
  if (!claimed) return 0;
  const members = createMemberRepository(core);
  const ledger = createLedger(core);
  let opened = 0;
  for (const a of demoAccounts) {
    const member = await members.findByAccount(brand.merchant, a.username);
    if (!member) continue;
    const amountMinor = demoBalances[a.role];
    const posted = await ledger
      .postIn(core, {
        merchant: brand.merchant,
        currency: member.currency,
        idempotencyKey: `opening:${member.id}:main`,
        kind: 'opening',
        memberId: member.id,
        entries: [
          { account: { type: 'house' }, amountMinor: -amountMinor },
          { account: { type: 'member', memberId: member.id, wallet: 'main' }, amountMinor },
        ],
        memo: 'Opening balance',
      })
      .catch((err: unknown) => {
        // The wallet was opened otherwise before (an older gateway's row, adopted): leave it.
        if (err instanceof LedgerRefusal) return null;
        throw err;
      });
    if (posted && !posted.replayed) opened += 1;
    if (a.role === 'member') {
      const inbox = createMemberInboxRepository(core);
      await inbox.add({ memberId: member.id, title: `${brand.name}: welcome`, body: `Welcome to ${brand.name}, ${member.account}.` });
      await inbox.add({ memberId: member.id, title: `${brand.name}: security tip`, body: 'Turn on the authenticator in the security centre.' });
    }
  }
  return opened;
}
