/**
 * Test support for the contract suites: a fresh agent tree of its own on aurora (so the demo
 * seed's contracts never meet the test's), sessions for each of its members, calls with a
 * token, and the contract tables' row counts (the "nothing written" checks).
 *
 *   top (agent, no upline) ─ a (agent) ─ b (agent) ─ c (member)
 *                          └ p (member)
 *   outsider (agent, no upline) ─ o (member)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ContractTier } from '../../../schemas/agent';
import type { Envelope } from '../../../schemas/envelope';
import type { LoginAnswer } from '../../../schemas/identity';
import type { MemberType } from '../../db/identity/identity-tables';
import { demoPassword } from '../../db/identity/identity-seed';
import { must } from '../../test-support/fixtures';
import { identityClient } from '../../test-support/identity-client';
import type { TestGateway } from '../../test-support/test-gateway';

export const merchant = 'aurora';
export type Name = 'top' | 'a' | 'b' | 'c' | 'p' | 'outsider' | 'o';
export interface TreeMember {
  id: string;
  account: string;
  token: string;
}
export type Tree = Record<Name, TreeMember>;

const shape: [Name, Name | null, 'agent' | 'member'][] = [
  ['top', null, 'agent'],
  ['a', 'top', 'agent'],
  ['b', 'a', 'agent'],
  ['c', 'b', 'member'],
  ['p', 'top', 'member'],
  ['outsider', null, 'agent'],
  ['o', 'outsider', 'member'],
];

export async function buildTree(gw: TestGateway, ip = '203.0.113.77'): Promise<Tree> {
  const hash = await gw.app.identity.hasher.hash(demoPassword);
  const entry = gw.app.gateway.registry.get(merchant);
  if (!entry?.ok) throw new Error(`brand ${merchant} did not load`);
  const agentType = must(entry.brand.agentType[0], 'an agent type') as MemberType;
  const suffix = randomBytes(3).toString('hex');
  const tree = {} as Tree;
  for (const [name, parent, role] of shape) {
    const account = `ct${name}${suffix}`;
    const m = await gw.app.identity.members.insert({
      merchant,
      account,
      passwordHash: hash,
      email: `${account}@example.com`,
      parentId: parent ? tree[parent].id : null,
      ...(role === 'agent' ? { type: agentType } : {}),
    });
    const answer = await identityClient(gw.app, merchant, { ip }).login({ type: 'username', username: account, password: demoPassword });
    tree[name] = { id: m.id, account, token: must((answer.body.value as LoginAnswer | null)?.token, `a session for ${account}`) };
  }
  return tree;
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

export function caller(gw: TestGateway) {
  return async function call<T>(method: 'GET' | 'POST', url: string, token: string | null, payload?: object): Promise<Answer<T>> {
    const headers: Record<string, string> = { merchant };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await gw.app.inject({ method, url, payload, headers });
    return { status: res.statusCode, body: res.json<Envelope<T>>() };
  };
}

/** Rows of the contract tables (every merchant): a refusal must leave them as they were. */
export async function contractRowCounts(gw: TestGateway): Promise<string> {
  const r = await sql<{ contracts: string; events: string; digest: string }>`
    select (select count(*) from agent_contracts) as contracts,
           (select count(*) from agent_contract_events) as events,
           (select coalesce(sum(version), 0) from agent_contracts) as digest`.execute(gw.database.db);
  const row = must(r.rows[0]);
  return `${row.contracts}/${row.events}/${row.digest}`;
}

export const tier = (ratio: number, t: Partial<ContractTier> = {}): ContractTier => ({ activePeople: 0, betMinor: 0, lossMinor: 0, ratio, ...t });
export const withId = (path: string, id: string) => path.replace(':id', id);
