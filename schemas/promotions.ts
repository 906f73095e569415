/**
 * Promotions and activity centre, reward centre, feedback (issue 19, §3 "Activity application",
 * §4 "Promotion or activity", §5 feedback limits, §7 MCSFE_signUpPromotionJoin,
 * MCSFE_signUpRequestReward, /wps/feedback PUT; docs/decisions/050-promotions-bonuses-uploads.md).
 * Shared by the browser and the gateway.
 */
import type { LangCode } from './languages';

export const promotionPaths = {
  /** Public: the brand's promotions in a language; with a real session each carries my state. */
  list: '/wps/promotions',
  detail: '/wps/promotions/:id',
  /** Public: the promotion's banner in a language (an SVG made from its seeded title). */
  banner: '/wps/promotions/:id/banner/:lang',
  /** §7 relay: join a promotion { promotionId }. */
  join: '/wps/relay/MCSFE_signUpPromotionJoin',
  /** §7 relay: the activity application (multipart: promotionId, remark, images). */
  requestReward: '/wps/relay/MCSFE_signUpRequestReward',
  /** Claim an issued reward: the bonus is credited through the ledger once. */
  claim: '/wps/promotions/:id/claim',
  /** Daily sign-in (check-in) where the brand enables CHECKIN3. */
  signIn: '/wps/promotions/:id/sign-in',
  /** One of my application's images (position 1–3). */
  applicationImage: '/wps/promotions/:id/application/images/:position',
  /** Reward centre: my bonuses with their wagering progress. */
  bonuses: '/wps/member/bonuses',
  /** §7 /wps/feedback: PUT sends (multipart: content, images), GET lists mine. */
  feedback: '/wps/feedback',
  feedbackImage: '/wps/feedback/:id/images/:position',
  /**
   * Development only (absent in production): approve or reject an application, for gateway tests.
   * Staff decide in the console's review desk (schemas/console-promotions.ts, decision 057).
   */
  devDecision: '/dev/promotions/decision',
} as const;

/** The size of a promotion's banner (the gateway draws it; the card and the still first paint reserve it). */
export const promotionBannerSize = { width: 640, height: 240 } as const;

/** §5 / §9: remark and feedback 140 characters; images PNG or JPEG, under 5 MiB, at most 3 (READINGS #18). */
export const uploadLimits = {
  remarkMaxChars: 140,
  feedbackMinChars: 5,
  feedbackMaxChars: 140,
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxFiles: 3,
  /** Decoded size: at most this many pixels (a small file can decompress to a huge bitmap). */
  imageMaxPixels: 40_000_000,
  imageMaxSide: 10_000,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

export const uploadFields = { promotionId: 'promotionId', remark: 'remark', content: 'content', images: 'images' } as const;

/**
 * §4 "Promotion or activity" states as a member sees them (decision 050):
 *   coming_soon, closed          the promotion's dates (no action)
 *   join                         open, not joined (action join; guests are sent to /login)
 *   joined                       joined, no application yet (action apply)
 *   applying                     application under review (no action)
 *   rejected                     application refused (action apply again)
 *   issued                       approved: the reward waits to be claimed (action claim)
 *   in_progress                  claimed; its wagering requirement not met yet
 *   claimed                      claimed and its requirement met
 *   signed                       check-in: signed today (no action); before that, in_progress with action sign
 */
export const promotionStates = ['coming_soon', 'closed', 'join', 'joined', 'applying', 'rejected', 'issued', 'in_progress', 'claimed', 'signed'] as const;
export type PromotionState = (typeof promotionStates)[number];
export const promotionActions = ['join', 'apply', 'claim', 'sign'] as const;
export type PromotionAction = (typeof promotionActions)[number];
export type PromotionKind = 'apply' | 'checkin';

export interface PromotionView {
  id: string;
  kind: PromotionKind;
  title: string;
  body: string;
  /** The language the texts are in (the asked one, else the brand's default). */
  lang: LangCode;
  bannerUrl: string;
  startsAt: string;
  endsAt: string | null;
  /** Major units, e.g. "50.00". */
  bonus: string;
  currency: string;
  wagerMultiplier: number;
  state: PromotionState;
  action: PromotionAction | null;
  /** My application, once sent. */
  application: { remark: string; images: number; appliedAt: string; decisionNote: string | null } | null;
  /** Check-in: days signed in total. */
  signedDays: number;
}

export interface PromotionListAnswer {
  items: PromotionView[];
}

export interface BonusView {
  id: string;
  promotionId: string;
  title: string;
  amount: string;
  currency: string;
  grantedAt: string;
  wagerRequired: string;
  wagered: string;
  met: boolean;
}

export interface BonusListAnswer {
  items: BonusView[];
  /** Any bonus whose requirement is not met blocks withdrawals (BONUS_WAGERING_UNMET). */
  withdrawable: boolean;
}

export interface FeedbackItem {
  id: string;
  content: string;
  createdAt: string;
  images: number;
}

export interface FeedbackListAnswer {
  items: FeedbackItem[];
}

export interface DevDecisionRequest {
  merchant: string;
  account: string;
  promotionId: string;
  decision: 'approve' | 'reject';
  note?: string;
}

export function promotionPath(template: string, id: string, extra: Record<string, string | number> = {}): string {
  let out = template.replace(':id', encodeURIComponent(id));
  for (const [k, v] of Object.entries(extra)) out = out.replace(`:${k}`, encodeURIComponent(String(v)));
  return out;
}
