/**
 * The favourite heart sits on the game's picture: its glyph must stand out from its disc in
 * every demo palette, off and on (WCAG 1.4.11, 3:1 for a control's graphic).
 */
import { describe, expect, it } from 'vitest';
import aurora from '../../../brands/aurora/brand.json';
import oasis from '../../../brands/oasis/brand.json';
import tigerbay from '../../../brands/tigerbay/brand.json';
import type { BrandTheme } from '../../../schemas/brand';
import { contrastOn, parseColour, white, type Rgba } from '../../../schemas/colour';
import { buildTheme, type ThemeMode } from '../../brand/theme';
import { heart } from './tile-parts';

const colour = (text: unknown): Rgba => {
  const c = typeof text === 'string' ? parseColour(text) : null;
  if (!c) throw new Error(`not a colour: ${String(text)}`);
  return c;
};

const cases = [aurora, oasis, tigerbay].flatMap((brand) =>
  (['light', 'dark'] as ThemeMode[]).map((mode) => [brand.merchant, mode, brand.theme as BrandTheme] as const),
);

describe('favourite heart', () => {
  it.each(cases)('%s %s: the heart reads on its disc, off and on', (_merchant, mode, theme) => {
    const style = heart(buildTheme(theme, mode));
    const disc = colour(style.background);
    const off = colour(style.color);
    const on = colour(style['&[aria-pressed="true"]'].color);
    // The page under the disc: opaque in every demo palette, white only as the formula's base.
    expect(contrastOn(off, disc, white)).toBeGreaterThanOrEqual(3);
    expect(contrastOn(on, disc, white)).toBeGreaterThanOrEqual(3);
  });
});
