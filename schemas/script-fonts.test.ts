/**
 * Per-language font stacks (docs/decisions/053): the brand's stack for the language, else its
 * default stack, with the self-hosted face of Thai, Arabic or Devanagari in front; and the brand
 * checker refuses a stack for a language the brand does not offer, with its path and a hint.
 */
import { describe, expect, it } from 'vitest';
import { checkBrandFiles } from './check-brand';
import { validBrand, validModules, validRules } from './fixtures/valid-brand-files';
import { fontStackFor } from './script-fonts';

describe('fontStackFor', () => {
  const theme = { font: 'system-ui, sans-serif', fonts: { TH: 'Tahoma, sans-serif', AR: '"Noto Sans Arabic", Tahoma, sans-serif' } };
  it('puts the script face in front of the language stack, once', () => {
    expect(fontStackFor(theme, 'TH')).toBe('"Noto Sans Thai", Tahoma, sans-serif');
    expect(fontStackFor(theme, 'AR')).toBe('"Noto Sans Arabic", Tahoma, sans-serif');
    expect(fontStackFor(theme, 'HI')).toBe('"Noto Sans Devanagari", system-ui, sans-serif');
  });
  it('leaves languages without a self-hosted face on their stack', () => {
    expect(fontStackFor(theme, 'EN')).toBe('system-ui, sans-serif');
    expect(fontStackFor({ font: 'A', fonts: { CN: 'B' } }, 'CN')).toBe('B');
  });
});

describe('brand checker: theme.fonts', () => {
  const check = (fonts: unknown) => {
    const brand = validBrand() as unknown as Record<string, unknown>;
    (brand.theme as Record<string, unknown>).fonts = fonts;
    return checkBrandFiles({ brand, modules: validModules() as unknown as Record<string, unknown>, registerRules: validRules() as unknown as Record<string, unknown> }, 'demo');
  };
  it('accepts a stack per offered language', () => {
    const offered = (validBrand() as unknown as { supportLanguages: string[] }).supportLanguages[0] ?? 'EN';
    expect(check({ [offered]: '"Noto Sans", sans-serif' })).toEqual([]);
  });
  it('refuses a stack for a language the brand does not offer, with the path and a hint', () => {
    const problems = check({ KO: '"Noto Sans KR", sans-serif' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'brand.json', path: '/theme/fonts/KO' });
    expect(problems[0]?.hint).toContain('supportLanguages');
  });
  it('refuses an unknown language code and an unsafe stack', () => {
    expect(check({ XX: 'serif' }).some((p) => p.path.startsWith('/theme/fonts'))).toBe(true);
    expect(check({ EN: 'a; } body { color: red' }).map((p) => p.path)).toContain('/theme/fonts/EN');
  });
});
