import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { Brand } from './brand';
import {
  compileRegistration,
  lengthHint,
  registrationAjvOptions,
  type CompiledRegistration,
  type RegistrationMode,
} from './compile-registration';
import { registrationProblems } from './compile-registration-request';
import { flattenModules, buildModuleTree, type ModuleFlags } from './modules';
import { registerPatterns } from './register-patterns';
import { registrationFields, type RegisterRules } from './register-rules';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')) as T;
const demo = (name: string) => ({
  brand: read<Brand>(`brands/${name}/brand.json`),
  modules: flattenModules(buildModuleTree(read<Record<string, boolean>>(`brands/${name}/modules.json`))),
  rules: read<RegisterRules>(`brands/${name}/register-rules.json`),
});
const aurora = demo('aurora');
const tigerbay = demo('tigerbay');
const oasis = demo('oasis');

const ajv = new Ajv({ allErrors: true, strict: false, ...registrationAjvOptions });
const verdict = (compiled: CompiledRegistration, data: object) => {
  const validate = ajv.compile(compiled.schema);
  validate(data);
  return registrationProblems(compiled, validate.errors ?? []);
};
const must = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('missing');
  return value;
};
const fieldsOf = (c: CompiledRegistration) => c.uiSchema['ui:order'];
const compile = (
  d: ReturnType<typeof demo>,
  mode: RegistrationMode,
  modules: Partial<ModuleFlags> = {},
  rules: RegisterRules = d.rules,
) => compileRegistration(d.brand, { ...d.modules, ...modules }, rules, mode);

describe('compileRegistration per demo brand', () => {
  it('aurora by username: its enabled fields, the SMS code only with a number, both ages', () => {
    const c = compile(aurora, 'register');
    expect(c.enabled).toBe(true);
    expect(fieldsOf(c)).toEqual([
      'username',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'line',
      'affiliateCode',
      'proofOfWork',
      'ageConfirmed',
      'birthdayConfirmed',
      'termsAccepted',
    ]);
    expect(c.schema.required).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'proofOfWork',
      'ageConfirmed',
      'birthdayConfirmed',
      'termsAccepted',
    ]);
    expect(c.schema.dependencies).toEqual({ mobileNum: ['countryDialingCode', 'verificationCode'] });
    expect(c.uiSchema.ageConfirmed).toMatchObject({
      'ui:widget': 'agreement',
      'ui:options': { titleValues: { age: 18 } },
    });
    expect(c.uiSchema.birthdayConfirmed).toMatchObject({ 'ui:options': { titleValues: { age: 21 } } });
  });

  it('aurora by mobile: number, code and password required, no username rule dropped', () => {
    const c = compile(aurora, 'registerMobile');
    expect(c.schema.required).toEqual(
      expect.arrayContaining([
        'countryDialingCode',
        'mobileNum',
        'verificationCode',
        'password',
        'confirmPassword',
      ]),
    );
    expect(c.uiSchema.verificationCode).toMatchObject({ 'ui:widget': 'smsCode' });
    expect(c.schema.properties.verificationCode).toMatchObject({ maxLength: 6, minLength: 6 });
  });

  it('tigerbay: username only, mobile registration off', () => {
    const c = compile(tigerbay, 'register');
    expect(fieldsOf(c)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'affiliateCode',
      'proofOfWork',
      'ageConfirmed',
      'termsAccepted',
    ]);
    expect(compile(tigerbay, 'registerMobile').enabled).toBe(false);
  });

  it('oasis: mobile registration with its own fields and age 21, username registration off', () => {
    const c = compile(oasis, 'registerMobile');
    expect(c.enabled).toBe(true);
    expect(fieldsOf(c)).toEqual([
      'username',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'nickname',
      'email',
      'birthday',
      'proofOfWork',
      'ageConfirmed',
      'termsAccepted',
    ]);
    expect(c.uiSchema.ageConfirmed).toMatchObject({ 'ui:options': { titleValues: { age: 21 } } });
    expect(compile(oasis, 'register').enabled).toBe(false);
  });
});

describe('compileRegistration rules', () => {
  it('mobile mode: MOBILENUMPASSREG3 decides the password, REGMOBVERF3 the SMS code', () => {
    const bare = compile(aurora, 'registerMobile', { MOBILENUMPASSREG3: false, REGMOBVERF3: false });
    expect(fieldsOf(bare)).not.toContain('password');
    expect(fieldsOf(bare)).not.toContain('confirmPassword');
    expect(fieldsOf(bare)).not.toContain('verificationCode');
    expect(bare.schema.required).toContain('mobileNum');
  });

  it('a field the server switches off disappears; one it requires becomes required', () => {
    const rules: RegisterRules = {
      ...aurora.rules,
      payeeName: { ...must(aurora.rules.payeeName), enabled: false },
      email: { ...must(aurora.rules.email), required: true },
    };
    const c = compile(aurora, 'register', {}, rules);
    expect(fieldsOf(c)).not.toContain('payeeName');
    expect(c.schema.required).toContain('email');
  });

  it('the captcha rule chooses the image captcha instead of the proof of work', () => {
    const rules: RegisterRules = {
      ...tigerbay.rules,
      captcha: {
        enabled: true,
        required: false,
        minLength: 4,
        maxLength: 8,
        patternId: null,
        acceptedPattern: null,
      },
    };
    const c = compile(tigerbay, 'register', {}, rules);
    expect(c.humanVerification).toBe('captcha');
    expect(c.schema.required).toContain('captcha');
    expect(fieldsOf(c)).not.toContain('proofOfWork');
    expect(c.uiSchema.captcha).toMatchObject({ 'ui:widget': 'captcha' });
  });

  it('hints substitute (min) and (max), one number when equal; social fields have none', () => {
    const c = compile(aurora, 'register');
    expect(c.uiSchema.username).toMatchObject({
      'ui:help': 'register.hint.length_range',
      'ui:options': { helpValues: { min: 6, max: 16 } },
    });
    expect(c.uiSchema.verificationCode).toMatchObject({
      'ui:help': 'register.hint.length_exact',
      'ui:options': { helpValues: { count: 6 } },
    });
    expect(c.uiSchema.line).not.toHaveProperty('ui:help');
    expect(c.schema.properties.line).toMatchObject({ maxLength: 255 });
    expect(lengthHint(null, 32)).toEqual({ key: 'register.hint.length_max', values: { max: 32 } });
    expect(lengthHint(null, null)).toBeNull();
  });

  it('every text is a message key, never English', () => {
    const c = compile(aurora, 'register');
    const texts =
      JSON.stringify([c.uiSchema, c.messages]).match(/"(?:ui:title|ui:help|formatHint|key)":"[^"]*"/g) ?? [];
    expect(texts.length).toBeGreaterThan(20);
    for (const t of texts) expect(t.split(':"')[1]).toMatch(/^[a-z_]+(\.[a-z_0-9]+)*"$/);
  });
});

describe('the compiled schema as a validator', () => {
  const c = compile(tigerbay, 'register');
  const good = {
    username: 'newplayer',
    password: 'Tr1cky-Horse',
    confirmPassword: 'Tr1cky-Horse',
    proofOfWork: 'x',
    ageConfirmed: true,
    termsAccepted: true,
  };

  it('accepts a complete form', () => {
    expect(verdict(c, good)).toEqual([]);
  });

  it('refuses a different confirmation with "confirmation password not correct"', () => {
    expect(verdict(c, { ...good, confirmPassword: 'Tr1cky-Horse!' })).toEqual([
      { field: 'confirmPassword', reason: 'const', message: { key: 'error.password_confirm' } },
    ]);
  });

  it('refuses unticked agreements, missing fields, short ones and extra ones, one problem per field', () => {
    const problems = verdict(c, {
      ...good,
      username: 'abc',
      termsAccepted: false,
      ageConfirmed: undefined,
      password: undefined,
      admin: true,
    });
    expect(problems.map((p) => [p.field, p.reason])).toEqual([
      ['username', 'minLength'],
      ['password', 'required'],
      ['ageConfirmed', 'required'],
      ['termsAccepted', 'enum'],
      ['admin', 'additionalProperties'],
    ]);
    expect(problems[0]?.message).toEqual({ key: 'register.error.length_range', values: { min: 6, max: 16 } });
    expect(problems[2]?.message).toEqual({ key: 'register.error.confirm_age', values: { age: 18 } });
  });

  it('checks a server pattern and a pattern id (aurora payee name: Chinese characters)', () => {
    const a = compile(aurora, 'register');
    const base = {
      username: 'newplayer',
      password: 'Tr1cky-Horse',
      confirmPassword: 'Tr1cky-Horse',
      proofOfWork: 'x',
      ageConfirmed: true,
      birthdayConfirmed: true,
      termsAccepted: true,
    };
    expect(verdict(a, { ...base, payeeName: '王小明' })).toEqual([]);
    expect(verdict(a, { ...base, payeeName: 'Wang Xiaoming' })).toEqual([
      { field: 'payeeName', reason: 'pattern', message: { key: 'register.error.real_name_format' } },
    ]);
    expect(
      verdict(a, { ...base, payeeName: '王小明', mobileNum: '13800000009' }).map((p) => p.field),
    ).toEqual(['countryDialingCode', 'verificationCode']);
  });
});

describe('message keys', () => {
  const catalogues = ['EN', 'CN', 'TW', 'AR', 'VI', 'TH'].map(
    (code) => [code, read<Record<string, string>>(`locales/${code}.json`)] as const,
  );

  it('every key a compiled form, its errors or the pattern table can show is in every catalogue', () => {
    const keys = new Set<string>(registerPatterns.map((p) => p.messageKey));
    keys.add('register.pattern.server');
    const captcha: RegisterRules = {
      ...tigerbay.rules,
      captcha: {
        enabled: true,
        required: true,
        minLength: 4,
        maxLength: 8,
        patternId: null,
        acceptedPattern: null,
      },
    };
    const everything: RegisterRules = Object.fromEntries(
      registrationFields.map((f) => [
        f,
        {
          enabled: true,
          required: false,
          minLength: 2,
          maxLength: 30,
          patternId: null,
          acceptedPattern: null,
        },
      ]),
    );
    const forms = [
      ...[aurora, tigerbay, oasis].flatMap((d) => [compile(d, 'register'), compile(d, 'registerMobile')]),
      compile(tigerbay, 'register', {}, captcha),
      compile(aurora, 'register', {}, everything),
    ];
    for (const c of forms) {
      for (const [name, ui] of Object.entries(c.uiSchema)) {
        if (name === 'ui:order' || Array.isArray(ui)) continue;
        keys.add(ui['ui:title']);
        if (ui['ui:help']) keys.add(ui['ui:help']);
        if (ui['ui:options'].formatHint) keys.add(ui['ui:options'].formatHint);
      }
      for (const byKeyword of Object.values(c.messages))
        for (const ref of Object.values(byKeyword)) keys.add(ref.key);
    }
    for (const key of [
      'register.error.unknown_field',
      'register.error.invalid',
      'register.hint.length_min',
      'register.error.length_min',
      'register.error.length_max',
      'register.hint.length_max',
    ])
      keys.add(key);
    expect(keys.size).toBeGreaterThan(70);
    for (const [code, catalogue] of catalogues) {
      const missing = [...keys].filter((k) => typeof catalogue[k] !== 'string');
      expect(missing, code).toEqual([]);
    }
  });
});
