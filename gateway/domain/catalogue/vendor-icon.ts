/**
 * Generated vendor icons: a small SVG (well under 2 KB) with the vendor code's initials on a
 * gradient whose hue comes from a hash of the code. A pure function of the code, so the URL
 * /lgw/icons/vendor/<vassalage>.svg can be cached forever. No scripts, no external references,
 * no fonts to fetch (system font stack). Pure.
 */
import { contrastRatio, white, type Rgba } from '../../../schemas/colour';

export const vendorIconPrefix = '/lgw/icons/vendor/';
/** File names the icon route answers: a vendor code (the vendors.vassalage rule) + .svg. */
export const vendorIconFile = /^([A-Z0-9][A-Z0-9_]{0,31})\.svg$/;

export function vendorIconPath(vassalage: string): string {
  return `${vendorIconPrefix}${vassalage}.svg`;
}

/** 32-bit FNV-1a: a stable, well-spread hash of short strings. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function hslToRgb(h: number, s: number, l: number): Rgba {
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: Math.round(f(0) * 255), g: Math.round(f(8) * 255), b: Math.round(f(4) * 255), a: 1 };
}

export function toHex(c: Rgba): string {
  return `#${[c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

const ink: Rgba = { r: 17, g: 17, b: 17, a: 1 };

/** White or near-black, whichever reads better on every given background. */
export function readableOn(...backgrounds: Rgba[]): Rgba {
  const worst = (fg: Rgba): number => Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));
  return worst(white) >= worst(ink) ? white : ink;
}

/** TCG_LOTTO_VN → VN, TCG_SEA → SEA, PG → PG, HACKSAW → HACK. */
export function iconLabel(vassalage: string): string {
  const parts = vassalage.split('_').filter((p) => p.length > 0);
  const last = parts.at(-1) ?? vassalage;
  const base = parts.length > 1 && last.length <= 5 ? last : vassalage.replace(/_/g, '');
  return base.length <= 5 ? base : base.slice(0, 4);
}

const fontSizes = [34, 34, 34, 28, 23, 19];

export function vendorIconSvg(vassalage: string): string {
  const hash = fnv1a(vassalage);
  const hue = hash % 360;
  const from = hslToRgb(hue, 0.62, 0.36);
  const to = hslToRgb((hue + 28 + ((hash >>> 9) % 40)) % 360, 0.66, 0.24);
  const label = iconLabel(vassalage);
  const size = fontSizes[label.length] ?? 19;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${label}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${toHex(from)}"/>`,
    `<stop offset="1" stop-color="${toHex(to)}"/></linearGradient></defs>`,
    '<rect width="96" height="96" rx="20" fill="url(#g)"/>',
    `<circle cx="${70 + (hash % 16)}" cy="${14 + ((hash >>> 4) % 12)}" r="30" fill="#ffffff" fill-opacity="0.12"/>`,
    `<text x="48" y="49" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif"`,
    ` font-size="${size}" font-weight="700" letter-spacing="0.5" fill="${toHex(readableOn(from, to))}">${label}</text>`,
    '</svg>',
  ].join('');
}
