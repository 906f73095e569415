import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../refusal';
import { amountWithin, formatMinor } from './payment-amount';
import { sniffImageType } from '../identity/member-image';

const codeOf = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    return e instanceof Refusal ? e.code : 'THREW';
  }
};

describe('typed amounts', () => {
  it('reads every amount it formats back to the same minor units (0 and 2 decimals)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000_000 }), fc.constantFrom(0, 2), (minor, digits) => {
        expect(amountWithin(formatMinor(minor, digits), digits, 1, 10_000_000_000_000)).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses anything that is not a plain decimal with a code on the field, never a throw of another kind', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const code = codeOf(() => amountWithin(text, 2, 1, 5_000_000, 'amount'));
        expect(code === null || ['AMOUNT_INVALID', 'AMOUNT_PRECISION', 'AMOUNT_TOO_SMALL', 'AMOUNT_TOO_LARGE'].includes(code)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    ['100.50', 10_050],
    ['100.500', 10_050],
    ['0.01', 1],
  ])('%s → %i minor units', (text, minor) => expect(amountWithin(text, 2, 1, 1e12)).toBe(minor));

  it.each([
    ['-1', 'AMOUNT_INVALID'],
    ['+1', 'AMOUNT_INVALID'],
    ['1e3', 'AMOUNT_INVALID'],
    ['0x10', 'AMOUNT_INVALID'],
    ['1,000', 'AMOUNT_INVALID'],
    ['', 'AMOUNT_INVALID'],
    ['0', 'AMOUNT_TOO_SMALL'],
    ['0.009', 'AMOUNT_PRECISION'],
    ['12345678901234567890', 'AMOUNT_TOO_LARGE'],
    ['50000.01', 'AMOUNT_TOO_LARGE'],
  ])('%j → %s', (text, code) => expect(codeOf(() => amountWithin(text, 2, 1, 5_000_000))).toBe(code));
});

describe('image types by their bytes', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(20).fill(0)], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0, 0, 0], 'image/jpeg'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8L'), 0], 'image/webp'],
    [[...Buffer.from('GIF89a')], null],
    [[...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], null],
    [[0x89, 0x50, 0x4e, 0x47], null],
    [[], null],
  ])('%j → %s', (bytes, type) => expect(sniffImageType(new Uint8Array(bytes))).toBe(type));
});
