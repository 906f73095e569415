/**
 * Demo affiliate codes (docs/decisions/018-registration.md): every demo agent of a brand gets
 * its account name in upper case as its code (agent01 -> AGENT01). Seeded once per merchant
 * (content_seeds topic affiliate-codes), so an operator's changes survive restarts.
 */
import type { Kysely } from 'kysely';
import type { Brand } from '../../../schemas/brand';
import { withContentTables } from '../content/content-tables';
import type { Database } from '../database';
import { demoAccounts } from './identity-seed';
import { createMemberRepository } from './member-repository';
import { createRegistrationRepository } from './registration-repository';

export const demoAffiliateCodeOf = (username: string): string => username.toUpperCase();

export async function seedBrandAffiliateCodes(core: Kysely<Database>, brand: Brand): Promise<number> {
  const claimed = await withContentTables(core)
    .insertInto('content_seeds')
    .values({ merchant: brand.merchant, topic: 'affiliate-codes', version: 1 })
    .onConflict((oc) => oc.columns(['merchant', 'topic']).doNothing())
    .returning('topic')
    .executeTakeFirst();
  if (!claimed) return 0;
  const members = createMemberRepository(core);
  const codes = createRegistrationRepository(core);
  let added = 0;
  for (const a of demoAccounts.filter((d) => d.type === 'agent')) {
    const agent = await members.findByAccount(brand.merchant, a.username);
    if (agent && (await codes.addAffiliate(brand.merchant, demoAffiliateCodeOf(a.username), agent.id)))
      added += 1;
  }
  return added;
}
