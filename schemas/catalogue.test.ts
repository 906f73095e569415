import { describe, expect, it } from 'vitest';
import { compactAlphabet, decodeNames, nameCode } from './catalogue';

describe('compact catalogue word codes', () => {
  it('are prefix-free across the one-, two- and three-character ranges and decode back', () => {
    const indices = [0, 1, 39, 40, 41, 103, 104, 1319, 1320, 1321, 5415, 17703];
    expect(indices.map((i) => nameCode(i).length)).toEqual([1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(new Set(indices.map(nameCode)).size).toBe(indices.length);
    const words = Array.from({ length: 17704 }, (_, i) => `w${i} `);
    const names = [[0, 40, 1320], [17703], [39, 1319, 104, 5415]];
    const codes = names.map((n) => n.map(nameCode).join('')).join('.');
    expect(codes).toMatch(new RegExp(`^[${compactAlphabet.replace('-', '\\-')}.]+$`));
    expect(decodeNames(words, codes)).toEqual(names.map((n) => n.map((i) => `w${i} `).join('')));
  });
});
