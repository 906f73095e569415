/**
 * A promotion's banner (decisions 050, 061): decorative art in the brand's colours, a motif
 * chosen by the promotion, and the brand's wordmark — the same generator as the home banners
 * (content/banner-image.ts), and like them it holds no sentence of any language. The title is
 * the card's heading right below it, in the page's font: an SVG shown as an image cannot use the
 * page's self-hosted script fonts, so a title drawn inside it came out as empty boxes on devices
 * without a Thai or Arabic face (issue 20), and screen readers got it twice.
 */
import type { Brand } from '../../../schemas/brand';
import { promotionBannerSize } from '../../../schemas/promotions';
import { bannerSvg, type BannerMotif } from '../content/banner-image';
import { fnv1a } from '../catalogue/vendor-icon';

const motifs: readonly BannerMotif[] = ['gift', 'stars', 'cards', 'balls', 'key', 'shield'];


export function promotionBannerSvg(promotionId: string, brand: Brand): string {
  const motif = motifs[fnv1a(promotionId) % motifs.length] ?? 'gift';
  return bannerSvg(brand, { key: `${brand.merchant}/promotion/${promotionId}`, motif, ...promotionBannerSize }).svg;
}
