import { describe, expect, it } from 'vitest';
import { checkBrandFiles, type BrandFile, type BrandProblem } from './check-brand';
import { validBrand, validModules, validRules } from './fixtures/valid-brand-files';

/** Checks the fixture after `edit` mutated copies of it; `brand`, `modules`, `rules` are plain JSON. */
function check(
  edit: (files: {
    brand: Record<string, unknown>;
    modules: Record<string, unknown>;
    rules: Record<string, unknown>;
  }) => void,
  folder = 'demo',
): BrandProblem[] {
  const files = {
    brand: validBrand() as unknown as Record<string, unknown>,
    modules: validModules() as unknown as Record<string, unknown>,
    rules: validRules() as unknown as Record<string, unknown>,
  };
  edit(files);
  return checkBrandFiles({ brand: files.brand, modules: files.modules, registerRules: files.rules }, folder);
}

const at = (problems: BrandProblem[], file: BrandFile, path: string): BrandProblem | undefined =>
  problems.find((p) => p.file === file && p.path === path);

describe('checkBrandFiles', () => {
  it('accepts a valid set of files', () => {
    expect(check(() => undefined)).toEqual([]);
  });

  it('reports a wrong type at its JSON pointer with an example', () => {
    const problems = check(({ brand }) => {
      (brand.theme as Record<string, unknown>).radius = '8';
    });
    expect(problems).toEqual([
      {
        file: 'brand.json',
        path: '/theme/radius',
        message: 'must be a number, found a string',
        hint: 'write it like 8',
      },
    ]);
  });

  it('reports an unknown language and lists the known ones', () => {
    const problems = check(({ brand }) => {
      brand.supportLanguages = ['EN', 'XX'];
    });
    const p = at(problems, 'brand.json', '/supportLanguages/1');
    expect(p?.message).toBe('"XX" is not a known language code (schemas/languages.ts)');
    expect(p?.hint).toContain('use one of EN, CN, TW, TH, VI');
  });

  it('refuses a known language without a complete catalogue, at its path, with a hint', () => {
    const problems = check(({ brand }) => {
      brand.supportLanguages = ['TW', 'CN', 'EN', 'JA', 'FR'];
    });
    expect(problems).toEqual([
      {
        file: 'brand.json',
        path: '/supportLanguages/4',
        message: 'language "FR" has no message catalogue (locales/FR.json): players would see message keys',
        hint: expect.stringMatching(/^remove "FR", or add locales\/FR\.json with every key first; languages with a catalogue: EN, CN, TW, .*JA, KO, ID, HI/),
      },
    ]);
  });

  it('reports a missing key with what to add', () => {
    const problems = check(({ brand }) => {
      delete brand.defaultLang;
    });
    expect(at(problems, 'brand.json', '/defaultLang')).toMatchObject({
      message: 'missing required property "defaultLang"',
      hint: 'add "defaultLang": "EN"',
    });
  });

  it('suggests the closest key for a misspelt one', () => {
    const problems = check(({ brand }) => {
      brand.defaultLanguage = 'EN';
    });
    expect(at(problems, 'brand.json', '/defaultLanguage')?.hint).toMatch(/^did you mean "defaultLang"\?/);
  });

  it('reports a default language the brand does not support, and licences lacking it', () => {
    const problems = check(({ brand }) => {
      brand.defaultLang = 'TW';
    });
    expect(at(problems, 'brand.json', '/defaultLang')?.message).toBe(
      'default language "TW" is not in supportLanguages',
    );
    expect(at(problems, 'brand.json', '/licences/0/text')?.hint).toContain('add "TW"');
  });

  it('reports a merchant code that differs from the folder name', () => {
    const problems = check(() => undefined, 'other');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'brand.json', path: '/merchant' });
    expect(problems[0]?.message).toContain('"demo" does not match its folder name "other"');
  });

  it('reports low contrast in either palette with a passing suggestion', () => {
    const problems = check(({ brand }) => {
      const theme = brand.theme as Record<string, Record<string, string>>;
      (theme.light as Record<string, string>).text = '#999999';
      (theme.dark as Record<string, string>).onPrimary = '#ffffff';
    });
    const light = at(problems, 'brand.json', '/theme/light/text');
    expect(light?.message).toContain('2.85:1 on background #ffffff');
    expect(light?.hint).toMatch(/^darken text, e\.g\. "text": "#[0-9a-f]{6}"/);
    expect(at(problems, 'brand.json', '/theme/dark/onPrimary')?.message).toContain('dark palette');
    expect(problems).toHaveLength(2);
  });

  it('reports a malformed colour and an out-of-range channel', () => {
    const problems = check(({ brand }) => {
      const theme = brand.theme as Record<string, Record<string, string>>;
      (theme.light as Record<string, string>).primary = 'blue';
      (theme.light as Record<string, string>).text = '#ffffff'; // unreadable, but this palette failed the schema
      (theme.dark as Record<string, string>).border = 'rgba(300, 0, 0, 1)';
    });
    expect(problems.map((p) => p.path)).toEqual(['/theme/light/primary', '/theme/dark/border']);
    expect(problems[0]?.message).toContain('#rrggbb');
    expect(problems[1]?.message).toContain('above 255');
  });

  it('reports schema and semantic problems of independent parts in one run', () => {
    const problems = check(({ brand, rules }) => {
      brand.defaultLang = 'TW';
      (brand.theme as Record<string, unknown>).radius = 99;
      rules.username = { ...(rules.username as object), minLength: 20 };
      rules.email = { ...(rules.email as object), maxLength: 'long' };
    }, 'wrong');
    expect(problems.map((p) => `${p.file} ${p.path}`)).toEqual([
      'brand.json /theme/radius',
      'brand.json /merchant',
      'brand.json /defaultLang',
      'brand.json /licences/0/text',
      'register-rules.json /email/maxLength',
      'register-rules.json /username/minLength',
    ]);
  });

  it('checks ranges, patterns and cross-field rules of brand.json', () => {
    const problems = check(({ brand }) => {
      brand.minimumAge = 16;
      brand.merchant = 'Demo!';
      brand.domains = ['demo.example', 'demo.example'];
    });
    expect(at(problems, 'brand.json', '/minimumAge')?.hint).toBe('use a number from 18 to 25');
    expect(at(problems, 'brand.json', '/merchant')?.message).toContain('is not a merchant code');
    expect(at(problems, 'brand.json', '/domains/1')?.message).toContain('appears twice');
    const semantic = check(({ brand }) => {
      brand.mainDomain = 'elsewhere.example';
      brand.copyright = { from: 2026, to: 2018 };
      brand.trialType = 1;
      brand.prizeModes = [];
    });
    expect(at(semantic, 'brand.json', '/prizeModes')?.message).toBe('needs at least 1 item');
    const valid = check(({ brand }) => {
      brand.mainDomain = 'elsewhere.example';
      brand.copyright = { from: 2026, to: 2018 };
      brand.trialType = 1;
    });
    expect(valid.map((p) => p.path).sort()).toEqual(['/copyright/from', '/mainDomain', '/trialType']);
  });

  it('reports a file that is not an object at the root path', () => {
    const problems = checkBrandFiles(
      { brand: validBrand(), modules: [], registerRules: validRules() },
      'demo',
    );
    expect(problems).toEqual([
      {
        file: 'modules.json',
        path: '',
        message: 'must be an object, found an array',
        hint: 'the file must hold one JSON object: { ... }',
      },
    ]);
  });

  it('checks module ids and a usable register button', () => {
    const unknown = check(({ modules }) => {
      modules.NEWMOD3 = true;
      delete modules.FREEPLAY3;
    });
    expect(at(unknown, 'modules.json', '/NEWMOD3')?.message).toBe('unknown property "NEWMOD3"');
    expect(at(unknown, 'modules.json', '/FREEPLAY3')?.hint).toBe('add "FREEPLAY3": true');
    const noWay = check(({ modules }) => {
      modules.USERNAMEREG3 = false;
    });
    expect(noWay).toEqual([expect.objectContaining({ file: 'modules.json', path: '/DIRECTREG3' })]);
    // a switched-off register group makes DIRECTREG3 ineffective, so nothing is wrong
    expect(
      check(({ modules }) => Object.assign(modules, { USERNAMEREG3: false, REGISTERGROUP: false })),
    ).toEqual([]);
  });

  it('checks register rules: lengths, essentials, patterns', () => {
    const problems = check(({ rules }) => {
      rules.username = { ...(rules.username as object), minLength: 20, maxLength: 6 };
      rules.password = { ...(rules.password as object), enabled: false, required: false };
      rules.email = { ...(rules.email as object), patternId: 23 };
    });
    expect(at(problems, 'register-rules.json', '/email/patternId')?.hint).toBe('use a number from 0 to 22');
    const semantic = check(({ rules }) => {
      rules.username = { ...(rules.username as object), minLength: 20, maxLength: 6 };
      rules.password = { ...(rules.password as object), enabled: false };
      rules.email = { ...(rules.email as object), acceptedPattern: '([a-z', enabled: false, required: true };
      delete rules.confirmPassword;
    });
    expect(at(semantic, 'register-rules.json', '/username/minLength')?.message).toBe(
      'username minLength 20 is greater than maxLength 6',
    );
    expect(at(semantic, 'register-rules.json', '/password/enabled')?.message).toBe(
      'password must be enabled and required; registration needs it',
    );
    expect(at(semantic, 'register-rules.json', '/password/required')).toBeUndefined(); // one problem per mistake
    expect(at(semantic, 'register-rules.json', '/email/required')?.message).toContain('not enabled');
    expect(at(semantic, 'register-rules.json', '/email/acceptedPattern')?.message).toContain(
      'not a valid regular',
    );
    expect(at(semantic, 'register-rules.json', '/confirmPassword')?.hint).toBe(
      'add "confirmPassword": {"enabled":true,"required":true,"minLength":8,"maxLength":64,"patternId":null,"acceptedPattern":null}',
    );
  });

  it('refuses password rules shorter than 6 characters', () => {
    const problems = check(({ rules }) => {
      rules.password = { ...(rules.password as object), minLength: 4 };
    });
    expect(problems).toEqual([expect.objectContaining({ path: '/password/minLength' })]);
  });

  it('escapes JSON pointer segments', () => {
    const problems = check(({ rules }) => {
      rules['a/b~c'] = {};
    });
    expect(at(problems, 'register-rules.json', '/a~1b~0c')).toBeDefined();
  });

  it('gives every problem a message and a hint', () => {
    const problems = check(({ brand, modules, rules }) => {
      brand.lotteryType = 'XYZ';
      brand.esportGames = ['IMSE'];
      modules.REGISTERGROUP = 'yes';
      rules.qqNum = { enabled: true };
    });
    expect(problems.length).toBeGreaterThanOrEqual(4);
    expect(at(problems, 'brand.json', '/esportGames/0')?.hint).toMatch(/^did you mean "IMES"\?/);
    for (const p of problems) {
      expect(p.message.length).toBeGreaterThan(5);
      expect(p.hint.length).toBeGreaterThan(5);
    }
  });
});

describe('checkBrandFiles: social login providers', () => {
  const provider = (over: Record<string, unknown> = {}) => ({
    id: 'portico-id',
    name: 'Portico ID',
    issuer: 'dev',
    clientId: 'demo-web',
    clientSecretEnv: 'DEMO_CLIENT_SECRET',
    scopes: ['openid', 'profile'],
    ...over,
  });

  it('accepts providers with an https or "dev" issuer', () => {
    expect(check(({ brand }) => (brand.socialLogin = [provider(), provider({ id: 'google', issuer: 'https://accounts.google.com' })]))).toEqual([]);
  });

  it('refuses a secret in place of an environment variable name, a plain-http issuer and scopes without openid', () => {
    const problems = check(({ brand }) => {
      brand.socialLogin = [provider({ clientSecretEnv: 's3cr3t-value', issuer: 'http://idp.example', scopes: ['profile'] })];
    });
    expect(at(problems, 'brand.json', '/socialLogin/0/clientSecretEnv')).toBeDefined();
    expect(at(problems, 'brand.json', '/socialLogin/0/issuer')).toBeDefined();
    expect(at(problems, 'brand.json', '/socialLogin/0/scopes')).toBeDefined();
  });

  it('refuses a provider id listed twice', () => {
    const problems = check(({ brand }) => (brand.socialLogin = [provider(), provider({ name: 'Again' })]));
    expect(at(problems, 'brand.json', '/socialLogin/1/id')?.message).toBe('social login provider "portico-id" is listed twice');
  });
});
