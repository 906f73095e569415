/**
 * The promotions and activity centre (issue 19, decision 050): the member's view of each
 * promotion, joining, the activity application (remark + clean images), claiming an issued
 * reward (the bonus through the ledger, once), the daily sign-in, and an operator's decision.
 * Every change runs in one database transaction with the member's entry row locked, so a
 * concurrent second claim or a second instance waits and then finds the entry claimed.
 */
import type { Kysely } from 'kysely';
import { langCodes, type LangCode } from '../../../schemas/languages';
import { promotionPath, promotionPaths, uploadLimits, type PromotionView } from '../../../schemas/promotions';
import type { Brand } from '../../../schemas/brand';
import type { Database } from '../../db/database';
import type { MemberRecord } from '../../db/identity/member-repository';
import { memberImages } from '../../db/identity/member-image-repository';
import { bonusRepository, type BonusRecord } from '../../db/promotions/bonus-repository';
import { promotionRepository, type EntryRecord, type PromotionRecord } from '../../db/promotions/promotion-repository';
import type { Ledger } from '../ledger/ledger';
import { formatMinor } from '../payments/payment-amount';
import { minorDigitsOf } from '../payments/payment-settings';
import { Refusal, fieldRefusal } from '../refusal';
import type { CleanImage } from '../uploads/image-upload';
import { grantBonus } from './bonus-grant';
import { promotionStateOf } from './promotion-state';

export interface PromotionDeps {
  db: Kysely<Database>;
  ledger: Ledger;
  now: () => Date;
}

/** Check-in days are UTC calendar days (decision 050). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

export function textsOf(p: PromotionRecord, lang: LangCode, brand: Brand): { lang: LangCode; title: string; body: string } {
  for (const l of [lang, brand.defaultLang, 'EN' as LangCode, ...langCodes]) {
    const t = p.texts[l];
    if (t) return { lang: l, ...t };
  }
  return { lang, title: p.id, body: '' };
}

interface MemberFacts {
  entries: Map<string, EntryRecord>;
  bonuses: BonusRecord[];
  signed: Map<string, { total: number; last: string | null }>;
}

async function factsOf(db: Kysely<Database>, member: MemberRecord, promotions: PromotionRecord[]): Promise<MemberFacts> {
  const [entries, bonuses] = await Promise.all([promotionRepository.entriesOf(db, member.merchant, member.id), bonusRepository.listWithProgress(db, member.id)]);
  const signed = new Map<string, { total: number; last: string | null }>();
  for (const p of promotions.filter((x) => x.kind === 'checkin')) signed.set(p.id, await promotionRepository.signedDays(db, p.id, member.id));
  return { entries: new Map(entries.map((e) => [e.promotionId, e])), bonuses, signed };
}

function viewOf(p: PromotionRecord, brand: Brand, lang: LangCode, facts: MemberFacts | null, now: Date): PromotionView {
  const texts = textsOf(p, lang, brand);
  const entry = facts?.entries.get(p.id) ?? null;
  const claimedBonus = facts?.bonuses.find((b) => b.promotionId === p.id && b.source === entry?.id);
  const signed = facts?.signed.get(p.id) ?? { total: 0, last: null };
  const { state, action } = promotionStateOf({
    promotion: p,
    entry,
    wageringMet: claimedBonus ? claimedBonus.wageredMinor >= claimedBonus.wagerRequiredMinor : false,
    signedToday: signed.last === dayOf(now),
    now,
  });
  return {
    id: p.id,
    kind: p.kind,
    title: texts.title,
    body: texts.body,
    lang: texts.lang,
    bannerUrl: promotionPath(promotionPaths.banner, p.id, { lang: texts.lang }),
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    bonus: formatMinor(p.bonusMinor, minorDigitsOf(p.currency)),
    currency: p.currency,
    wagerMultiplier: p.wagerMultiplier,
    state,
    action,
    application:
      entry && entry.appliedAt
        ? { remark: entry.remark ?? '', images: entry.images, appliedAt: entry.appliedAt.toISOString(), decisionNote: entry.decisionNote }
        : null,
    signedDays: signed.total,
  };
}

/** Promotions shown to this brand: check-in ones only with CHECKIN3 on. */
function shown(list: PromotionRecord[], checkinEnabled: boolean): PromotionRecord[] {
  return list.filter((p) => p.kind !== 'checkin' || checkinEnabled);
}

export async function listPromotions(deps: PromotionDeps, brand: Brand, member: MemberRecord | null, lang: LangCode, checkinEnabled: boolean): Promise<PromotionView[]> {
  const list = shown(await promotionRepository.list(deps.db, brand.merchant), checkinEnabled);
  const facts = member ? await factsOf(deps.db, member, list) : null;
  const now = deps.now();
  return list.map((p) => viewOf(p, brand, lang, facts, now));
}

async function promotionOf(deps: PromotionDeps, brand: Brand, id: string, checkinEnabled: boolean): Promise<PromotionRecord> {
  const p = await promotionRepository.find(deps.db, brand.merchant, id);
  if (!p || shown([p], checkinEnabled).length === 0) throw new Refusal(404, 'PROMOTION_UNKNOWN');
  return p;
}

export async function promotionView(deps: PromotionDeps, brand: Brand, member: MemberRecord | null, id: string, lang: LangCode, checkinEnabled: boolean): Promise<PromotionView> {
  const p = await promotionOf(deps, brand, id, checkinEnabled);
  const facts = member ? await factsOf(deps.db, member, [p]) : null;
  return viewOf(p, brand, lang, facts, deps.now());
}

function requireOpen(p: PromotionRecord, member: MemberRecord, now: Date): void {
  if (now < p.startsAt || (p.endsAt !== null && now >= p.endsAt) || p.currency !== member.currency) throw new Refusal(409, 'PROMOTION_NOT_OPEN');
}

const stateRefusal = () => new Refusal(409, 'PROMOTION_STATE');

export async function joinPromotion(deps: PromotionDeps, brand: Brand, member: MemberRecord, id: string, lang: LangCode): Promise<PromotionView> {
  const p = await promotionOf(deps, brand, id, true);
  if (p.kind !== 'apply') throw stateRefusal();
  requireOpen(p, member, deps.now());
  // Joining twice answers the same view (idempotent): the unique key keeps one entry.
  await promotionRepository.join(deps.db, brand.merchant, p.id, member.id, deps.now());
  return promotionView(deps, brand, member, id, lang, true);
}

export interface Application {
  remark: string;
  images: CleanImage[];
}

export function checkRemark(remark: string | undefined): string {
  const text = (remark ?? '').trim();
  if ([...text].length > uploadLimits.remarkMaxChars) throw fieldRefusal('REMARK_TOO_LONG', 'remark', 'maxLength', 'promo.error.remark_too_long');
  return text;
}

export async function applyForReward(deps: PromotionDeps, brand: Brand, member: MemberRecord, id: string, application: Application, lang: LangCode): Promise<PromotionView> {
  const p = await promotionOf(deps, brand, id, true);
  if (p.kind !== 'apply') throw stateRefusal();
  requireOpen(p, member, deps.now());
  await deps.db.transaction().execute(async (trx) => {
    const entry = await promotionRepository.entry(trx, brand.merchant, p.id, member.id, true);
    if (!entry || (entry.state !== 'joined' && entry.state !== 'rejected')) throw stateRefusal();
    const now = deps.now();
    const shas: string[] = [];
    for (const image of application.images) shas.push(await memberImages.put(trx, image.contentType, image.body, now));
    await promotionRepository.apply(trx, entry.id, application.remark, shas, now);
  });
  return promotionView(deps, brand, member, id, lang, true);
}

export async function claimReward(deps: PromotionDeps, brand: Brand, member: MemberRecord, id: string, lang: LangCode): Promise<PromotionView> {
  const p = await promotionOf(deps, brand, id, true);
  await deps.db.transaction().execute(async (trx) => {
    const entry = await promotionRepository.entry(trx, brand.merchant, p.id, member.id, true);
    if (entry?.state === 'claimed') return; // a retry or a concurrent second claim: paid once already
    if (!entry || entry.state !== 'issued') throw stateRefusal();
    const title = textsOf(p, lang, brand).title;
    await grantBonus(trx, deps.ledger, { merchant: brand.merchant, memberId: member.id, currency: p.currency, promotionId: p.id, source: entry.id, amountMinor: p.bonusMinor, wagerMultiplier: p.wagerMultiplier, title });
    await promotionRepository.markClaimed(trx, entry.id, deps.now());
  });
  return promotionView(deps, brand, member, id, lang, true);
}

export async function signInToday(deps: PromotionDeps, brand: Brand, member: MemberRecord, id: string, lang: LangCode, checkinEnabled: boolean): Promise<PromotionView> {
  if (!checkinEnabled) throw new Refusal(403, 'PROMOTION_MODULE_OFF');
  const p = await promotionOf(deps, brand, id, true);
  if (p.kind !== 'checkin') throw stateRefusal();
  const now = deps.now();
  requireOpen(p, member, now);
  const day = dayOf(now);
  await deps.db.transaction().execute(async (trx) => {
    // Signing twice the same day answers the same view and pays once (primary key + ledger key).
    if (!(await promotionRepository.signIn(trx, brand.merchant, p.id, member.id, day, now))) return;
    const title = textsOf(p, lang, brand).title;
    await grantBonus(trx, deps.ledger, { merchant: brand.merchant, memberId: member.id, currency: p.currency, promotionId: p.id, source: `checkin:${day}`, amountMinor: p.bonusMinor, wagerMultiplier: p.wagerMultiplier, title });
  });
  return promotionView(deps, brand, member, id, lang, true);
}

/** Who decides, and what else happens in the decision's transaction (the console's audit row). */
export interface DecisionBy {
  /** The staff member deciding; null for the development call. */
  staffId: string | null;
  /** Runs inside the transaction after the entry moved (the console appends its audit row here). */
  within?: (trx: Kysely<Database>, entry: EntryRecord) => Promise<void>;
}

/**
 * An operator's (the console's review desk) or the development call's decision on an application
 * under review: approve → issued (the member then claims the bonus), reject → rejected with the
 * note. The entry row is locked and the update is conditional on 'applying': two staff members or
 * two instances deciding together make one decision; the later one is refused 409
 * APPLICATION_DECIDED. An entry never applied for (joined) is 409 PROMOTION_STATE.
 */
export async function decideApplication(
  deps: PromotionDeps,
  merchant: string,
  memberId: string,
  promotionId: string,
  decision: 'approve' | 'reject',
  note: string | null,
  by: DecisionBy = { staffId: null },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const entry = await promotionRepository.entry(trx, merchant, promotionId, memberId, true);
    if (!entry) throw new Refusal(404, 'NOT_FOUND');
    if (entry.state === 'joined') throw stateRefusal();
    if (entry.state !== 'applying') throw new Refusal(409, 'APPLICATION_DECIDED');
    const moved = await promotionRepository.decide(trx, entry.id, decision === 'approve' ? 'issued' : 'rejected', note, deps.now(), by.staffId);
    if (!moved) throw new Refusal(409, 'APPLICATION_DECIDED');
    await by.within?.(trx, entry);
  });
}
