/**
 * The points mall and VIP (issue 19, docs/decisions/049-points-and-vip.md): one contract for the
 * gateway (gateway/routes/points/) and the browser (src/api/points, src/features/points).
 *
 * Points are whole numbers (integers, never fractions). They are earned from settled bet rounds by
 * the brand's rule (floor(bet × points ÷ betMinor) per round) and never expire (§9). They are
 * spent on a product (an exchange of type `product`, in process until the operator decides:
 * approved, or rejected with the points given back) or converted to cash (type `cash`: `ratio`
 * points give `ratio.cashMinor` in the main wallet, through the ledger; approved at once).
 *
 * Every call needs a real session: anonymous → 401 UNAUTHORIZED, trial → 403 TRIAL_NOT_ALLOWED
 * (message in_need_true_account). Redeem and convert are sealed (§7 "Encrypted payloads") and
 * carry the payment password (wrong → 400 PAYMENT_PASSWORD_INCORRECT; 5 wrong within 15
 * minutes → 429 PAYMENT_PASSWORD_LOCKED, the same counter as withdrawals) and a requestId (the
 * same requestId again answers the first exchange and moves nothing; another body → 422
 * IDEMPOTENCY_CONFLICT).
 */
import type { Money, Page } from './payments';

export const pointPaths = {
  balance: '/wps/relay/MCS2_getPointBalance',
  config: '/wps/relay/getPointConfig',
  rewards: '/wps/relay/getPointReward',
  exchanges: '/wps/relay/getRedeemPointList',
  redeem: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  convert: '/wps/relay/passwordCheck/MCS2_convertPoint',
  details: '/wps/relay/ODSFE2_MemTransDet',
  /** Not in §7: the brand's VIP levels and the member's progress. */
  vip: '/wps/member/vip',
  /** Development only (absent when NODE_ENV=production): the operator's decision on a product exchange. */
  devDecision: '/dev/points/exchanges/:id/decision',
} as const;

/** The most points one request may move (a safe bound far above any product). */
export const maxPointsPerRequest = 100_000_000;
/** Receiving address length bounds (characters, after trimming). */
export const addressMinLength = 5;
export const addressMaxLength = 140;
/** Most of one product in one redemption. */
export const maxQuantity = 10;

export interface PointBalanceAnswer {
  points: number;
  /** Lifetime earned and spent (earned − spent = points). */
  earned: number;
  spent: number;
}

export interface PointConfigAnswer extends Money {
  /** Earning: `earn.points` points per `earn.betMinor` of bets, per round, rounded down. */
  earn: { betMinor: number; points: number };
  /** Conversion: every `ratio.points` points give `ratio.cashMinor`; amounts are whole multiples of ratio.points. */
  ratio: { points: number; cashMinor: number };
  convertMinPoints: number;
  convertMaxPoints: number;
  /** Points never expire (§9). */
  expires: false;
}

/** Product artwork the browser draws (language-neutral). */
export const productArts = ['gift', 'phone', 'headphones', 'watch', 'voucher', 'bag', 'cup'] as const;
export type ProductArt = (typeof productArts)[number];

export interface PointProduct {
  code: string;
  /** Name in the requested language (§9 fallback: the brand's default). */
  name: string;
  points: number;
  needsAddress: boolean;
  art: ProductArt;
}

export interface PointRewardsAnswer {
  products: PointProduct[];
}

export type ExchangeType = 'product' | 'cash';
/** §4 Points redemption: in process, rejected, approved. */
export type ExchangeStatus = 'in_process' | 'rejected' | 'approved';

/** §3 Exchange record. */
export interface PointExchange extends Money {
  id: string;
  /** Transaction number shown to the player. */
  number: string;
  createdAt: string;
  type: ExchangeType;
  productCode: string | null;
  productName: string | null;
  quantity: number;
  /** Required points (the points taken). */
  points: number;
  /** Required amount: cash given for a conversion (minor units), 0 for a product. */
  amountMinor: number;
  status: ExchangeStatus;
  remark: string | null;
  address: string | null;
  /** Points balance after this exchange was made. */
  balanceAfter: number;
}

export type PointExchangePage = Page<PointExchange>;

export type PointEntryKind = 'earn' | 'redeem' | 'convert' | 'refund';

/** A points detail row (ODSFE2_MemTransDet): changed points and the balance after. */
export interface PointEntry {
  id: string;
  kind: PointEntryKind;
  points: number;
  balanceAfter: number;
  createdAt: string;
  /** earn: the round's bet (minor units) and game; redeem/convert/refund: the exchange number. */
  betMinor: number | null;
  gameName: string | null;
  exchangeNumber: string | null;
}

export type PointEntryPage = Page<PointEntry>;

/** Sealed plaintext of MCS2_redeemPointReward. */
export interface RedeemFields {
  requestId: string;
  productCode: string;
  quantity: number;
  address?: string;
  paymentPassword: string;
}

/** Sealed plaintext of MCS2_convertPoint. */
export interface ConvertFields {
  requestId: string;
  points: number;
  paymentPassword: string;
}

export interface VipLevel {
  level: number;
  /** Bet volume (minor units) from which the level is reached. */
  minBetMinor: number;
  /** Locale keys of the level's benefits (vip.benefit.…). */
  benefits: string[];
}

export interface VipAnswer extends Money {
  level: number;
  label: string;
  /** Lifetime bet volume of settled rounds, minor units. */
  betMinor: number;
  levels: VipLevel[];
  /** The next level and how much more betting reaches it; null at the top. */
  next: { level: number; remainingMinor: number; percent: number } | null;
}
