import { describe, expect, it } from 'vitest';
import { applyFix, errorSchemaOf } from './brand-problems';

describe('brand problems in the editor', () => {
  it('puts each checker problem at its field, with the hint', () => {
    const schema = errorSchemaOf([
      { path: '/brand/theme/light/textMuted', reason: 'brand-check', message: 'low contrast', hint: 'darken it' },
      { path: '/brand/mainDomain', reason: 'brand-check', message: 'missing', hint: '' },
    ]);
    expect(schema).toEqual({ theme: { light: { textMuted: { __errors: ['low contrast — darken it'] } } }, mainDomain: { __errors: ['missing'] } });
  });

  it('applies a colour fix without touching the original', () => {
    const brand = { theme: { light: { textMuted: '#bbbbbb' } } };
    const fixed = applyFix(brand, { path: '/brand/theme/light/textMuted', value: '#595959' });
    expect(fixed).toEqual({ theme: { light: { textMuted: '#595959' } } });
    expect(brand.theme.light.textMuted).toBe('#bbbbbb');
  });
});
