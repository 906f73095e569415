import { describe, expect, it } from 'vitest';
import { acceptedPatternVerdict } from './pattern-safety';
import { checkRuleSemantics } from './seed-semantics';

describe('acceptedPattern safety (docs/decisions/046)', () => {
  it('accepts "*" and linear patterns', () => {
    expect(['*', '^[a-z]+$', '^WX[0-9]{4}$', '^\\p{L}+$', '^(?:ab|cd)+$'].map(acceptedPatternVerdict)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('refuses what does not compile with the u flag, nested repetition, and more than 500 characters', () => {
    expect(acceptedPatternVerdict('^[a-z')).toBe('invalid');
    expect(acceptedPatternVerdict('\\p{Nope}')).toBe('invalid');
    expect(acceptedPatternVerdict('^(a+)+$')).toBe('unsafe');
    expect(acceptedPatternVerdict('^([a-z]+\\s?)*$')).toBe('unsafe');
    expect(acceptedPatternVerdict(`^${'a'.repeat(500)}$`)).toBe('too-long');
  });

  it('is the brand checker’s rule too', () => {
    const rule = { enabled: true, required: false, minLength: null, maxLength: null, patternId: null, acceptedPattern: '^(a+)+$' };
    const problems = checkRuleSemantics({ nickname: rule });
    expect(problems.find((p) => p.path === '/nickname/acceptedPattern')?.message).toMatch(/backtrack/);
  });
});
