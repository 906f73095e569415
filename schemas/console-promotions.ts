/**
 * The console's promotion review desk (issue 19, docs/decisions/057): one merchant's activity
 * applications (a member's remark and up to 3 images sent for an `apply` promotion, decision
 * 050), newest first and keyset-paged, one application with its remark and images (bytes for
 * staff only), and the decision: approve (the reward becomes `issued`, the member claims it)
 * or reject with a reason the member sees. Needs `promotions.review` on the merchant.
 *
 * A decision is taken once: the entry row is locked and only an application under review
 * (`applying`) moves, so two staff members or two instances deciding together get one decision
 * and the other 409 APPLICATION_DECIDED. A retry of a decision answers the same 409 (nothing
 * is paid here: the bonus is credited when the member claims it, under its own ledger key).
 */
import { uploadLimits } from './promotions';

export const consolePromotionPaths = {
  applications: '/console/api/merchants/:merchant/promotion-applications',
  application: '/console/api/merchants/:merchant/promotion-applications/:id',
  /** One image of the application (position 1–3): PNG or JPEG, nosniff, never cached. */
  applicationImage: '/console/api/merchants/:merchant/promotion-applications/:id/images/:position',
  approve: '/console/api/merchants/:merchant/promotion-applications/:id/approve',
  reject: '/console/api/merchants/:merchant/promotion-applications/:id/reject',
} as const;

/** An application's state: under review, refused, approved (reward waiting), reward claimed. */
export const applicationStatuses = ['applying', 'rejected', 'issued', 'claimed'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The member reads the reason on the promotion (the entry's note column holds 140 characters). */
export const rejectReasonMaxLength = 140;
export const applicationImageMax = uploadLimits.imageMaxFiles;

export interface ApplicationSummary {
  id: string;
  memberId: string;
  account: string;
  promotionId: string;
  /** The promotion's title in the merchant's default language (else English, else its id). */
  promotionTitle: string;
  status: ApplicationStatus;
  /** Major units with the currency's decimals, e.g. "50.00". */
  bonus: string;
  currency: string;
  appliedAt: string;
  images: number;
  decidedAt: string | null;
  /** The staff member who decided; null when undecided or decided by the development call. */
  decidedBy: string | null;
}

export interface ApplicationDetail extends ApplicationSummary {
  remark: string;
  /** The rejection's reason (what the member sees); null otherwise. */
  decisionNote: string | null;
}

export interface ApplicationRejectFields {
  reason: string;
}
