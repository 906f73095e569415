/**
 * Keeps the JSON Schemas and the TypeScript contracts from drifting apart. The `Shape` objects
 * below are checked by the compiler against the interfaces (every key, its kind and whether it
 * is optional); the tests then compare them with the schemas' properties and required lists.
 */
import { describe, expect, it } from 'vitest';
import type {
  Brand,
  BrandTheme,
  CustomerService,
  CustomerServiceChannel,
  HomeCounters,
  Licence,
  LotteryType,
  Palette,
  PrizeMode,
  Resource,
  ResourceType,
  SocialLoginProvider,
} from './brand';
import brandSchema from './brand.schema.json';
import { langCodes } from './languages';
import { moduleIds } from './modules';
import modulesSchema from './modules.schema.json';
import { registrationFields, type FieldRule } from './register-rules';
import registerRulesSchema from './register-rules.schema.json';

type Json = Record<string, unknown>;
type Kind<T> = T extends string
  ? 'string'
  : T extends number
    ? 'number'
    : T extends boolean
      ? 'boolean'
      : T extends readonly unknown[]
        ? 'array'
        : 'object';
/** key -> kind, with "?" when the key is optional or nullable. */
type Shape<T> = { [K in keyof T]-?: `${Kind<NonNullable<T[K]>>}${undefined extends T[K] ? '?' : ''}` };
type Nullable<T> = { [K in keyof T]-?: null extends T[K] ? true : false };
/** Exhaustive list of a string union: the compiler refuses a missing or extra member. */
const members = <T extends string>(all: Record<T, true>): string[] => Object.keys(all).sort();

const brand: Shape<Brand> = {
  merchant: 'string',
  name: 'string',
  platform: 'string',
  lotteryType: 'string',
  defaultLang: 'string',
  supportLanguages: 'array',
  esportGames: 'array',
  cockfightGames: 'array',
  inHouse: 'boolean',
  prizeModes: 'array',
  agentType: 'array',
  trialType: 'number',
  theme: 'object',
  domains: 'array',
  mainDomain: 'string',
  customerService: 'array',
  resources: 'array',
  homeCounters: 'object',
  licences: 'array',
  copyright: 'object',
  minimumAge: 'number',
  birthdayAge: 'number?',
  defaultCountry: 'string?',
  imageCDNs: 'array',
  launchGameCDNs: 'array',
  analytics: 'object',
  socialLogin: 'array?',
  payments: 'object?',
  wallet: 'object?',
  gameOpenMode: 'string?',
  agentTransfer: 'object?',
  liveChat: 'object?',
};
const socialLoginProvider: Shape<SocialLoginProvider> = {
  id: 'string',
  name: 'string',
  issuer: 'string',
  clientId: 'string',
  clientSecretEnv: 'string',
  scopes: 'array',
};
const theme: Shape<BrandTheme> = {
  light: 'object',
  dark: 'object',
  defaultMode: 'string',
  radius: 'number',
  font: 'string',
  fonts: 'object?',
  logo: 'string',
  logoDark: 'string?',
  favicon: 'string?',
};
const palette = Object.fromEntries(
  Object.keys({
    background: 1,
    surface: 1,
    surfaceRaised: 1,
    text: 1,
    textMuted: 1,
    primary: 1,
    onPrimary: 1,
    accent: 1,
    onAccent: 1,
    border: 1,
    focus: 1,
    success: 1,
    warning: 1,
    danger: 1,
    overlay: 1,
  } satisfies Record<keyof Palette, 1>).map((k) => [k, 'string']),
) as Shape<Palette>;
const resource: Shape<Resource> = { resourceType: 'string', url: 'string', labelNameEn: 'string?' };
const customerService: Shape<CustomerService> = { channel: 'string', url: 'string', handle: 'string' };
const homeCounters: Shape<HomeCounters> = {
  depositSeconds: 'number',
  withdrawSeconds: 'number',
  paymentPartners: 'number',
  gamePartners: 'number',
};
const licence: Shape<Licence> = { authority: 'string', text: 'object' };
const copyright: Shape<Brand['copyright']> = { from: 'number', to: 'number' };
const analytics: Shape<Brand['analytics']> = { provider: 'string', siteId: 'string?' };
const fieldRule: Shape<FieldRule> = {
  enabled: 'boolean',
  required: 'boolean',
  minLength: 'number',
  maxLength: 'number',
  patternId: 'number',
  acceptedPattern: 'string',
};
const fieldRuleNullable: Nullable<FieldRule> = {
  enabled: false,
  required: false,
  minLength: true,
  maxLength: true,
  patternId: true,
  acceptedPattern: true,
};

function resolve(node: unknown, root: Json): Json {
  const n = node as Json;
  if (typeof n.$ref !== 'string') return n;
  const name = n.$ref.replace('#/definitions/', '');
  return resolve((root.definitions as Json)[name], root);
}

/** The schema's own view of an object: key -> kind (+ "?" when not required or nullable). */
function schemaShape(node: unknown, root: Json): Record<string, string> {
  const s = resolve(node, root);
  const required = (s.required as string[] | undefined) ?? [];
  const out: Record<string, string> = {};
  for (const [key, prop] of Object.entries(s.properties as Json)) {
    const p = resolve(prop, root);
    const types = ([] as unknown[]).concat(p.type ?? (p.const !== undefined || p.enum ? 'string' : 'object'));
    const kind = String(types.find((t) => t !== 'null')).replace('integer', 'number');
    out[key] = `${kind}${required.includes(key) && !types.includes('null') ? '' : '?'}`;
  }
  return out;
}

const prop = (path: string[]): Json =>
  path.reduce<Json>((node, key) => resolve((node.properties as Json)[key], brandSchema), brandSchema);
const enumOf = (node: Json): string[] => [...((resolve(node, brandSchema).enum as string[]) ?? [])].sort();

describe('brand.schema.json matches the Brand interface', () => {
  it.each([
    ['Brand', [], brand],
    ['BrandTheme', ['theme'], theme],
    ['Palette (light)', ['theme', 'light'], palette],
    ['Palette (dark)', ['theme', 'dark'], palette],
    ['HomeCounters', ['homeCounters'], homeCounters],
    ['copyright', ['copyright'], copyright],
    ['analytics', ['analytics'], analytics],
  ] as const)('%s: same keys, kinds and optionality', (_name, path, shape) => {
    expect(schemaShape(prop([...path]), brandSchema)).toEqual(shape);
  });

  it.each([
    ['Resource', 'resources', resource],
    ['CustomerService', 'customerService', customerService],
    ['Licence', 'licences', licence],
    ['SocialLoginProvider', 'socialLogin', socialLoginProvider],
  ] as const)('%s: same keys, kinds and optionality', (_name, key, shape) => {
    expect(schemaShape(prop([key]).items, brandSchema)).toEqual(shape);
  });

  it('uses exactly the enum values of the TypeScript unions', () => {
    expect(enumOf(prop(['lotteryType']))).toEqual(
      members<LotteryType>({ SEA: true, VN: true, LOTT: true, ELOTT: true }),
    );
    expect(enumOf(prop(['prizeModes']).items as Json)).toEqual(
      members<PrizeMode>({ LOTT: true, ZY: true, ELOTT: true, SEA: true }),
    );
    expect(enumOf(prop(['customerService']).items as Json)).toEqual([]); // object, enum lives on channel
    expect(
      enumOf((resolve(prop(['customerService']).items, brandSchema).properties as Json).channel as Json),
    ).toEqual(members<CustomerServiceChannel>({ WHATSAPP: true, TELEGRAM: true, LINE: true }));
    const resourceTypes = members<ResourceType>({
      FACEBOOK: true,
      YOUTUBE: true,
      WHATSAPP: true,
      TIKTOK: true,
      INSTAGRAM: true,
      TWITTER: true,
      TELEGRAM: true,
      MOBILECONFIG: true,
      Android: true,
    });
    expect(
      enumOf((resolve(prop(['resources']).items, brandSchema).properties as Json).resourceType as Json),
    ).toEqual(resourceTypes);
    expect(enumOf(prop(['theme', 'defaultMode']))).toEqual(
      members<BrandTheme['defaultMode']>({ light: true, dark: true }),
    );
  });

  it('knows exactly the language codes of languages.ts, everywhere a language is named', () => {
    expect(enumOf(prop(['defaultLang']))).toEqual([...langCodes].sort());
    expect(enumOf(prop(['supportLanguages']).items as Json)).toEqual([...langCodes].sort());
    const text = resolve(
      (resolve(prop(['licences']).items, brandSchema).properties as Json).text,
      brandSchema,
    );
    expect(Object.keys(text.properties as Json).sort()).toEqual([...langCodes].sort());
  });
});

describe('modules.schema.json and register-rules.schema.json match their modules', () => {
  it('lists every module id of modules.ts, all required, nothing else', () => {
    expect(Object.keys(modulesSchema.properties)).toEqual(moduleIds);
    expect(modulesSchema.required).toEqual(moduleIds);
    expect(modulesSchema.additionalProperties).toBe(false);
  });

  it('lists every registration field of register-rules.ts, nothing else', () => {
    expect(Object.keys(registerRulesSchema.properties)).toEqual([...registrationFields]);
    expect(registerRulesSchema.additionalProperties).toBe(false);
  });

  it('describes FieldRule exactly (nullable numbers and pattern)', () => {
    const rule = resolve(registerRulesSchema.definitions.fieldRule, registerRulesSchema);
    const shape = schemaShape(rule, registerRulesSchema);
    const expected = Object.fromEntries(
      Object.entries(fieldRule).map(([k, kind]) => [
        k,
        `${kind}${fieldRuleNullable[k as keyof FieldRule] ? '?' : ''}`,
      ]),
    );
    expect(shape).toEqual(expected);
  });

  it('sets additionalProperties false on every object schema', () => {
    const objects: Json[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (typeof node === 'object' && node !== null) {
        const n = node as Json;
        if (n.type === 'object') objects.push(n);
        Object.entries(n)
          .filter(([k]) => k !== 'examples')
          .forEach(([, v]) => walk(v));
      }
    };
    [brandSchema, modulesSchema, registerRulesSchema].forEach(walk);
    expect(objects.length).toBeGreaterThan(10);
    for (const o of objects) expect(o.additionalProperties).toBe(false);
  });
});
