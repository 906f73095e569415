import { describe, expect, it } from 'vitest';
import { black, composite, contrastOn, contrastRatio, parseColour, relativeLuminance, white } from './colour';

describe('colour', () => {
  it('parses #rrggbb, #rrggbbaa, rgb() and rgba()', () => {
    expect(parseColour('#ff8000')).toEqual({ r: 255, g: 128, b: 0, a: 1 });
    expect(parseColour('#00000080')?.a).toBeCloseTo(128 / 255);
    expect(parseColour('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColour('rgba(10,20,30,.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
  });

  it('refuses other forms and out-of-range values', () => {
    for (const text of ['red', '#fff', 'rgba(256, 0, 0, 1)', 'rgba(0, 0, 0, 1.5)', 'hsl(0, 0%, 0%)']) {
      expect(parseColour(text)).toBeNull();
    }
  });

  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance(white)).toBeCloseTo(1);
    expect(relativeLuminance(black)).toBeCloseTo(0);
    expect(contrastRatio(white, black)).toBeCloseTo(21);
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 just fails
    const grey = (hex: string) => parseColour(hex) ?? black;
    expect(contrastRatio(grey('#767676'), white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(grey('#777777'), white)).toBeLessThan(4.5);
  });

  it('composites translucent colours before measuring', () => {
    expect(composite({ r: 0, g: 0, b: 0, a: 0.5 }, white)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    // half-transparent black text on white reads like mid grey, far below pure black
    expect(contrastOn({ r: 0, g: 0, b: 0, a: 0.5 }, white, white)).toBeLessThan(4.5);
    expect(contrastOn(black, white, white)).toBeCloseTo(21);
  });
});
