/**
 * The access matrix: every operation of the OpenAPI document × every role, and what that role
 * gets (docs/decisions/030-access-matrix-and-fuzzing.md). access-matrix.test.ts calls each row
 * per role with the row's well-formed request and fails on any route without a row (and any
 * row without a route); openapi.fuzz.test.ts starts its bad inputs from the same requests.
 * Adding a route = adding a row here.
 *
 * Roles (§6, READINGS #5): a guest (no token); the demo member player01 and agent agent01; a
 * trial (free-play) session; and "foreign": a member of another merchant (tigerbay) whose
 * token is sent to this merchant's host (aurora) — it must count for nothing there.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { ErrorCode } from '../../schemas/error-codes';
import type { TotpConfirmAnswer, TotpEnrolAnswer } from '../../schemas/identity';
import type { BankAccount, BankAccountsAnswer, Withdrawal } from '../../schemas/payments';
import { must } from '../test-support/fixtures';
import type { AccessKit, Role, RoleSession } from '../test-support/access-kit';
import { host, merchant, otherMerchant, paymentPassword } from '../test-support/access-kit';
import { identityClient } from '../test-support/identity-client';
import { demoPassword } from '../db/identity/identity-seed';
import { pngImage, type Multipart } from '../routes/payments-test-kit';
import { agentTeamRows } from './access-rows/agent-team';
import { agentContractRows } from './access-rows/agent-contracts';
import { agentOpeningRows } from './access-rows/agent-opening';
import { agentSettlementRows } from './access-rows/agent-settlement';
import { consoleRows } from './access-rows/console';
import { engagementMiscRows } from './access-rows/engagement-misc';
import { promotionRows } from './access-rows/promotions';
import { pointsRows } from './access-rows/points';
import { ticketRows } from './access-rows/tickets';

/** What a role gets from an operation. */
export type Answer =
  /** Served: 200 (or the row's okStatus), a success envelope or the file. */
  | 'ok'
  /** 401 UNAUTHORIZED: the call needs a live session of this merchant. */
  | 'login'
  /** 403 TRIAL_NOT_ALLOWED: the call needs a real account (§6: trial accounts cannot). */
  | 'real-account'
  /** A refusal of the call itself, past every guard (the role got in; the request is refused). */
  | { status: number; code: ErrorCode };

export interface RequestParts {
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** Merged over the schema's smallest valid body. */
  body?: Record<string, unknown>;
  /** The plaintext of a sealed body. */
  sealed?: Record<string, unknown>;
  multipart?: Multipart;
  headers?: Record<string, string>;
}

export interface CallContext {
  kit: AccessKit;
  role: Role;
  session: RoleSession;
}

export interface AccessRow {
  answers: Record<Role, Answer>;
  /** The well-formed request's fixed parts (the fuzz suite starts from these too). */
  request?: RequestParts;
  /** Parts that need a step first (a code, a ticket, money, an id of the role's own). */
  prepare?: (c: CallContext) => Promise<RequestParts>;
  /** The call changes or ends the account or session: each role gets a new account for it. */
  freshAccount?: boolean;
  /** The status of success when not 200 (302 for browser navigations). */
  okStatus?: number;
}

const publicCall: Record<Role, Answer> = { guest: 'ok', member: 'ok', trial: 'ok', agent: 'ok', foreign: 'ok' };
/** Needs a session; trial sessions too. */
const sessionCall: Record<Role, Answer> = { guest: 'login', member: 'ok', trial: 'ok', agent: 'ok', foreign: 'login' };
/** Needs a real account's session (member or agent). */
const realAccountCall: Record<Role, Answer> = { guest: 'login', member: 'ok', trial: 'real-account', agent: 'ok', foreign: 'login' };
/** Public, answering the same refusal to everyone (the request can only be made right out of band). */
const publicRefusal = (status: number, code: ErrorCode): Record<Role, Answer> => {
  const a = { status, code };
  return { guest: a, member: a, trial: a, agent: a, foreign: a };
};

const newPassword = 'Fresh-Start-2468';
const gameRef = (c: CallContext) => ({ nodeId: c.kit.game.nodeId, vendor: c.kit.game.vendor, gameType: c.kit.game.gameType });
const json = async <T>(res: { json: () => unknown }) => must((res.json() as Envelope<T>).value, 'an answer value');
/** A session usable for member calls (member, agent, or a fresh one of theirs). */
const real = (c: CallContext) => c.session.token !== null && (c.role === 'member' || c.role === 'agent');

/** A demo launch ticket (free demo: no session) from the launch URL. */
async function demoTicket(c: CallContext): Promise<string> {
  const res = await c.kit.send({ method: 'POST', url: apiPaths.launchGame, body: { ...c.kit.demoGame, demo: true } }, null);
  const url = (await json<{ url: string }>(res)).url;
  return must(new URL(url, 'http://x').searchParams.get('ticket'), 'a launch ticket');
}

/** A funded account with a payment password and a bank account (for withdrawals). */
async function readyToWithdraw(c: CallContext, token: string): Promise<string> {
  await c.kit.fund(token, '1000');
  await c.kit.setPaymentPassword(token);
  const banks = await json<BankAccountsAnswer>(await c.kit.send({ method: 'GET', url: apiPaths.bankAccounts }, token));
  const account = await c.kit.send({ method: 'POST', url: apiPaths.bankAccounts, body: { holderName: 'Li Wei', bankCode: banks.banks[0]?.code ?? 'ICBC', accountNumber: '6222021234567890' } }, token);
  return (await json<BankAccount>(account)).id;
}

/** A withdrawal of the role's (fresh) account, disbursed and awaiting the receipt. */
async function disbursedWithdrawal(c: CallContext): Promise<string> {
  const token = must(c.session.token);
  const bankAccountId = await readyToWithdraw(c, token);
  const w = await json<Withdrawal>(await c.kit.send({ method: 'POST', url: apiPaths.withdrawals, body: { requestId: randomUUID(), bankAccountId, amount: '100', paymentPassword } }, token));
  await c.kit.gw.app.payments.clock.runDue();
  return w.id;
}

const receivedAll: Multipart = { fields: { outcome: 'all' } };
const receivedPart: Multipart = { fields: { outcome: 'partial', receivedAmount: '50' }, files: [{ field: 'proof', name: 'receipt.png', type: 'image/png', body: pngImage() }] };

export const accessMatrix: Record<string, AccessRow> = {
  ...agentSettlementRows,
  // System and content: public (§6 "no token": system status, whitelabel menu, help centre).
  'GET /wps/system/health': { answers: publicCall },
  'GET /wps/system/permission': { answers: publicCall },
  'GET /wps/system/status': { answers: publicCall },
  'GET /wps/system/whitelabel': { answers: publicCall },
  'GET /wps/system/setting/register': { answers: publicCall },
  'GET /wps/relay/MCSFE_getListAnnouncements': { answers: publicCall },
  'GET /wps/system/helpCenter': { answers: publicCall },
  'GET /wps/system/content/{page}': { answers: publicCall, request: { params: { page: 'join' } } },
  'GET /lgw/media/{file}': {
    answers: publicCall,
    request: { params: { file: `${'0'.repeat(64)}.png` } },
    prepare: async (c) => {
      const stored = await sql<{ sha256: string; content_type: string }>`select sha256, content_type from media order by sha256 limit 1`.execute(c.kit.gw.database.db);
      const row = must(stored.rows[0], 'a stored image');
      const ext: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg' };
      return { params: { file: `${row.sha256}.${ext[row.content_type] ?? 'png'}` } };
    },
  },
  'GET /brands/{merchant}/{*}': { answers: publicCall, request: { params: { merchant, '*': 'logo.svg' } } },
  // The Lite app and the self-hosted script fonts (issue 20, docs/decisions/053): public files.
  'GET /manifest.webmanifest': { answers: publicCall },
  'GET /sw.js': { answers: publicCall },
  'GET /lite/offline': { answers: publicCall },
  'GET /lite/icons/{file}': { answers: publicCall, request: { params: { file: '192.png' } } },
  'GET /fonts/{script}': { answers: publicCall, request: { params: { script: 'thai.css' } } },
  'GET /fonts/{script}/{file}': { answers: publicCall, request: { params: { script: 'thai', file: 'noto-sans-thai-thai-400-normal.woff2' } } },

  // Game catalogue: public lists (READINGS #5), per-member lists behind a session (§6).
  'GET /lgw/games/game_menus': { answers: publicCall },
  'GET /wps/relay/GCSGAME_gameVendor': { answers: publicCall },
  'GET /lgw/icons/vendor/{file}': { answers: publicCall, request: { params: { file: 'PG.svg' } } },
  'GET /wps/relay/GCSGAME_gameList': { answers: publicCall },
  'GET /wps/relay/GCSGAME_getVassGameType': { answers: publicCall },
  'GET /wps/relay/GCSGAME_hotGamesV2': { answers: publicCall },
  'GET /lgw/games/popular': { answers: publicCall },
  'GET /wps/relay/GCSGAME_getRankList': { answers: publicCall },
  'GET /wps/relay/GLS2_roomList': { answers: sessionCall, prepare: async (c) => ({ query: { nodeId: c.kit.liveNodeId } }) },
  'GET /lgw/games/catalogue': { answers: publicCall, request: { query: { gameType: 'RNG' } } },
  'GET /lgw/icons/game/{vendor}/{file}': { answers: publicCall, request: { params: { vendor: 'PG', file: '1.png' } }, prepare: async (c) => ({ params: { vendor: c.kit.game.vendor, file: `${c.kit.game.nodeId}.png` } }) },
  'GET /wps/relay/MCSFE_getFavoriteGames': { answers: sessionCall },
  'GET /wps/relay/MCSFE_getFavoriteGamesList': { answers: sessionCall },
  'POST /wps/relay/MCSFE_addFavoriteGameV2': { answers: sessionCall, request: { body: { nodeId: '1', vendor: 'PG', gameType: 'RNG' } }, prepare: async (c) => ({ body: gameRef(c) }) },
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': {
    answers: sessionCall,
    request: { query: { nodeId: '1', vendor: 'PG', gameType: 'RNG' } },
    prepare: async (c) => ({ query: gameRef(c) }),
  },
  // §6: trial accounts cannot launch games (in_need_true_account).
  'POST /wps/game/launchGame': { answers: realAccountCall, request: { body: { nodeId: '1', vendor: 'PG', gameType: 'RNG' } }, prepare: async (c) => ({ body: gameRef(c) }) },
  'GET /wps/relay/GCS_recentGame': { answers: sessionCall },
  'GET /lgw/vn/games/game_menu': { answers: publicCall },
  'GET /lgw/vn/games/game_menu/recent': { answers: sessionCall },

  // The demo vendor: its page and files are public; its calls carry a launch ticket / play token, not a session.
  'GET /lgw/demo-vendor/play': { answers: publicCall },
  'GET /lgw/demo-vendor/assets/{file}': { answers: publicCall, request: { params: { file: 'play.js' } } },
  'POST /lgw/demo-vendor/session': { answers: publicCall, request: { body: { ticket: 'A'.repeat(43) } }, prepare: async (c) => ({ body: { ticket: await demoTicket(c) } }) },
  'POST /lgw/demo-vendor/spin': {
    answers: publicCall,
    request: { body: { playToken: 'A'.repeat(43), roundId: 'round-0001', betMinor: 100 } },
    prepare: async (c) => {
      const session = await json<{ playToken: string; betsMinor: number[] }>(await c.kit.send({ method: 'POST', url: apiPaths.demoVendorSession, body: { ticket: await demoTicket(c) } }, null));
      return { body: { playToken: session.playToken, roundId: `round-${randomUUID()}`, betMinor: must(session.betsMinor[0]) } };
    },
  },

  // Sessions (§7 login, free play, logout).
  'POST /wps/session/login': { answers: publicCall, request: { sealed: { type: 'username', username: 'player01', password: demoPassword } } },
  'POST /wps/session/login/verify': {
    answers: publicCall,
    request: { body: { challenge: 'A'.repeat(43), code: '000000' } },
    // An account with the authenticator on: the login asks for its code (a new account per role: a step is used once).
    prepare: async (c) => {
      const secret = c.kit.gw.app.identity.totp.newSecret();
      const m = await c.kit.insertMember();
      await c.kit.gw.app.identity.members.setTotp(m.id, c.kit.gw.app.identity.totp.seal(secret, m.id), true);
      const step = await c.kit.client.login({ type: 'username', username: m.account, password: demoPassword });
      const challenge = must(step.body.value?.verification, `a verification step: ${JSON.stringify(step.body)}`).challenge;
      return { body: { challenge, code: await generate({ secret }) } };
    },
  },
  // The remember-me cookie (READINGS #1); "foreign" brings the cookie of its own merchant's sign-in.
  'POST /wps/session/login/remember': {
    answers: { ...publicCall, foreign: 'login' },
    prepare: async (c) => {
      const client = c.role === 'foreign' ? identityClient(c.kit.gw.app, otherMerchant) : c.kit.client;
      const login = await client.login({ type: 'username', username: 'player01', password: demoPassword, remember: true });
      const cookie = String(login.res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
      return { headers: { cookie } };
    },
  },
  'POST /wps/session/login/freeplay': { answers: publicCall },
  'DELETE /wps/session/logout': { answers: sessionCall, freshAccount: true },
  'GET /wps/captcha': { answers: publicCall },
  'POST /wps/verification/sms/noLogin': { answers: publicCall, prepare: async (c) => ({ body: { mobileNum: c.kit.newMobile(), countryDialingCode: '86' } }) },

  // The member and the authenticator.
  'GET /wps/member/info': { answers: sessionCall },
  'POST /wps/member/totp/enrol': { answers: realAccountCall, freshAccount: true },
  'POST /wps/member/totp/confirm': {
    answers: realAccountCall,
    freshAccount: true,
    request: { body: { code: '000000' } },
    prepare: async (c) => {
      if (!real(c)) return {};
      const enrol = await json<TotpEnrolAnswer>(await c.kit.send({ method: 'POST', url: apiPaths.totpEnrol }, c.session.token));
      return { body: { code: await generate({ secret: enrol.secret }) } };
    },
  },
  'POST /wps/member/totp/disable': {
    answers: realAccountCall,
    freshAccount: true,
    request: { body: { code: '000000' } },
    prepare: async (c) => {
      if (!real(c)) return {};
      const enrol = await json<TotpEnrolAnswer>(await c.kit.send({ method: 'POST', url: apiPaths.totpEnrol }, c.session.token));
      const confirm = await c.kit.send({ method: 'POST', url: apiPaths.totpConfirm, body: { code: await generate({ secret: enrol.secret }) } }, c.session.token);
      return { body: { code: must((await json<TotpConfirmAnswer>(confirm)).recoveryCodes[0]) } };
    },
  },

  // Passwords (READINGS #2–#4): change with a session (or a change token), reset by link or phone.
  'POST /wps/member/password': {
    // Without a session a change token is needed (READINGS #4; the forced change after login): none here.
    answers: realAccountCall,
    freshAccount: true,
    request: { sealed: { oldPassword: demoPassword, newPassword, confirmNewPassword: newPassword } },
  },
  // Always { accepted } (READINGS #2); an address gets one request a minute, so one address per call.
  'POST /wps/member/password/email': {
    answers: publicCall,
    request: { body: { username: 'player01', email: 'player01@aurora.example' } },
    prepare: async () => {
      const account = `forgot${randomUUID().slice(0, 8)}`;
      return { body: { username: account, email: `${account}@example.com` } };
    },
  },
  'POST /wps/member/password/reset': {
    answers: publicCall,
    freshAccount: true,
    request: { sealed: { resetToken: 'A'.repeat(43), newPassword, confirmNewPassword: newPassword } },
    prepare: async (c) => {
      const { account } = await c.kit.insertMember();
      const email = `${account}@example.com`;
      await c.kit.send({ method: 'POST', url: apiPaths.passwordEmail, body: { username: account, email } }, null);
      const mail = must((await c.kit.client.outbox(email))[0], 'a reset e-mail');
      const resetToken = must(/resetToken=([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1], 'a reset link');
      return { sealed: { resetToken, newPassword, confirmNewPassword: newPassword } };
    },
  },
  'POST /wps/member/password/verification': {
    answers: publicCall,
    request: { sealed: { newPassword, mobileNum: '13900000000', countryDialingCode: '86', verificationCode: '000000' } },
    prepare: async (c) => {
      const mobile = c.kit.newMobile();
      await c.kit.insertMember({ mobileDialingCode: '86', mobile });
      await c.kit.send({ method: 'POST', url: apiPaths.smsNoLogin, body: { mobileNum: mobile, countryDialingCode: '86', purpose: 'RESET_PASSWORD' } }, null);
      return { sealed: { newPassword, mobileNum: mobile, countryDialingCode: '86', verificationCode: await c.kit.lastCode(`+86${mobile}`) } };
    },
  },

  // Wallet (§6: balance for trial too; transfers, funds and records for real accounts).
  'GET /wps/v2/wallets/balance': { answers: sessionCall },
  // aurora is a single-wallet brand (brand.json wallet.single): a transfer is refused 409 FORBIDDEN past the guard.
  'POST /wps/relay/GCS_walletTransfer': {
    answers: { ...realAccountCall, member: { status: 409, code: 'FORBIDDEN' }, agent: { status: 409, code: 'FORBIDDEN' } },
    request: { body: { from: 'main', to: 'PG', amount: '10' } },
    prepare: async (c) => ({ body: { requestId: randomUUID(), from: 'main', to: c.kit.game.vendor, amount: '10' } }),
  },
  'GET /wps/relay/GCS_merchantWallet': { answers: realAccountCall },
  'GET /wps/member/info/funds/consolidated': { answers: realAccountCall },
  'POST /wps/member/info/funds/consolidated': { answers: realAccountCall, prepare: async () => ({ body: { requestId: randomUUID() } }) },
  'GET /wps/member/records/account': { answers: realAccountCall },
  'GET /wps/member/records/betting': { answers: realAccountCall },
  'GET /wps/member/records/profit-loss': { answers: realAccountCall },

  // Inbox (§6: no unread-message fetch for trial accounts).
  'POST /wps/relay/CSP_unreadCount': { answers: realAccountCall },
  'GET /wps/member/messages': { answers: realAccountCall },
  'POST /wps/member/messages/read-all': { answers: realAccountCall },
  'POST /wps/member/messages/{id}/read': {
    answers: realAccountCall,
    request: { params: { id: randomUUID() } },
    prepare: async (c) => {
      if (!real(c)) return {};
      await c.kit.gw.app.identity.inbox.add({ memberId: must(c.session.memberId), title: 'Hello', body: 'A message to read.' });
      const page = await json<{ items: { id: string }[] }>(await c.kit.send({ method: 'GET', url: apiPaths.inboxMessages }, c.session.token));
      return { params: { id: must(page.items[0], 'a message').id } };
    },
  },

  // Registration (§6 "no token": register, affiliate, SMS code).
  'PUT /wps/member/register': { answers: publicCall, prepare: async (c) => ({ sealed: await registerForm(c) }) },
  'POST /wps/member/register': { answers: publicCall, prepare: async (c) => ({ sealed: await registerForm(c) }) },
  'PUT /wps/member/register/mobile': { answers: publicCall, prepare: async (c) => ({ sealed: await mobileRegisterForm(c) }) },
  'POST /wps/member/register/mobile': { answers: publicCall, prepare: async (c) => ({ sealed: await mobileRegisterForm(c) }) },
  'POST /wps/verification/sms/register': { answers: publicCall, prepare: async (c) => ({ body: { mobileNo: c.kit.newMobile(), countryDialingCode: '86' } }) },
  'GET /wps/verification/challenge': { answers: publicCall },
  'GET /wps/system/setting/register/validator.js': { answers: publicCall },
  'GET /wps/agent/affiliate': { answers: publicCall, request: { query: { code: 'agent01' } } },
  'POST /wps/agent/affiliate': { answers: publicCall, request: { body: { code: 'agent01' } } },

  // Social login (docs/decisions/016): browser navigations; the callback and the exchange need the provider's round trip.
  'GET /wps/session/social/{provider}/start': { answers: publicCall, okStatus: 302, request: { params: { provider: 'portico-id' } } },
  'GET /wps/session/social/{provider}/callback': { answers: publicRefusal(400, 'SOCIAL_STATE_INVALID'), request: { params: { provider: 'portico-id' }, query: { code: 'x', state: 'y' } } },
  'POST /wps/session/social/exchange': { answers: publicRefusal(400, 'SOCIAL_CODE_INVALID'), request: { body: { code: 'no-such-code' } } },

  // Development only (absent in production): the outbox and the development OpenID provider.
  'GET /dev/outbox': { answers: publicCall },
  'GET /dev/oidc': { answers: publicCall },

  // Member centre money and member data (docs/decisions/023): real accounts only.
  'GET /wps/member/deposit/channels': { answers: realAccountCall },
  'POST /wps/member/deposits': { answers: realAccountCall, request: { body: { channelId: 'bank', amount: '100' } }, prepare: async () => ({ body: { requestId: randomUUID(), channelId: 'bank', amount: '100' } }) },
  'GET /wps/member/deposits': { answers: realAccountCall },
  'GET /wps/member/bank-accounts': { answers: realAccountCall },
  'POST /wps/member/bank-accounts': { answers: realAccountCall, freshAccount: true, request: { body: { holderName: 'Li Wei', bankCode: 'ICBC', accountNumber: '6222021234567890' } } },
  'GET /wps/member/withdrawal/settings': { answers: realAccountCall },
  'POST /wps/member/withdrawals': {
    answers: realAccountCall,
    freshAccount: true,
    request: { body: { amount: '100', paymentPassword } },
    prepare: async (c) => ({
      body: { requestId: randomUUID(), bankAccountId: real(c) ? await readyToWithdraw(c, must(c.session.token)) : randomUUID(), amount: '100', paymentPassword },
    }),
  },
  'GET /wps/member/withdrawals': { answers: realAccountCall },
  'POST /wps/member/withdrawals/{id}/receipt': {
    answers: realAccountCall,
    freshAccount: true,
    request: { params: { id: randomUUID() }, multipart: receivedAll },
    prepare: async (c) => ({ params: { id: real(c) ? await disbursedWithdrawal(c) : randomUUID() } }),
  },
  'GET /wps/member/withdrawals/{id}/proofs/{position}': {
    answers: realAccountCall,
    freshAccount: true,
    request: { params: { id: randomUUID(), position: '1' } },
    prepare: async (c) => {
      if (!real(c)) return {};
      const id = await disbursedWithdrawal(c);
      await c.kit.send({ method: 'POST', url: `/wps/member/withdrawals/${id}/receipt`, multipart: receivedPart }, c.session.token);
      return { params: { id, position: '1' } };
    },
  },
  'GET /wps/member/security': { answers: realAccountCall },
  'POST /wps/member/payment-password': { answers: realAccountCall, freshAccount: true, request: { body: { newPassword: paymentPassword, confirmNewPassword: paymentPassword } } },
  'POST /wps/member/security/code': {
    answers: realAccountCall,
    freshAccount: true,
    request: { body: { channel: 'email', email: 'someone@example.com' } },
    prepare: async () => ({ body: { channel: 'email', email: `new-${randomUUID().slice(0, 8)}@example.com` } }),
  },
  'POST /wps/member/security/phone': {
    answers: realAccountCall,
    freshAccount: true,
    request: { body: { mobileNum: '13900000000', countryDialingCode: '86', verificationCode: '000000' } },
    prepare: async (c) => {
      const mobileNum = c.kit.newMobile();
      if (!real(c)) return { body: { mobileNum, countryDialingCode: '86', verificationCode: '000000' } };
      await c.kit.send({ method: 'POST', url: apiPaths.securityCode, body: { channel: 'sms', mobileNum, countryDialingCode: '86' } }, c.session.token);
      return { body: { mobileNum, countryDialingCode: '86', verificationCode: await c.kit.lastCode(`+86${mobileNum}`) } };
    },
  },
  'POST /wps/member/security/email': {
    answers: realAccountCall,
    freshAccount: true,
    request: { body: { email: 'someone@example.com', verificationCode: '000000' } },
    prepare: async (c) => {
      const email = `bind-${randomUUID().slice(0, 8)}@example.com`;
      if (!real(c)) return { body: { email, verificationCode: '000000' } };
      await c.kit.send({ method: 'POST', url: apiPaths.securityCode, body: { channel: 'email', email } }, c.session.token);
      return { body: { email, verificationCode: await c.kit.lastCode(email) } };
    },
  },
  'GET /wps/member/security/login-history': { answers: realAccountCall },
  'GET /wps/member/profile': { answers: realAccountCall },
  'PUT /wps/member/profile': { answers: realAccountCall, freshAccount: true, request: { body: { nickname: 'Lucky' } } },
  'POST /wps/member/profile/avatar': {
    answers: realAccountCall,
    freshAccount: true,
    request: { multipart: { files: [{ field: 'avatar', name: 'a.png', type: 'image/png', body: pngImage() }] } },
  },
  // Avatars are public by content hash while a profile uses them (docs/decisions/023).
  'GET /lgw/avatars/{file}': {
    answers: publicCall,
    request: { params: { file: `${'0'.repeat(64)}.png` } },
    prepare: async (c) => {
      const owner = await c.kit.session('member', true);
      const res = await c.kit.send({ method: 'POST', url: apiPaths.profileAvatar, multipart: { files: [{ field: 'avatar', name: 'a.png', type: 'image/png', body: pngImage() }] } }, owner.token);
      const url = must((await json<{ avatarUrl: string | null }>(res)).avatarUrl, 'an avatar URL');
      return { params: { file: must(url.split('/').pop()) } };
    },
  },
  ...agentTeamRows,
  ...agentContractRows,
  ...agentOpeningRows,
  ...consoleRows,
  ...engagementMiscRows,
  ...promotionRows,
  ...pointsRows,
  ...ticketRows,
};

const registerPassword = 'Tr1cky-Horse-42';
const registerTransport = { registerMethod: 'WEB', registerUrl: `https://${host}/register`, domain: host, login: true };

async function registerForm(c: CallContext): Promise<Record<string, unknown>> {
  return {
    username: `r${randomUUID().replace(/-/g, '').slice(0, 11)}`,
    password: registerPassword,
    confirmPassword: registerPassword,
    payeeName: '王小明',
    ageConfirmed: true,
    termsAccepted: true,
    birthdayConfirmed: true,
    ...registerTransport,
    proofOfWork: await c.kit.proofOfWork(),
  };
}

async function mobileRegisterForm(c: CallContext): Promise<Record<string, unknown>> {
  const mobileNum = c.kit.newMobile();
  await c.kit.send({ method: 'POST', url: apiPaths.smsRegister, body: { mobileNo: mobileNum, countryDialingCode: '86' } }, null);
  return {
    ...(await registerForm(c)),
    countryDialingCode: '86',
    mobileNum,
    verificationCode: await c.kit.lastCode(`+86${mobileNum}`),
  };
}
