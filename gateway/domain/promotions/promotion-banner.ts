/**
 * A promotion's banner in one language (decision 050): an SVG drawn from the seeded title in the
 * brand's primary and accent colours, so every language has its own image without shipping
 * raster files; the text is escaped and the answer is served sandboxed (no script can run).
 */
import { languages, type LangCode } from '../../../schemas/languages';
import type { Brand } from '../../../schemas/brand';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
const colour = (value: string | undefined, fallback: string) => (value && /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback);

export function bannerSvg(title: string, lang: LangCode, brand: Brand): string {
  const theme = brand.theme.light;
  const primary = colour(theme.primary, '#333333');
  const accent = colour(theme.accent, '#999999');
  const onPrimary = colour(theme.onPrimary, '#ffffff');
  const { tag, dir } = languages[lang];
  const anchor = dir === 'rtl' ? 'end' : 'start';
  const x = dir === 'rtl' ? 600 : 40;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240" width="640" height="240" lang="${tag}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
    `<rect width="640" height="240" fill="url(#g)"/>` +
    `<circle cx="${dir === 'rtl' ? 80 : 560}" cy="60" r="110" fill="${onPrimary}" fill-opacity="0.12"/>` +
    `<text x="${x}" y="140" direction="${dir}" text-anchor="${anchor}" font-family="sans-serif" font-size="40" font-weight="700" fill="${onPrimary}">${escapeXml(title)}</text>` +
    `</svg>`
  );
}
