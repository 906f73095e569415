/**
 * What a member sees of a promotion (§4 "Promotion or activity", decision 050): a pure function
 * of the promotion's dates, the member's entry, the bonus it paid and today's sign-in.
 */
import type { PromotionAction, PromotionState } from '../../../schemas/promotions';
import type { EntryRecord, PromotionRecord } from '../../db/promotions/promotion-repository';

export interface StateInput {
  promotion: Pick<PromotionRecord, 'kind' | 'startsAt' | 'endsAt'>;
  /** null for guests and members who never joined. */
  entry: Pick<EntryRecord, 'state'> | null;
  /** The claimed bonus's wagering is met (only read when claimed). */
  wageringMet: boolean;
  /** Check-in: signed in today. */
  signedToday: boolean;
  now: Date;
}

export function promotionStateOf(input: StateInput): { state: PromotionState; action: PromotionAction | null } {
  const { promotion, entry, now } = input;
  if (now < promotion.startsAt) return { state: 'coming_soon', action: null };
  const ended = promotion.endsAt !== null && now >= promotion.endsAt;
  if (promotion.kind === 'checkin') {
    if (ended) return { state: 'closed', action: null };
    return input.signedToday ? { state: 'signed', action: null } : { state: 'in_progress', action: 'sign' };
  }
  // A reward already earned can still be claimed, and a claimed bonus followed, after the end.
  switch (entry?.state) {
    case 'issued':
      return { state: 'issued', action: 'claim' };
    case 'claimed':
      return { state: input.wageringMet ? 'claimed' : 'in_progress', action: null };
    case 'applying':
      return { state: 'applying', action: null };
    default:
      break;
  }
  if (ended) return { state: 'closed', action: null };
  if (entry?.state === 'joined') return { state: 'joined', action: 'apply' };
  if (entry?.state === 'rejected') return { state: 'rejected', action: 'apply' };
  return { state: 'join', action: 'join' };
}
