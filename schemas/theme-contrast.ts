/**
 * Theme contrast: every text colour must stay readable on the surfaces it is painted on, in both
 * palettes (WCAG 2.x AA: 4.5:1 for text, 3:1 for the focus ring), or Lighthouse and axe fail.
 */
import type { Palette } from './brand';
import type { BrandProblem } from './check-brand';
import { black, composite, contrastOn, parseColour, white, type Rgba } from './colour';

type Problem = Omit<BrandProblem, 'file'>;

/** [foreground, background, minimum ratio]: the pairs the UI paints as text (and the focus ring). */
export const contrastPairs: readonly [keyof Palette, keyof Palette, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceRaised', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onAccent', 'accent', 4.5],
  ['danger', 'background', 4.5],
  // Errors inside cards and dialogs, and the favourite heart (tile-parts.ts) when on.
  ['danger', 'surface', 4.5],
  // WCAG 1.4.11 non-text contrast for the focus indicator
  ['focus', 'background', 3],
];

const toHex = (c: Rgba): string =>
  `#${[c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The smallest move of `fg` towards black or white that reaches `min` on `bg`. */
function suggestion(fg: Rgba, bg: Rgba, base: Rgba, min: number): { colour: string; verb: string } | null {
  const opaque = composite(fg, composite(bg, base));
  let best: { step: number; colour: Rgba; verb: string } | null = null;
  for (const [target, verb] of [
    [black, 'darken'],
    [white, 'lighten'],
  ] as const) {
    for (let step = 1; step <= 100 && (best === null || step < best.step); step++) {
      const colour = composite({ ...target, a: step / 100 }, opaque);
      if (contrastOn(colour, bg, base) >= min + 0.01) {
        best = { step, colour, verb };
        break;
      }
    }
  }
  return best === null ? null : { colour: toHex(best.colour), verb: best.verb };
}

interface Failure {
  bgKey: keyof Palette;
  ratio: number;
  min: number;
  under: Rgba;
}

export function checkPalette(mode: 'light' | 'dark', palette: Palette): Problem[] {
  const out: Problem[] = [];
  const colours = new Map<keyof Palette, Rgba>();
  for (const [key, text] of Object.entries(palette) as [keyof Palette, string][]) {
    const c = parseColour(text);
    if (c === null) {
      out.push({
        path: `/theme/${mode}/${key}`,
        message: `"${text}" has a colour channel above 255 or an alpha above 1`,
        hint: 'keep r, g and b within 0..255 and alpha within 0..1',
      });
    } else colours.set(key, c);
  }
  const page = mode === 'light' ? white : black;
  const background = colours.get('background');
  const base = background === undefined ? page : composite(background, page);
  const failures = new Map<keyof Palette, Failure[]>();
  for (const [fgKey, bgKey, min] of contrastPairs) {
    const fg = colours.get(fgKey);
    const bg = colours.get(bgKey);
    if (fg === undefined || bg === undefined) continue;
    const under = bgKey === 'background' ? page : base;
    const ratio = contrastOn(fg, bg, under);
    if (ratio < min) failures.set(fgKey, [...(failures.get(fgKey) ?? []), { bgKey, ratio, min, under }]);
  }
  for (const [fgKey, list] of failures) {
    const pairs = list.map((f) => `${f.ratio.toFixed(2)}:1 on ${f.bgKey} ${palette[f.bgKey]}`).join(', ');
    const worst = list.reduce((w, f) => (f.ratio / f.min < w.ratio / w.min ? f : w));
    const fg = colours.get(fgKey);
    const better = fg && suggestion(fg, colours.get(worst.bgKey) ?? page, worst.under, worst.min);
    out.push({
      path: `/theme/${mode}/${fgKey}`,
      message:
        `${mode} palette: ${fgKey} ${palette[fgKey]} has contrast ${pairs}, below the ` +
        `${worst.min}:1 that WCAG AA (and Lighthouse/axe) require`,
      hint: better
        ? `${better.verb} ${fgKey}, e.g. "${fgKey}": "${better.colour}", or change ${list.map((f) => f.bgKey).join('/')}`
        : `change ${fgKey} or ${worst.bgKey} until they differ more in lightness`,
      ...(better ? { fix: { path: `/theme/${mode}/${fgKey}`, value: better.colour } } : {}),
    });
  }
  return out;
}
