import { describe, expect, it } from 'vitest';
import { diffLines } from './audit-diff';

describe('audit diff', () => {
  it('shows each changed switch with its value before and after', () => {
    expect(diffLines({ DIRECTREG3: true, FREEPLAY3: true }, { DIRECTREG3: false, FREEPLAY3: false })).toEqual([
      { path: 'DIRECTREG3', before: 'true', after: 'false' },
      { path: 'FREEPLAY3', before: 'true', after: 'false' },
    ]);
  });

  it('shows what a creation added (nothing before) and nests paths', () => {
    expect(diffLines(null, { username: 'p1', grants: [{ role: 'product', merchant: 'aurora' }] })).toEqual([
      { path: 'grants.0.merchant', after: '"aurora"' },
      { path: 'grants.0.role', after: '"product"' },
      { path: 'username', after: '"p1"' },
    ]);
  });

  it('leaves out what did not change', () => {
    expect(diffLines({ a: 1, b: 2 }, { a: 1, b: 3 })).toEqual([{ path: 'b', before: '2', after: '3' }]);
  });
});
