/**
 * Demo announcements per brand (§3, §7 types): a maintenance-window player notice (PL), a home
 * marquee notice (H), three popups, one per audience (PU: B anonymous welcome, F first login,
 * A logged in) and a first-deposit promotion (PR). Texts come from the language packs.
 */
import type { PopupExecution } from '../../../../schemas/content';
import type { StoredAnnouncementType } from '../announcement-repository';
import type { AnnouncementSlug } from './seed-texts';

interface AnnouncementPlan {
  slug: AnnouncementSlug;
  type: StoredAnnouncementType;
  execution: PopupExecution | null;
  promotionType: string | null;
  sort: number;
}

export const announcementPlan: readonly AnnouncementPlan[] = [
  { slug: 'maintenance-window', type: 'PL', execution: null, promotionType: null, sort: 10 },
  { slug: 'home-marquee', type: 'H', execution: null, promotionType: null, sort: 10 },
  { slug: 'welcome-popup', type: 'PU', execution: 'B', promotionType: 'WELCOME', sort: 10 },
  { slug: 'first-login-popup', type: 'PU', execution: 'F', promotionType: null, sort: 20 },
  { slug: 'member-popup', type: 'PU', execution: 'A', promotionType: 'REBATE', sort: 30 },
  { slug: 'deposit-bonus', type: 'PR', execution: null, promotionType: 'FIRST_DEPOSIT', sort: 10 },
];

/** Demo rows start in the past and do not end, so they show from the first start. */
export const demoStart = new Date('2024-01-01T00:00:00.000Z');
