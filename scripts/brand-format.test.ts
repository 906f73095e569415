import { describe, expect, it } from 'vitest';
import { formatEntry, formatProblem, formatReport } from './brand-format';

const problem = {
  file: 'brand.json' as const,
  path: '/defaultLang',
  message: 'default language "TW" is not in supportLanguages',
  hint: 'add "TW" to supportLanguages or use one of CN, EN',
};

describe('brand check output', () => {
  it('prints a problem as "<file> <jsonPath>: <message>" and an indented hint', () => {
    expect(formatProblem(problem)).toBe(
      'brand.json /defaultLang: default language "TW" is not in supportLanguages\n' +
        '    hint: add "TW" to supportLanguages or use one of CN, EN',
    );
  });

  it('leaves the path out for a whole-file problem', () => {
    expect(
      formatProblem({ ...problem, file: 'modules.json', path: '', message: 'modules.json is missing' }),
    ).toMatch(/^modules\.json: modules\.json is missing\n {4}hint: /);
  });

  it('prints ✓ for a good brand and ✗ with a count and each problem for a broken one', () => {
    const good = { ok: true as const, merchant: 'aurora', dir: 'brands/aurora' };
    expect(formatEntry(good as Parameters<typeof formatEntry>[0])).toBe('✓ aurora');
    const bad = { ok: false as const, merchant: 'oasis', dir: 'brands/oasis', problems: [problem, problem] };
    expect(formatEntry(bad).split('\n')).toEqual([
      '✗ oasis (brands/oasis): 2 problems',
      'brand.json /defaultLang: default language "TW" is not in supportLanguages',
      '    hint: add "TW" to supportLanguages or use one of CN, EN',
      'brand.json /defaultLang: default language "TW" is not in supportLanguages',
      '    hint: add "TW" to supportLanguages or use one of CN, EN',
    ]);
    expect(formatEntry({ ...bad, problems: [problem] })).toMatch(/^✗ oasis \(brands\/oasis\): 1 problem\n/);
  });

  it('says so when there is nothing to check', () => {
    expect(formatReport([])).toContain('no brand folders found');
  });
});
