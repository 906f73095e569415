/**
 * The points mall (issue 19, docs/decisions/049-points-and-vip.md).
 *
 * Earning: every call first catches up (`catchUp`): in one transaction holding the member's
 * balance row lock, each settled round (ledger kind game_round) not counted yet earns
 * floor(bet × earnPoints ÷ earnBetMinor) points under the unique key round:<transaction id>, and the
 * member's VIP level rises to what the lifetime bet volume reaches. Several gateway instances
 * catching up at once serialise on the lock; the unique key makes a round count once.
 *
 * Spending (redeem a product, convert to cash): body checks, then the payment password (the
 * withdrawal password and its lock: payment-password.ts), then one transaction that locks the
 * balance row, answers an earlier exchange with the same requestId (same body: that exchange,
 * replayed; another body: 422 IDEMPOTENCY_CONFLICT), checks the balance, writes the exchange and
 * its entry and, for cash, posts promotion → main wallet in the ledger (key
 * points:convert:<exchange id>). A refusal writes nothing (the catch-up is undone with it).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Brand } from '../../../schemas/brand';
import type { LangCode } from '../../../schemas/languages';
import {
  addressMaxLength,
  addressMinLength,
  type ConvertFields,
  type ExchangeStatus,
  type PointBalanceAnswer,
  type PointConfigAnswer,
  type PointEntryKind,
  type PointEntryPage,
  type PointExchange,
  type PointExchangePage,
  type PointRewardsAnswer,
  type RedeemFields,
  type VipAnswer,
} from '../../../schemas/points';
import type { PageQuery } from '../../../schemas/payments';
import type { Database } from '../../db/database';
import type { MemberRecord } from '../../db/identity/member-repository';
import { pageOf, pageWindow } from '../../db/paging';
import { pointRows, type ExchangeRow } from '../../db/points/point-repository';
import { mainWallet } from '../ledger/ledger';
import { verifyPaymentPassword } from '../payments/payment-password';
import { requestHash } from '../payments/payment-request';
import type { PaymentDeps } from '../payments/payment-services';
import { moneyOf } from '../payments/payment-settings';
import { fieldRefusal, Refusal } from '../refusal';
import { cashFor, convertProblem, vipProgress } from './point-arithmetic';
import { productName } from './point-products';
import { pointRulesOf } from './point-rules';
import { sql } from 'kysely';

/** How often a transaction that lost a deadlock or a serialization race is run again. */
const retries = 8;

async function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= retries || (code !== '40001' && code !== '40P01')) throw error;
    }
  }
}

/** Counts the member's new rounds (points and VIP) inside `trx`, holding the balance row lock after. */
async function earnIn(trx: Kysely<Database>, member: MemberRecord) {
  const { rule, vip } = pointRulesOf(member.merchant);
  const locked = await pointRows.lockBalance(trx, member.id, member.merchant);
  const earned = await pointRows.earnFromRounds(trx, member.id, member.merchant, locked, rule.earnPoints, rule.earnBetMinor);
  const balance = { points: locked.points + earned.points, earned: locked.earned + earned.points, spent: locked.spent, betMinor: locked.betMinor + earned.betMinor };
  const { level } = vipProgress(balance.betMinor, vip);
  if (level > member.vipLevel) await sql`update members set vip_level = ${level} where id = ${member.id} and vip_level < ${level}`.execute(trx);
  return balance;
}

/** Counts the member's new rounds; the balance and lifetime bet volume after. */
export function catchUp(db: Kysely<Database>, member: MemberRecord) {
  return inTransaction(db, (trx) => earnIn(trx, member));
}

export async function pointBalance(deps: PaymentDeps, member: MemberRecord): Promise<PointBalanceAnswer> {
  const b = await catchUp(deps.db, member);
  return { points: b.points, earned: b.earned, spent: b.spent };
}

export function pointConfig(member: MemberRecord, brand: Brand): PointConfigAnswer {
  const { rule } = pointRulesOf(member.merchant);
  return {
    ...moneyOf(member, brand),
    earn: { betMinor: rule.earnBetMinor, points: rule.earnPoints },
    ratio: { points: rule.ratioPoints, cashMinor: rule.ratioCashMinor },
    convertMinPoints: rule.convertMinPoints,
    convertMaxPoints: rule.convertMaxPoints,
    expires: false,
  };
}

export function pointRewards(merchant: string, brand: Brand, lang: LangCode): PointRewardsAnswer {
  return {
    products: pointRulesOf(merchant).products.map((p) => ({ code: p.code, name: productName(p.code, lang, brand.defaultLang), points: p.points, needsAddress: p.needsAddress, art: p.art })),
  };
}

function toExchange(x: ExchangeRow, member: MemberRecord, brand: Brand): PointExchange {
  return {
    ...moneyOf(member, brand),
    id: x.id,
    number: x.number,
    createdAt: x.createdAt.toISOString(),
    type: x.type,
    productCode: x.productCode,
    productName: x.productName,
    quantity: x.quantity,
    points: x.points,
    amountMinor: x.amountMinor,
    status: x.status,
    remark: x.remark,
    address: x.address,
    balanceAfter: x.balanceAfter,
  };
}

export async function pointExchanges(deps: PaymentDeps, member: MemberRecord, brand: Brand, query: PageQuery & { status?: ExchangeStatus }): Promise<PointExchangePage> {
  const w = pageWindow(query);
  const { rows, total } = await pointRows.exchanges(deps.db, member.id, query.status ?? null, w.pageSize, w.offset);
  return pageOf(rows.map((x) => toExchange(x, member, brand)), w, total);
}

export async function pointDetails(deps: PaymentDeps, member: MemberRecord, query: PageQuery & { kind?: PointEntryKind }): Promise<PointEntryPage> {
  await catchUp(deps.db, member);
  const w = pageWindow(query);
  const { rows, total } = await pointRows.entries(deps.db, member.id, query.kind ?? null, w.pageSize, w.offset);
  return pageOf(rows.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })), w, total);
}

export async function vipStatus(deps: PaymentDeps, member: MemberRecord, brand: Brand): Promise<VipAnswer> {
  const b = await catchUp(deps.db, member);
  const { vip } = pointRulesOf(member.merchant);
  const progress = vipProgress(b.betMinor, vip);
  const level = Math.max(progress.level, member.vipLevel);
  const next = vip.find((l) => l.level > level) ?? null;
  return {
    ...moneyOf(member, brand),
    level,
    label: `VIP${level}`,
    betMinor: b.betMinor,
    levels: vip,
    next: next === null ? null : level > progress.level ? vipProgressFrom(b.betMinor, vip, level) : progress.next,
  };
}

/** Progress towards the level after `level` (an operator-set level above what betting reached). */
function vipProgressFrom(betMinor: number, levels: VipAnswer['levels'], level: number): VipAnswer['next'] {
  const current = levels.find((l) => l.level === level);
  const next = levels.find((l) => l.level > level);
  if (!next) return null;
  const from = Math.max(current?.minBetMinor ?? 0, 0);
  const span = next.minBetMinor - from;
  const done = Math.max(0, betMinor - from);
  return { level: next.level, remainingMinor: Math.max(0, next.minBetMinor - betMinor), percent: span <= 0 ? 0 : Math.min(99, Math.floor((done * 100) / span)) };
}

/** The member's VIP level after counting new rounds (the header's label). */
export async function currentVipLevel(db: Kysely<Database>, member: MemberRecord): Promise<number> {
  const b = await catchUp(db, member);
  return Math.max(member.vipLevel, vipProgress(b.betMinor, pointRulesOf(member.merchant).vip).level);
}

// eslint-disable-next-line no-control-regex -- control characters are what it keeps out.
const controlRe = /[\u0000-\u001f\u007f]/;

function exchangeNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `PX${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export interface Exchanged {
  replayed: boolean;
  exchange: PointExchange;
}

interface Spend {
  type: 'product' | 'cash';
  requestId: string;
  hash: string;
  points: number;
  amountMinor: number;
  productCode: string | null;
  productName: string | null;
  quantity: number;
  address: string | null;
}

async function spendPoints(deps: PaymentDeps, member: MemberRecord, brand: Brand, s: Spend): Promise<Exchanged> {
  const insufficient = () => new Refusal(409, 'POINTS_INSUFFICIENT', [{ path: s.type === 'cash' ? '/points' : '/quantity', reason: 'balance', message: 'points.error.insufficient' }]);
  // A refusal thrown inside undoes the catch-up too: a refused call writes nothing.
  return inTransaction(deps.db, async (trx): Promise<Exchanged> => {
    const balance = await earnIn(trx, member);
    const earlier = await pointRows.exchangeByRequest(trx, member.id, s.requestId);
    if (earlier) {
      if (earlier.requestHash !== s.hash) throw new Refusal(422, 'IDEMPOTENCY_CONFLICT');
      return { replayed: true, exchange: toExchange(earlier, member, brand) };
    }
    if (balance.points < s.points) throw insufficient();
    const id = randomUUID();
    const row: ExchangeRow = {
      id,
      number: exchangeNumber(new Date(deps.identity.now())),
      memberId: member.id,
      requestHash: s.hash,
      type: s.type,
      productCode: s.productCode,
      productName: s.productName,
      quantity: s.quantity,
      points: s.points,
      amountMinor: s.amountMinor,
      currency: member.currency,
      status: s.type === 'cash' ? 'approved' : 'in_process',
      remark: null,
      address: s.address,
      balanceAfter: balance.points - s.points,
      createdAt: new Date(deps.identity.now()),
    };
    // The lock is held, so the requestId is free; the unique key is the last guard.
    if (!(await pointRows.claimExchange(trx, { ...row, merchant: member.merchant, requestId: s.requestId }))) throw new Refusal(422, 'IDEMPOTENCY_CONFLICT');
    await pointRows.spend(trx, member.id, s.points);
    await pointRows.addEntry(trx, { merchant: member.merchant, memberId: member.id, kind: s.type === 'cash' ? 'convert' : 'redeem', points: -s.points, balanceAfter: row.balanceAfter, sourceKey: `exchange:${id}`, exchangeId: id });
    if (s.type === 'cash') {
      await deps.ledger.postIn(trx, {
        merchant: member.merchant,
        currency: member.currency,
        idempotencyKey: `points:convert:${id}`,
        kind: 'bonus',
        memberId: member.id,
        entries: [
          { account: { type: 'promotion' }, amountMinor: -s.amountMinor },
          { account: { type: 'member', memberId: member.id, wallet: mainWallet }, amountMinor: s.amountMinor },
        ],
        memo: `Points converted (${s.points})`,
        reference: row.number,
        details: { source: 'points', points: s.points, exchange: row.number },
      });
    }
    const stored = await pointRows.exchange(trx, id);
    return { replayed: false, exchange: toExchange(stored ?? row, member, brand) };
  });
}

export async function redeemProduct(deps: PaymentDeps, member: MemberRecord, brand: Brand, lang: LangCode, body: RedeemFields): Promise<Exchanged> {
  const product = pointRulesOf(member.merchant).products.find((p) => p.code === body.productCode);
  if (!product) throw fieldRefusal('POINT_PRODUCT_UNKNOWN', 'productCode', 'unknown', 'points.error.product_unknown');
  let address: string | null = null;
  if (product.needsAddress) {
    const a = (body.address ?? '').normalize('NFC').trim();
    const length = [...a].length;
    if (length < addressMinLength || length > addressMaxLength || controlRe.test(a)) throw fieldRefusal('POINT_ADDRESS_INVALID', 'address', 'length', 'points.error.address');
    address = a;
  } else if (body.address !== undefined && body.address.trim() !== '') {
    throw fieldRefusal('POINT_ADDRESS_INVALID', 'address', 'not_needed', 'points.error.address_not_needed');
  }
  const points = product.points * body.quantity;
  await verifyPaymentPassword(deps, member, body.paymentPassword, 'paymentPassword');
  const hash = requestHash({ type: 'product', productCode: product.code, quantity: body.quantity, address: address ?? '' });
  return spendPoints(deps, member, brand, {
    type: 'product',
    requestId: body.requestId.toLowerCase(),
    hash,
    points,
    amountMinor: 0,
    productCode: product.code,
    productName: productName(product.code, lang, brand.defaultLang),
    quantity: body.quantity,
    address,
  });
}

export async function convertPoints(deps: PaymentDeps, member: MemberRecord, brand: Brand, body: ConvertFields): Promise<Exchanged> {
  const { rule } = pointRulesOf(member.merchant);
  const problem = convertProblem(body.points, rule);
  if (problem === 'step') throw fieldRefusal('POINTS_STEP', 'points', 'multipleOf', 'points.error.step');
  if (problem !== null) throw fieldRefusal('POINTS_OUT_OF_RANGE', 'points', problem, 'points.error.out_of_range');
  await verifyPaymentPassword(deps, member, body.paymentPassword, 'paymentPassword');
  return spendPoints(deps, member, brand, {
    type: 'cash',
    requestId: body.requestId.toLowerCase(),
    hash: requestHash({ type: 'cash', points: body.points }),
    points: body.points,
    amountMinor: cashFor(body.points, rule),
    productCode: null,
    productName: null,
    quantity: 1,
    address: null,
  });
}

/**
 * The operator's decision on a product exchange in process (development call until the console
 * has it): approved, or rejected with the points given back (entry kind refund).
 */
export async function decideExchange(deps: PaymentDeps, id: string, status: 'approved' | 'rejected', remark: string | null): Promise<void> {
  const outcome = await inTransaction(deps.db, async (trx) => {
    const x = await pointRows.exchange(trx, id, true);
    if (!x) return 'missing' as const;
    if (x.status !== 'in_process') return 'decided' as const;
    await pointRows.decide(trx, id, status, remark);
    if (status === 'rejected') {
      const merchant = (await sql<{ merchant: string }>`select merchant from members where id = ${x.memberId}`.execute(trx)).rows[0]?.merchant ?? '';
      await pointRows.lockBalance(trx, x.memberId, merchant);
      const after = await pointRows.refund(trx, x.memberId, x.points);
      await pointRows.addEntry(trx, { merchant, memberId: x.memberId, kind: 'refund', points: x.points, balanceAfter: after, sourceKey: `exchange:${id}:refund`, exchangeId: id });
    }
    return 'ok' as const;
  });
  if (outcome === 'missing') throw new Refusal(404, 'NOT_FOUND');
  if (outcome === 'decided') throw new Refusal(409, 'POINT_EXCHANGE_DECIDED');
}
