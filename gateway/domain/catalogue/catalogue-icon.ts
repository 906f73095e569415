/**
 * Generated game icons (about 1 KB): a gradient and one of a dozen symbols chosen by a hash of
 * the node id, with the vendor code as a small mark. Like the vendor icons (vendor-icon.ts) a
 * pure function of the URL /lgw/icons/game/<vassalage>/<nodeId>.svg, so it is cached forever
 * (the catalogue names the PNG of catalogue-icon-png.ts; this SVG stays for old links);
 * no text of any language (the tile shows the localised name), no script, no external reference.
 */
import { fnv1a, hslToRgb, iconLabel, readableOn, toHex } from './vendor-icon';

export const gameIconVendor = /^[A-Z0-9][A-Z0-9_]{0,31}$/;
/** <nodeId>.png (what the catalogue names: raster, decoded off the main thread) or the older <nodeId>.svg. */
export const gameIconFile = /^([1-9][0-9]{0,9})\.(png|svg)$/;

function star(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${out.join(' ')}"/>`;
}

const symbols: ((h: number) => string)[] = [
  () => star(60, 56, 30, 13, 5),
  () => '<path d="M60 24 88 56 60 88 32 56Z"/>',
  () => '<circle cx="60" cy="56" r="28"/><circle cx="60" cy="56" r="16" fill-opacity="0.5"/>',
  () => '<path d="M60 86 30 58a17 17 0 0 1 30-22 17 17 0 0 1 30 22Z"/>',
  () => '<path d="M30 76h60l6-36-20 16-16-26-16 26-20-16Z"/>',
  () => '<circle cx="47" cy="46" r="14"/><circle cx="73" cy="46" r="14"/><circle cx="60" cy="68" r="14"/><rect x="56" y="70" width="8" height="20"/>',
  () => '<rect x="32" y="28" width="56" height="56" rx="12"/><circle cx="48" cy="44" r="5" fill="#000" fill-opacity="0.35"/><circle cx="72" cy="68" r="5" fill="#000" fill-opacity="0.35"/><circle cx="60" cy="56" r="5" fill="#000" fill-opacity="0.35"/>',
  () => star(60, 56, 32, 20, 8),
  () => '<path d="M60 22c18 20 26 34 26 46a26 26 0 0 1-52 0c0-12 8-26 26-46Z"/>',
  () => '<path d="M36 80 60 28 84 80Z"/><rect x="48" y="64" width="24" height="16" fill-opacity="0.5"/>',
  (h) => star(60, 56, 30, 8, 4 + (h % 3)),
  () => '<ellipse cx="60" cy="56" rx="32" ry="20"/><ellipse cx="60" cy="56" rx="12" ry="20" fill-opacity="0.5"/>',
];

export function gameIconSvg(vassalage: string, nodeId: string): string {
  const h = fnv1a(`${vassalage}/${nodeId}`);
  const hue = h % 360;
  const from = hslToRgb(hue, 0.7, 0.42);
  const to = hslToRgb((hue + 40 + ((h >>> 9) % 60)) % 360, 0.72, 0.2);
  const ink = toHex(readableOn(from, to));
  const symbol = symbols[(h >>> 4) % symbols.length] ?? symbols[0];
  const label = iconLabel(vassalage);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" aria-hidden="true">',
    `<defs><radialGradient id="g" cx="0.3" cy="0.25" r="1"><stop offset="0" stop-color="${toHex(from)}"/><stop offset="1" stop-color="${toHex(to)}"/></radialGradient></defs>`,
    '<rect width="120" height="120" rx="18" fill="url(#g)"/>',
    `<circle cx="${20 + (h % 80)}" cy="${100 - ((h >>> 12) % 30)}" r="${24 + ((h >>> 16) % 20)}" fill="#fff" fill-opacity="0.08"/>`,
    `<g fill="${ink}" fill-opacity="0.9">${symbol?.(h) ?? ''}</g>`,
    `<text x="60" y="108" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="11" font-weight="700" letter-spacing="1" fill="${ink}" fill-opacity="0.85">${label}</text>`,
    '</svg>',
  ].join('');
}
