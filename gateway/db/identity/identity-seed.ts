/**
 * Demo accounts per demo brand (issue 4; listed in docs/demo-accounts.json, which a test keeps
 * equal to this table): a member, an agent with three downline members, a member whose password
 * is 123456, one with an expired password, one with an authenticator, and one whose known IP is
 * elsewhere (new-IP verification from localhost). Their passwords are published, so they belong
 * only to the demo brands shipped in brands/ (demoMerchants: a merchant onboarded by copying a
 * folder gets none) and never to production (docs/decisions/028). Seeded once per merchant
 * (content_seeds topic demo-accounts), so an operator's deletions survive restarts. The two demo
 * passwords are hashed once per process, not per brand or per test database. In production, the
 * ones an earlier start seeded are disabled once, where they still have the published password.
 */
import type { Kysely } from 'kysely';
import type { Brand } from '../../../schemas/brand';
import { createPasswordHasher, type PasswordHasher } from '../../domain/identity/password-hasher';
import { defaultPassword } from '../../domain/identity/password-policy';
import type { SecretBox } from '../../domain/secret-box';
import { totpSecretContext } from '../../domain/identity/totp-service';
import { withContentTables } from '../content/content-tables';
import type { Database } from '../database';
import { withIdentityTables, type MemberType } from './identity-tables';
import { createMemberRepository, type NewMember } from './member-repository';

export const demoPassword = 'Portico-Demo-2024';
/** RFC 4648 base32; the same for every brand's totp01 (it is a demo). */
export const demoTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const demoKnownIp = '198.51.100.1';
const seedVersion = 1;

export type DemoRole = 'member' | 'agent' | 'downline' | 'default-password' | 'expired-password' | 'totp' | 'new-ip';

export interface DemoAccount {
  role: DemoRole;
  username: string;
  password: string;
  type: 'member' | 'agent';
  mobile: string | null;
  email: boolean;
  totpSecret: string | null;
  parent: string | null;
}

const account = (role: DemoRole, username: string, extra: Partial<DemoAccount> = {}): DemoAccount => ({
  role,
  username,
  password: demoPassword,
  type: 'member',
  mobile: null,
  email: true,
  totpSecret: null,
  parent: null,
  ...extra,
});

export const demoAccounts: readonly DemoAccount[] = [
  account('member', 'player01', { mobile: '13800000001' }),
  account('agent', 'agent01', { type: 'agent', mobile: '13800000002' }),
  account('downline', 'down01', { parent: 'agent01' }),
  account('downline', 'down02', { parent: 'agent01' }),
  account('downline', 'down03', { parent: 'agent01' }),
  // A sub-agent with a downline of its own: the contract cases of docs/decisions/035 (higher-ratio warning).
  account('agent', 'agent02', { type: 'agent', parent: 'agent01' }),
  account('downline', 'down04', { parent: 'agent02' }),
  account('default-password', 'default01', { password: defaultPassword, email: false }),
  account('expired-password', 'expired01', { mobile: '13800000005' }),
  account('totp', 'totp01', { totpSecret: demoTotpSecret, mobile: '13800000003' }),
  account('new-ip', 'newip01', { mobile: '13800000004' }),
];

export const demoDialingCode = '86';

/** The demo brands shipped in brands/: the only merchants that get demo accounts (never in production). */
export const demoMerchants: readonly string[] = ['aurora', 'oasis', 'tigerbay'];

export function getsDemoAccounts(merchant: string, production: boolean): boolean {
  return !production && demoMerchants.includes(merchant);
}

export interface IdentitySeedInput {
  box: SecretBox;
  /** NODE_ENV=production: no demo accounts; the ones an earlier start seeded are retired. */
  production?: boolean;
}

let hashes: Promise<Record<string, string>> | null = null;

/** The demo passwords' hashes, computed once per process. */
export function demoPasswordHashes(): Promise<Record<string, string>> {
  hashes ??= (async () => {
    const hasher = createPasswordHasher({ concurrency: 2 });
    const distinct = [...new Set(demoAccounts.map((a) => a.password))];
    const out: Record<string, string> = {};
    for (const p of distinct) out[p] = await hasher.hash(p);
    return out;
  })();
  return hashes;
}

function newMember(brand: Brand, a: DemoAccount, hash: string, parentId: string | null): NewMember {
  return {
    merchant: brand.merchant,
    account: a.username,
    nickname: a.username,
    type: (a.type === 'agent' ? (brand.agentType[0] ?? 1) : 0) as MemberType,
    passwordHash: hash,
    passwordChangedAt: a.role === 'expired-password' ? new Date('2020-01-01T00:00:00Z') : new Date(),
    mustChangePassword: a.password === defaultPassword,
    email: a.email ? `${a.username}@${brand.mainDomain}` : null,
    mobileDialingCode: a.mobile ? demoDialingCode : null,
    mobile: a.mobile,
    vipLevel: a.type === 'agent' ? 3 : 1,
    parentId,
  };
}

async function claimTopic(core: Kysely<Database>, merchant: string, topic: string, version = 1): Promise<boolean> {
  const row = await withContentTables(core)
    .insertInto('content_seeds')
    .values({ merchant, topic, version })
    .onConflict((oc) => oc.columns(['merchant', 'topic']).doNothing())
    .returning('topic')
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the brand's demo accounts once; returns how many members were inserted. */
export async function seedBrandIdentity(core: Kysely<Database>, brand: Brand, input: IdentitySeedInput, passwordHashes: Record<string, string>): Promise<number> {
  if (!(await claimTopic(core, brand.merchant, 'demo-accounts', seedVersion))) return 0;
  const members = createMemberRepository(core);
  let inserted = 0;
  for (const a of demoAccounts) {
    const parent = a.parent ? await members.findByAccount(brand.merchant, a.parent) : null;
    inserted += await members.insertMissing([newMember(brand, a, passwordHashes[a.password] ?? '', parent?.id ?? null)]);
    const member = await members.findByAccount(brand.merchant, a.username);
    if (!member) continue;
    if (a.totpSecret && !member.totpSecret) await members.setTotp(member.id, input.box.seal(a.totpSecret, totpSecretContext(member.id)), true);
    if (a.role === 'new-ip') {
      await withIdentityTables(core).insertInto('known_ips').values({ member_id: member.id, ip: demoKnownIp }).onConflict((oc) => oc.doNothing()).execute();
    }
  }
  return inserted;
}

/**
 * Production, once per merchant that an earlier start gave demo accounts: each demo account that
 * still signs in with its published password is disabled (its sessions stop working with it), so
 * a deployment upgraded from a gateway that seeded them everywhere is not left open. An account
 * whose password was changed is someone's now and is left alone. Returns how many were disabled.
 */
export async function retireDemoAccounts(core: Kysely<Database>, merchant: string, hasher: Pick<PasswordHasher, 'verify'>): Promise<number> {
  const seeded = await withContentTables(core)
    .selectFrom('content_seeds')
    .select('topic')
    .where('merchant', '=', merchant)
    .where('topic', '=', 'demo-accounts')
    .executeTakeFirst();
  if (!seeded || !(await claimTopic(core, merchant, 'demo-accounts-retired'))) return 0;
  const members = createMemberRepository(core);
  let retired = 0;
  for (const a of demoAccounts) {
    const member = await members.findByAccount(merchant, a.username);
    if (!member || member.disabled || !member.passwordHash) continue;
    if (!(await hasher.verify(member.passwordHash, a.password))) continue;
    await withIdentityTables(core).updateTable('members').set({ disabled: true }).where('id', '=', member.id).execute();
    retired += 1;
  }
  return retired;
}
