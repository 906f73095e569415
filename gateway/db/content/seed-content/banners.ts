/**
 * Demo banners per brand: four home banners (group w_home) and one each for the login,
 * register and forgot-password dialogs (§2.5 w_forget). Images are generated in the brand's
 * colours (domain/banner-image.ts); titles come from the language packs.
 */
import type { Brand } from '../../../../schemas/brand';
import type { BannerGroup, LinkageType } from '../../../../schemas/content';
import { bannerSvg, type BannerImage, type BannerMotif } from '../../../domain/content/banner-image';
import type { BannerSlug } from './seed-texts';

interface BannerPlan {
  slug: BannerSlug;
  group: BannerGroup;
  motif: BannerMotif;
  linkageType: LinkageType;
  linkTarget: string | null;
  sort: number;
}

/** Home carousel 3:1; dialog banners 8:3. */
export const homeBannerSize = { width: 1200, height: 400 } as const;
export const dialogBannerSize = { width: 720, height: 270 } as const;

export const bannerPlan: readonly BannerPlan[] = [
  { slug: 'home-welcome', group: 'w_home', motif: 'stars', linkageType: 'ROUTE', linkTarget: '/promotions', sort: 10 },
  { slug: 'home-live', group: 'w_home', motif: 'cards', linkageType: 'GAME', linkTarget: 'LIVE-EVO', sort: 20 },
  { slug: 'home-sports', group: 'w_home', motif: 'pitch', linkageType: 'ROUTE', linkTarget: '/sports', sort: 30 },
  { slug: 'home-app', group: 'w_home', motif: 'phone', linkageType: 'ROUTE', linkTarget: '/down', sort: 40 },
  { slug: 'login', group: 'w_login', motif: 'key', linkageType: 'NONE', linkTarget: null, sort: 10 },
  { slug: 'register', group: 'w_register', motif: 'gift', linkageType: 'NONE', linkTarget: null, sort: 10 },
  { slug: 'forget', group: 'w_forget', motif: 'shield', linkageType: 'NONE', linkTarget: null, sort: 10 },
];

export function bannerImageFor(brand: Brand, plan: BannerPlan): BannerImage {
  const size = plan.group === 'w_home' ? homeBannerSize : dialogBannerSize;
  return bannerSvg(brand, { key: `${brand.merchant}/${plan.slug}`, motif: plan.motif, ...size });
}
