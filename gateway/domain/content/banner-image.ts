/**
 * Generated demo banner images: small SVGs (a few KB, far below 15 KB) in the brand's colours
 * with a motif per banner and the brand's name as a wordmark. They hold no sentence of any
 * language: the banner's localised title comes with the announcement answer, so one image
 * serves every language. Deterministic (a PRNG seeded from the banner key); no scripts, no
 * external references, system fonts only. Pure.
 */
import type { Brand } from '../../../schemas/brand';
import { parseColour, type Rgba } from '../../../schemas/colour';
import { fnv1a, readableOn, toHex } from '../catalogue/vendor-icon';

export type BannerMotif = 'stars' | 'cards' | 'pitch' | 'phone' | 'balls' | 'key' | 'gift' | 'shield';

export interface BannerDesign {
  /** Seeds the decoration, e.g. "aurora/home-welcome". */
  key: string;
  motif: BannerMotif;
  width: number;
  height: number;
}

export interface BannerImage {
  svg: string;
  width: number;
  height: number;
}

/** mulberry32: a tiny deterministic PRNG returning 0 ≤ x < 1. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function colour(text: string, fallback: Rgba): Rgba {
  const c = parseColour(text);
  return c ? { ...c, a: 1 } : fallback;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const n = (v: number): string => (Math.round(v * 10) / 10).toString();

type Draw = (w: number, h: number, rnd: () => number, ink: string) => string;

const motifs: Record<BannerMotif, Draw> = {
  stars: (w, h, rnd, ink) =>
    Array.from({ length: 14 }, () => {
      const [x, y, r] = [w * (0.5 + rnd() * 0.46), h * (0.08 + rnd() * 0.84), 4 + rnd() * 10];
      const pts = [[x, y - r], [x + r / 4, y - r / 4], [x + r, y], [x + r / 4, y + r / 4], [x, y + r], [x - r / 4, y + r / 4], [x - r, y], [x - r / 4, y - r / 4]];
      return `<polygon points="${pts.map(([a, b]) => `${n(a ?? 0)},${n(b ?? 0)}`).join(' ')}" fill="${ink}" fill-opacity="${n(0.35 + rnd() * 0.5)}"/>`;
    }).join(''),
  cards: (w, h, rnd, ink) =>
    ['♠', '♥', '♦'].map((suit, i) => {
      const [x, y, rot] = [w * 0.58 + i * h * 0.3, h * 0.22 + rnd() * h * 0.1, -14 + i * 14];
      return `<g transform="rotate(${rot} ${n(x)} ${n(y)})"><rect x="${n(x)}" y="${n(y)}" width="${n(h * 0.38)}" height="${n(h * 0.54)}" rx="12" fill="${ink}" fill-opacity="0.9"/><text x="${n(x + h * 0.19)}" y="${n(y + h * 0.3)}" text-anchor="middle" dominant-baseline="middle" font-size="${n(h * 0.2)}" fill="#8a1c1c">${suit}</text></g>`;
    }).join(''),
  pitch: (w, h, _rnd, ink) =>
    `<g fill="none" stroke="${ink}" stroke-opacity="0.55" stroke-width="4"><rect x="${n(w * 0.55)}" y="${n(h * 0.14)}" width="${n(w * 0.4)}" height="${n(h * 0.72)}" rx="8"/><line x1="${n(w * 0.75)}" y1="${n(h * 0.14)}" x2="${n(w * 0.75)}" y2="${n(h * 0.86)}"/><circle cx="${n(w * 0.75)}" cy="${n(h / 2)}" r="${n(h * 0.14)}"/></g><circle cx="${n(w * 0.84)}" cy="${n(h * 0.62)}" r="${n(h * 0.07)}" fill="${ink}"/>`,
  phone: (w, h, rnd, ink) => {
    const [x, y, pw, ph] = [w * 0.7, h * 0.1, h * 0.42, h * 0.8];
    const cells = Array.from({ length: 16 }, (_, i) => (rnd() > 0.45 ? `<rect x="${n(x + pw * 0.2 + (i % 4) * pw * 0.15)}" y="${n(y + ph * 0.3 + Math.floor(i / 4) * pw * 0.15)}" width="${n(pw * 0.13)}" height="${n(pw * 0.13)}" fill="${ink}"/>` : '')).join('');
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(pw)}" height="${n(ph)}" rx="18" fill="none" stroke="${ink}" stroke-width="5"/>${cells}`;
  },
  balls: (w, h, rnd, ink) =>
    Array.from({ length: 5 }, (_, i) => {
      const [x, y, r] = [w * 0.56 + i * h * 0.22, h * (0.4 + rnd() * 0.25), h * 0.1];
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${ink}" fill-opacity="0.92"/><text x="${n(x)}" y="${n(y)}" text-anchor="middle" dominant-baseline="middle" font-size="${n(r)}" font-weight="700" fill="#222">${1 + Math.floor(rnd() * 49)}</text>`;
    }).join(''),
  key: (w, h, _rnd, ink) =>
    `<g fill="none" stroke="${ink}" stroke-width="8" stroke-opacity="0.8"><circle cx="${n(w * 0.68)}" cy="${n(h / 2)}" r="${n(h * 0.16)}"/><path d="M${n(w * 0.68 + h * 0.16)} ${n(h / 2)}H${n(w * 0.9)}v${n(h * 0.12)}M${n(w * 0.84)} ${n(h / 2)}v${n(h * 0.09)}"/></g>`,
  gift: (w, h, _rnd, ink) =>
    `<g fill="none" stroke="${ink}" stroke-width="6" stroke-opacity="0.85"><rect x="${n(w * 0.64)}" y="${n(h * 0.36)}" width="${n(h * 0.56)}" height="${n(h * 0.44)}" rx="6"/><path d="M${n(w * 0.64 + h * 0.28)} ${n(h * 0.36)}v${n(h * 0.44)}M${n(w * 0.64)} ${n(h * 0.5)}h${n(h * 0.56)}"/><path d="M${n(w * 0.64 + h * 0.28)} ${n(h * 0.36)}c-30-40-60-10-30 0c30 10 60-40 30 0"/></g>`,
  shield: (w, h, _rnd, ink) => {
    const [x, y, s] = [w * 0.74, h * 0.16, h * 0.68];
    return `<path d="M${n(x)} ${n(y)}l${n(s * 0.42)} ${n(s * 0.16)}v${n(s * 0.3)}c0 ${n(s * 0.3)}-${n(s * 0.2)} ${n(s * 0.46)}-${n(s * 0.42)} ${n(s * 0.54)}c-${n(s * 0.22)}-${n(s * 0.08)}-${n(s * 0.42)}-${n(s * 0.24)}-${n(s * 0.42)}-${n(s * 0.54)}v-${n(s * 0.3)}z" fill="none" stroke="${ink}" stroke-width="7" stroke-opacity="0.85"/><path d="M${n(x - s * 0.16)} ${n(y + s * 0.46)}l${n(s * 0.12)} ${n(s * 0.12)}l${n(s * 0.22)}-${n(s * 0.24)}" fill="none" stroke="${ink}" stroke-width="8"/>`;
  },
};

export function bannerSvg(brand: Brand, design: BannerDesign): BannerImage {
  const { width: w, height: h } = design;
  const rnd = prng(fnv1a(design.key));
  const back = colour(brand.theme.dark.background, { r: 20, g: 20, b: 30, a: 1 });
  const primary = colour(brand.theme.light.primary, { r: 90, g: 40, b: 130, a: 1 });
  const accent = colour(brand.theme.light.accent, { r: 210, g: 170, b: 90, a: 1 });
  const ink = toHex(readableOn(back, primary));
  const word = escapeXml(brand.name);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${word}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${toHex(back)}"/><stop offset="1" stop-color="${toHex(primary)}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${n(0.62 + rnd() * 0.2)}" cy="${n(0.3 + rnd() * 0.3)}" r="0.6"><stop offset="0" stop-color="${toHex(accent)}" stop-opacity="0.55"/><stop offset="1" stop-color="${toHex(accent)}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`,
    `<path d="M0 ${n(h * 0.82)}C${n(w * 0.3)} ${n(h * (0.7 + rnd() * 0.1))} ${n(w * 0.55)} ${n(h * 0.95)} ${w} ${n(h * 0.78)}V${h}H0z" fill="${toHex(accent)}" fill-opacity="0.22"/>`,
    motifs[design.motif](w, h, rnd, ink),
    `<text x="${n(w * 0.06)}" y="${n(h * 0.56)}" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${n(h * 0.2)}" font-weight="800" letter-spacing="1" fill="${ink}">${word}</text>`,
    `<rect x="${n(w * 0.06)}" y="${n(h * 0.64)}" width="${n(w * 0.12)}" height="${n(h * 0.018)}" rx="3" fill="${toHex(accent)}"/>`,
    '</svg>',
  ].join('');
  return { svg, width: w, height: h };
}
