import { describe, expect, it } from 'vitest';
import { lengthOf, problemMessage, problemsByPath, sameRules, withRule } from './rules-draft';

describe('the rules draft', () => {
  it('gives a field switched on a rule, and keeps required within enabled', () => {
    const on = withRule({}, 'email', { required: true });
    expect(on.email).toMatchObject({ enabled: true, required: true, minLength: null });
    expect(withRule(on, 'email', { enabled: false }).email).toMatchObject({ enabled: false, required: false });
  });

  it('reads lengths: empty is no limit, digits a number, anything else not a value', () => {
    expect([lengthOf(''), lengthOf(' 8 '), lengthOf('-1'), lengthOf('8.5'), lengthOf('1000')]).toEqual([null, 8, undefined, undefined, undefined]);
  });

  it('compares drafts field by field, and files problems by path', () => {
    expect(sameRules({}, {})).toBe(true);
    expect(sameRules(withRule({}, 'email', {}), {})).toBe(false);
    const problems = problemsByPath([
      { path: '/rules/username/minLength', reason: 'min-above-max', message: 'console.rules.problem.min_above_max' },
      { path: '/rules/username/patternId', reason: 'maximum', message: 'error.field.maximum' },
      { path: '/other', reason: 'x', message: 'y' },
    ]);
    expect([...problems.keys()]).toEqual(['username/minLength', 'username/patternId']);
    expect([...problems.values()].map(problemMessage)).toEqual(['console.rules.problem.min_above_max', 'console.rules.problem.schema_range']);
  });
});
