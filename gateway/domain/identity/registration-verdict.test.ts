/**
 * Property: for generated rule sets, module switches, brand ages and inputs, the browser form's
 * verdict (RJSF's validator-ajv8 with the options the register form passes) equals the
 * gateway's verdict on the same data plus the transport fields: same validity, same problems.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../schemas/brand';
import {
  compileRegistration,
  registrationAjvOptions,
  type CompiledRegistration,
  type RegistrationMode,
} from '../../../schemas/compile-registration';
import { registrationProblems, type AjvErrorLike } from '../../../schemas/compile-registration-request';
import { moduleIds, type ModuleFlags } from '../../../schemas/modules';
import { registerPatterns } from '../../../schemas/register-patterns';
import { registrationFields, type FieldRule, type RegisterRules } from '../../../schemas/register-rules';
import { checkRegistrationPayload } from './registration-validation';

const browser = customizeValidator({ ajvOptionsOverrides: registrationAjvOptions });

const lengthArb = fc.option(fc.integer({ min: 0, max: 40 }), { nil: null });
const ruleArb: fc.Arbitrary<FieldRule> = fc
  .record({
    enabled: fc.boolean(),
    required: fc.boolean(),
    minLength: lengthArb,
    maxLength: lengthArb,
    patternId: fc.option(fc.integer({ min: 0, max: registerPatterns.length - 1 }), { nil: null }),
    acceptedPattern: fc.constantFrom(null, null, '*', '^[0-9]+$', '^[a-z]{2,}$', '^\\p{L}+$', '[a-z'),
  })
  .map((r) =>
    r.minLength !== null && r.maxLength !== null && r.minLength > r.maxLength
      ? { ...r, maxLength: r.minLength }
      : r,
  );
const rulesArb: fc.Arbitrary<RegisterRules> = fc.dictionary(fc.constantFrom(...registrationFields), ruleArb, {
  maxKeys: 12,
});
const modulesArb: fc.Arbitrary<ModuleFlags> = fc.record(
  Object.fromEntries(moduleIds.map((id) => [id, fc.boolean()])) as Record<
    keyof ModuleFlags,
    fc.Arbitrary<boolean>
  >,
);
const brandArb = fc.record({
  minimumAge: fc.constantFrom(18, 21),
  birthdayAge: fc.constantFrom(undefined, 21),
});

/** Texts that hit the patterns' edges: scripts, digits, spaces, dates, e-mails, control characters. */
const textArb = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,18}$/),
  fc.stringMatching(/^[0-9]{1,16}$/),
  fc.constantFrom(
    '王小明',
    'สมชาย ใจดี',
    '김민준',
    'やまだ',
    'John Smith',
    'Passw0rd!',
    'a@b.co',
    '2000-01-31',
    '12-25-1990',
    'tab\there',
    '',
    ' ',
    '+86',
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ minLength: 250, maxLength: 300 }),
);
const valueArb = fc.oneof(
  { weight: 6, arbitrary: textArb },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, 12, null, ['x'], { a: 1 }) },
);

function formDataArb(compiled: CompiledRegistration): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(compiled.schema.properties);
  const entries = names.map((name) => {
    const isAgreement = compiled.schema.properties[name]?.type === 'boolean';
    const present = isAgreement
      ? fc.oneof({ weight: 5, arbitrary: fc.constant<unknown>(true) }, { weight: 1, arbitrary: valueArb })
      : valueArb;
    return fc.option(present, { nil: undefined, freq: 3 });
  });
  return fc
    .tuple(
      fc.tuple(...entries),
      fc.option(fc.constantFrom('admin', 'vip', 'type'), { nil: undefined, freq: 4 }),
    )
    .map(([values, extra]) => {
      const data: Record<string, unknown> = {};
      names.forEach((name, i) => {
        if (values[i] !== undefined) data[name] = values[i];
      });
      // The confirmation often repeats the password, as a person types it.
      if (typeof data.password === 'string' && values.length % 2 === 0) data.confirmPassword = data.password;
      if (extra) data[extra] = 'x';
      return data;
    });
}

const transport = (compiled: CompiledRegistration) => ({
  registerMethod: 'WEB',
  registerUrl: 'https://aurora.example/register',
  domain: 'aurora.example',
  ...(compiled.humanVerification === 'captcha' ? { captchaId: '3f1c2a9e-0000-4000-8000-000000000000' } : {}),
});

const seeds = ['a', 'A', 'Ab1!', '1', '王', 'ก', '김', 'や', 'John Smith', 'Passw0rd!', 'Nguyễn An', '+86'];
const fixed = ['2000-01-31', '12-25-1990', 'a@b.co', 'first.last@mail.example.org'];

/** The first of many candidate texts that satisfies a string property on its own, or null. */
function satisfying(prop: { minLength?: number; maxLength: number; pattern?: string }): string | null {
  const re = prop.pattern ? new RegExp(prop.pattern, 'u') : null;
  const fits = (t: string) =>
    [...t].length >= (prop.minLength ?? 0) && [...t].length <= prop.maxLength && (!re || re.test(t));
  for (const t of fixed) if (fits(t)) return t;
  for (let n = 1; n <= 64; n += 1) {
    for (const seed of seeds) {
      const t = seed.repeat(n);
      if (fits(t)) return t;
    }
    const mail = `${'a'.repeat(n)}@b.co`;
    if (fits(mail)) return mail;
  }
  return null;
}

function satisfyingForm(compiled: CompiledRegistration): Record<string, unknown> | null {
  const data: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(compiled.schema.properties)) {
    if (prop.type === 'boolean') data[name] = true;
    else if (name === 'confirmPassword') continue;
    else {
      const text = satisfying(prop);
      if (text === null) return null;
      data[name] = text;
    }
  }
  if ('confirmPassword' in compiled.schema.properties) data.confirmPassword = data.password;
  return data;
}

const caseArb = fc
  .tuple(brandArb, modulesArb, rulesArb, fc.constantFrom<RegistrationMode>('register', 'registerMobile'))
  .map(([ages, modules, rules, mode]) =>
    compileRegistration(
      { minimumAge: ages.minimumAge, birthdayAge: ages.birthdayAge } as Brand,
      modules,
      rules,
      mode,
    ),
  )
  .chain((compiled) => fc.tuple(fc.constant(compiled), formDataArb(compiled)));

describe('browser and gateway verdicts', () => {
  it('agree on validity and on every field problem', () => {
    fc.assert(
      fc.property(caseArb, ([compiled, formData]) => {
        const schema = compiled.schema as unknown as Parameters<typeof browser.validateFormData>[1];
        const browserErrors = browser.validateFormData(formData, schema).errors;
        const raw = browser.rawValidation<AjvErrorLike>(schema, formData).errors ?? [];
        const browserProblems = registrationProblems(compiled, raw);
        const gatewayProblems = checkRegistrationPayload(compiled, { ...formData, ...transport(compiled) });
        expect(gatewayProblems.length === 0).toBe(browserErrors.length === 0);
        expect(gatewayProblems.map((p) => p.field).sort()).toEqual(
          browserProblems.map((p) => p.field).sort(),
        );
        expect(gatewayProblems).toEqual(browserProblems);
      }),
      { numRuns: 400 },
    );
  });

  it('the gateway accepts every form the browser accepts (forms built to satisfy the schema)', () => {
    let built = 0;
    fc.assert(
      fc.property(caseArb, ([compiled]) => {
        const data = satisfyingForm(compiled);
        fc.pre(data !== null);
        const schema = compiled.schema as unknown as Parameters<typeof browser.validateFormData>[1];
        fc.pre(browser.validateFormData(data, schema).errors.length === 0);
        built += 1;
        expect(checkRegistrationPayload(compiled, { ...data, ...transport(compiled) })).toEqual([]);
      }),
      { numRuns: 200 },
    );
    expect(built).toBeGreaterThan(50);
  });
});
