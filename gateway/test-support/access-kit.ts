/**
 * What the access matrix and the OpenAPI fuzz suite need around one gateway: a session per
 * role (guest, member, trial, agent, another merchant's member) on aurora's host, fresh
 * accounts for calls that change the account, money on an account, sealed bodies, codes from
 * the development outbox, a solved registration proof of work, and real catalogue references.
 *
 *   const kit = await createAccessKit(database());
 *   const s = await kit.session('trial');                       // { token, … }
 *   const res = await kit.send({ method: 'GET', url: '/wps/member/info' }, s.token);
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LightMyRequestResponse } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { GameItem, GamePage } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer } from '../../schemas/identity';
import type { Deposit } from '../../schemas/payments';
import type { DatabaseHandle } from '../db/connection';
import type { MemberType } from '../db/identity/identity-tables';
import type { NewMember } from '../db/identity/member-repository';
import { demoPassword } from '../db/identity/identity-seed';
import { multipartPayload, type Multipart } from '../routes/payments-test-kit';
import { must } from './fixtures';
import { identityClient, type IdentityClient } from './identity-client';
import { sealPayload } from './seal-payload';
import { createTestGateway, type TestGateway, type TestGatewayOptions } from './test-gateway';

export type Role = 'guest' | 'member' | 'trial' | 'agent' | 'foreign';
export const roles: readonly Role[] = ['guest', 'member', 'trial', 'agent', 'foreign'];

/** Every call goes to this merchant, by its host (as a browser on the brand's domain). */
export const merchant = 'aurora';
export const host = 'aurora.example';
/** "Another merchant": its members' tokens are tried on aurora's host. */
export const otherMerchant = 'tigerbay';
export const captchaText = 'K7P2M';
export const paymentPassword = 'pay-246810';

export interface RoleSession {
  role: Role;
  token: string | null;
  memberId: string | null;
  account: string | null;
}

export interface AccessRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
  url: string;
  /** JSON body (sent as application/json) … */
  body?: unknown;
  /** … or raw bytes with their own content type … */
  payload?: string | Buffer;
  /** … or a multipart form. */
  multipart?: Multipart;
  headers?: Record<string, string>;
  ip?: string;
}

export interface GameRef {
  nodeId: string;
  vendor: string;
  gameType: string;
}

export interface AccessKit {
  gw: TestGateway;
  client: IdentityClient;
  /** A new account of aurora with the demo password (no session). */
  insertMember(fields?: Partial<NewMember>): Promise<{ id: string; account: string }>;
  /** The role's shared session (demo accounts), or a new account's when `fresh`. */
  session(role: Role, fresh?: boolean): Promise<RoleSession>;
  send(req: AccessRequest, token: string | null): Promise<LightMyRequestResponse>;
  seal(fields: object): Promise<object>;
  /** Credits `amount` (major units) through a real deposit. */
  fund(token: string, amount: string): Promise<void>;
  setPaymentPassword(token: string): Promise<void>;
  /** The 6-digit code of the newest outbox message to the target. */
  lastCode(target: string): Promise<string>;
  proofOfWork(): Promise<string>;
  /** A launchable game (not down), one with a free demo, and a LIVE vendor's node id. */
  game: GameRef;
  demoGame: GameRef;
  liveNodeId: string;
  /** A fresh mobile number each call (no send limit shared between calls). */
  newMobile(): string;
  close(): Promise<void>;
}

let counter = 0;
const unique = () => `${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export async function createAccessKit(database: DatabaseHandle, options: TestGatewayOptions = {}): Promise<AccessKit> {
  const gw = await createTestGateway({
    ...options,
    database,
    // The delivery worker runs only when drained (GET /dev/outbox does): its writes are its own,
    // never a request's, and must not fall inside the write watch of a refused request.
    identity: { captchaText: () => captchaText, delivery: { manual: true } },
    payments: { timing: { depositConfirmMs: 0, withdrawalDisburseMs: 0, scanIntervalMs: 0 } },
  });
  const ip = '203.0.113.50';
  const client = identityClient(gw.app, merchant, { ip });
  const hash = await gw.app.identity.hasher.hash(demoPassword);

  const send: AccessKit['send'] = async (req, token) => {
    const headers: Record<string, string> = { host };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | Buffer | undefined = req.payload;
    if (req.multipart) {
      const m = multipartPayload(req.multipart);
      payload = m.payload;
      headers['content-type'] = m.contentType;
    } else if (req.body !== undefined) {
      payload = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    return gw.app.inject({ method: req.method, url: req.url, headers: { ...headers, ...req.headers }, payload, remoteAddress: req.ip ?? ip });
  };

  const login = async (brand: string, account: string): Promise<string> => {
    const answer = await identityClient(gw.app, brand, { ip }).login({ type: 'username', username: account, password: demoPassword });
    return must((answer.body.value as LoginAnswer | null)?.token, `a session for ${brand}/${account}: ${JSON.stringify(answer.body)}`);
  };
  const freePlay = async (): Promise<string> => {
    const res = await gw.app.inject({ method: 'POST', url: apiPaths.loginFreePlay, headers: { host }, payload: {}, remoteAddress: ip });
    return must(res.json<Envelope<LoginAnswer>>().value?.token, 'a trial session');
  };
  const memberIdOf = async (brand: string, account: string) =>
    must((await gw.app.identity.members.findByAccount(brand, account))?.id, `${brand}/${account}`);
  const brandOf = (code: string) => {
    const entry = gw.app.gateway.registry.get(code);
    if (!entry?.ok) throw new Error(`brand ${code} did not load`);
    return entry.brand;
  };
  const newAccount = async (role: 'member' | 'agent' | 'foreign'): Promise<RoleSession> => {
    const brand = role === 'foreign' ? otherMerchant : merchant;
    const account = `acc${unique()}`;
    const type = role === 'agent' ? (must(brandOf(merchant).agentType[0], 'an agent type') as MemberType) : undefined;
    const m = await gw.app.identity.members.insert({ merchant: brand, account, passwordHash: hash, email: `${account}@example.com`, ...(type === undefined ? {} : { type }) });
    return { role, token: await login(brand, account), memberId: m.id, account };
  };

  const insertMember: AccessKit['insertMember'] = async (fields = {}) => {
    const account = `acc${unique()}`;
    const m = await gw.app.identity.members.insert({ merchant, account, passwordHash: hash, email: `${account}@example.com`, ...fields });
    return { id: m.id, account: m.account };
  };

  const shared = new Map<Role, Promise<RoleSession>>();
  const sharedSession = (role: Role): Promise<RoleSession> => {
    const make = async (): Promise<RoleSession> => {
      switch (role) {
        case 'guest':
          return { role, token: null, memberId: null, account: null };
        case 'member':
          return { role, token: await login(merchant, 'player01'), memberId: await memberIdOf(merchant, 'player01'), account: 'player01' };
        case 'agent':
          return { role, token: await login(merchant, 'agent01'), memberId: await memberIdOf(merchant, 'agent01'), account: 'agent01' };
        case 'trial':
          return { role, token: await freePlay(), memberId: null, account: null };
        case 'foreign':
          return { role, token: await login(otherMerchant, 'player01'), memberId: await memberIdOf(otherMerchant, 'player01'), account: 'player01' };
      }
    };
    const existing = shared.get(role);
    if (existing) return existing;
    const made = make();
    shared.set(role, made);
    return made;
  };

  const list = async (query: string) => {
    const res = await send({ method: 'GET', url: `${apiPaths.gameList}?${query}&pageSize=100` }, null);
    return must(res.json<Envelope<GamePage>>().value, `a game list (${query})`).content;
  };
  const rng = await list('gameType=RNG');
  const ref = (g: GameItem): GameRef => ({ nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType });
  const up = rng.filter((g) => !g.maintenance);
  const game = ref(must(up[0], 'a launchable RNG game'));
  const demoGame = ref(must(up.find((g) => g.supportPlay === 0), 'an RNG game with a free demo'));
  const liveNodeId = must((await list('gameType=LIVE'))[0], 'a LIVE game').vendorNodeId;

  let mobile = 0;
  return {
    gw,
    client,
    insertMember,
    session: (role, fresh = false) => {
      if (!fresh || role === 'guest') return sharedSession(role);
      if (role === 'trial') return freePlay().then((token) => ({ role, token, memberId: null, account: null }));
      return newAccount(role);
    },
    send,
    seal: async (fields) => sealPayload(await client.sealKey(), fields),
    async fund(token, amount) {
      const res = await send({ method: 'POST', url: apiPaths.deposits, body: { requestId: randomUUID(), channelId: 'bank', amount } }, token);
      if (res.statusCode !== 200) throw new Error(`deposit refused: ${res.body}`);
      must(res.json<Envelope<Deposit>>().value, 'a deposit');
      await gw.app.payments.clock.runDue();
    },
    async setPaymentPassword(token) {
      const res = await send({ method: 'POST', url: apiPaths.paymentPassword, body: { newPassword: paymentPassword, confirmNewPassword: paymentPassword } }, token);
      if (res.statusCode !== 200) throw new Error(`payment password refused: ${res.body}`);
    },
    lastCode: (target) => client.lastCode(target),
    async proofOfWork() {
      const res = await send({ method: 'GET', url: apiPaths.registerChallenge }, null);
      const challenge = must(res.json<{ value: Challenge | null }>().value, 'a registration challenge');
      const solution = must(await solveChallenge({ challenge, deriveKey }), 'a solved challenge');
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    },
    game,
    demoGame,
    liveNodeId,
    newMobile: () => `139${String(process.pid % 1000).padStart(3, '0')}${String(mobile++).padStart(5, '0')}`,
    close: () => gw.close(),
  };
}
