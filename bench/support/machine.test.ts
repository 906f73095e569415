import { describe, expect, it } from 'vitest';
import { freshMemoryWarning, freshPageMicros, freshPageMicrosTypicalMax } from './machine';

describe('the machine check printed beside the bench figures', () => {
  it('measures a positive, finite cost for a fresh page of memory', () => {
    const micros = freshPageMicros(8, 1);
    expect(micros).toBeGreaterThan(0);
    expect(Number.isFinite(micros)).toBe(true);
  });

  it('warns only above the typical cost, naming the measured figure', () => {
    expect(freshMemoryWarning(freshPageMicrosTypicalMax)).toBeNull();
    expect(freshMemoryWarning(Number.NaN)).toBeNull();
    expect(freshMemoryWarning(15.26)).toContain('15.3 µs');
  });
});
