/**
 * Test helpers for the agent programme's gateway suites, on top of the access kit (aurora by its
 * host): fresh agents and members with sessions, placed in a tree by parent_id (the database
 * keeps member_ancestry), and JSON calls answering status, envelope and the replay header.
 *
 *   const kit = await createAccessKit(database());
 *   const tree = await agentTree(kit, { downlines: 2 });     // tree.agent, tree.downlines[0] …
 *   const res = await callJson(kit, 'POST', agentPaths.transferToDownline, body, tree.agent.token);
 */
import { sql } from 'kysely';
import type { Envelope } from '../../../schemas/envelope';
import type { AccessKit, RoleSession } from '../../test-support/access-kit';
import { must } from '../../test-support/fixtures';

export interface Account {
  id: string;
  account: string;
  token: string;
}

export interface JsonAnswer<T> {
  status: number;
  body: Envelope<T>;
  replayed: boolean;
}

function accountOf(s: RoleSession): Account {
  return { id: must(s.memberId), account: must(s.account), token: must(s.token) };
}

export async function newAgent(kit: AccessKit): Promise<Account> {
  return accountOf(await kit.session('agent', true));
}

export async function newMember(kit: AccessKit, parentId: string | null = null): Promise<Account> {
  const m = accountOf(await kit.session('member', true));
  if (parentId) await placeUnder(kit, m.id, parentId);
  return m;
}

export async function placeUnder(kit: AccessKit, memberId: string, parentId: string): Promise<void> {
  await sql`update members set parent_id = ${parentId} where id = ${memberId}`.execute(kit.gw.database.db);
}

export interface AgentTree {
  agent: Account;
  downlines: Account[];
}

/** A fresh top agent with `downlines` fresh members directly under it. */
export async function agentTree(kit: AccessKit, options: { downlines: number }): Promise<AgentTree> {
  const agent = await newAgent(kit);
  const downlines: Account[] = [];
  for (let i = 0; i < options.downlines; i += 1) downlines.push(await newMember(kit, agent.id));
  return { agent, downlines };
}

export async function callJson<T>(
  kit: AccessKit,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body: unknown,
  token: string | null,
): Promise<JsonAnswer<T>> {
  const res = await kit.send(body === undefined ? { method, url } : { method, url, body }, token);
  return { status: res.statusCode, body: res.json<Envelope<T>>(), replayed: res.headers['idempotent-replayed'] === 'true' };
}

/** The main-wallet balance of a member, in minor units, straight from the ledger. */
export async function mainBalance(kit: AccessKit, memberId: string): Promise<number> {
  return kit.gw.app.payments.ledger.balanceOf(memberId, 'main');
}

/** Money (major units, through a real deposit) and the payment password on an account. */
export async function readyToSend(kit: AccessKit, who: Account, amount = '1000'): Promise<void> {
  await kit.fund(who.token, amount);
  await kit.setPaymentPassword(who.token);
}
