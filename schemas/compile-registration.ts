/**
 * compileRegistration(brand, modules, rules, mode): the one JSON Schema (draft-07) that renders
 * the register form in the browser (@rjsf/core 6, with its uiSchema) and validates the register
 * call in the gateway (§2.4, §3, §5; docs/decisions/018-registration.md). Pure and fast: no I/O,
 * no regular-expression compilation except checking a server pattern once.
 *
 * Modes: `register` (USERNAMEREG3) and `registerMobile` (MOBILENUMREG3; MOBILENUMPASSREG3 adds a
 * password, REGMOBVERF3 the SMS code). Every text is a message key; never English.
 * The confirmation is `const: { $data: '1/password' }`: validate with ajv `$data: true` on both
 * sides (registrationAjvOptions).
 */
import type { Brand } from './brand';
import {
  defaultPasswordLength,
  fieldSpecs,
  maxTextLength,
  offRule,
  planFields,
  type RegistrationWidget,
} from './compile-registration-fields';
import type { ModuleFlags } from './modules';
import { effectivePattern } from './register-patterns';
import type { FieldRule, RegisterRules, RegistrationField } from './register-rules';

export type RegistrationMode = 'register' | 'registerMobile';
export const registrationModes: readonly RegistrationMode[] = ['register', 'registerMobile'];

/** A message key with its ICU values. */
export interface MessageRef {
  key: string;
  values?: Record<string, number | string>;
}

export interface StringProperty {
  type: 'string';
  minLength?: number;
  maxLength: number;
  pattern?: string;
  const?: { $data: string };
}
export interface AgreementProperty {
  type: 'boolean';
  enum: [true];
}
export type RegistrationProperty = StringProperty | AgreementProperty;

export interface RegistrationSchema {
  $schema: 'http://json-schema.org/draft-07/schema#';
  type: 'object';
  additionalProperties: false;
  required: string[];
  properties: Record<string, RegistrationProperty>;
  /** draft-07 property dependencies (a mobile number needs its dialing code). */
  dependencies: Record<string, string[]>;
}

export interface FieldUi {
  'ui:title': string;
  'ui:help'?: string;
  'ui:widget'?: RegistrationWidget;
  'ui:autocomplete'?: string;
  'ui:options': {
    /** ICU values of ui:help, e.g. { min, max } or { count }. */
    helpValues?: Record<string, number>;
    /** Message key describing the expected format (the pattern's hint). */
    formatHint?: string;
    inputMode?: string;
    /** The field this one must equal (confirmations). */
    equals?: string;
    /** Agreements: the ICU values of the label, e.g. { age }. */
    titleValues?: Record<string, number>;
  };
}

export type RegistrationUiSchema = { 'ui:order': string[] } & Record<string, FieldUi | string[]>;

/** How the visitor proves they are a person: the image captcha where the captcha rule is on, else a proof of work. */
export type HumanVerification = 'captcha' | 'proofOfWork';

export interface CompiledRegistration {
  mode: RegistrationMode;
  /** Whether the mode's module is on; when off the form must not show and the gateway refuses. */
  enabled: boolean;
  humanVerification: HumanVerification;
  schema: RegistrationSchema;
  uiSchema: RegistrationUiSchema;
  /** field -> ajv keyword -> message (see registrationMessageFor). */
  messages: Record<string, Record<string, MessageRef>>;
}

/** ajv options both sides add (validator-ajv8's customizeValidator ajvOptionsOverrides, and the gateway). */
export const registrationAjvOptions = { $data: true } as const;

/** The agreement checkboxes (§5): age (brand.minimumAge, default 18), terms, and the birthday age where configured. */
export const agreementFields = ['ageConfirmed', 'termsAccepted', 'birthdayConfirmed'] as const;

const off = offRule;

function lengthsOf(field: RegistrationField, rule: FieldRule): { min: number | null; max: number | null } {
  if (fieldSpecs[field].social) return { min: null, max: null };
  if (field === 'password' || field === 'confirmPassword') {
    return {
      min: rule.minLength ?? defaultPasswordLength.min,
      max: rule.maxLength ?? defaultPasswordLength.max,
    };
  }
  return { min: rule.minLength, max: rule.maxLength };
}

/** §5: the hint substitutes (min) and (max); equal values give one number. */
export function lengthHint(min: number | null, max: number | null): MessageRef | null {
  if (min !== null && min > 0 && max !== null) {
    return min === max
      ? { key: 'register.hint.length_exact', values: { count: min } }
      : { key: 'register.hint.length_range', values: { min, max } };
  }
  if (min !== null && min > 0) return { key: 'register.hint.length_min', values: { min } };
  if (max !== null) return { key: 'register.hint.length_max', values: { max } };
  return null;
}

interface Built {
  property: StringProperty;
  ui: FieldUi;
  messages: Record<string, MessageRef>;
}

function buildText(field: RegistrationField, rule: FieldRule, required: boolean): Built {
  const spec = fieldSpecs[field];
  const { min, max } = lengthsOf(field, rule);
  const cap = Math.min(max ?? maxTextLength, maxTextLength);
  const floor = Math.max(min ?? 0, required ? 1 : 0);
  const pattern = effectivePattern(field === 'confirmPassword' ? off : rule);
  const property: StringProperty = { type: 'string', maxLength: Math.max(cap, floor) };
  if (floor > 0) property.minLength = floor;
  property.pattern = pattern.source;
  const hint = lengthHint(min, max === null ? null : cap);
  const length: MessageRef = spec.lengthMessage
    ? { key: spec.lengthMessage }
    : hint
      ? {
          key: hint.key.replace('register.hint.', 'register.error.'),
          ...(hint.values ? { values: hint.values } : {}),
        }
      : { key: 'register.error.length' };
  const messages: Record<string, MessageRef> = {
    required: { key: spec.requiredMessage ?? 'register.error.required' },
    minLength:
      floor === 1 && (min ?? 0) <= 1 ? { key: spec.requiredMessage ?? 'register.error.required' } : length,
    maxLength: length,
    pattern: { key: spec.formatMessage ?? pattern.messageKey },
    type: { key: 'register.error.required' },
  };
  const ui: FieldUi = { 'ui:title': spec.label, 'ui:options': {} };
  if (hint && !spec.social) {
    ui['ui:help'] = hint.key;
    ui['ui:options'].helpValues = hint.values as Record<string, number>;
  }
  if (pattern.messageKey !== 'register.pattern.any') ui['ui:options'].formatHint = pattern.messageKey;
  if (spec.widget) ui['ui:widget'] = spec.widget;
  if (spec.autocomplete) ui['ui:autocomplete'] = spec.autocomplete;
  if (spec.inputMode) ui['ui:options'].inputMode = spec.inputMode;
  if (field === 'confirmPassword') {
    property.const = { $data: '1/password' };
    messages.const = { key: 'error.password_confirm' };
    ui['ui:options'].equals = 'password';
  }
  return { property, ui, messages };
}

function agreement(
  label: string,
  error: MessageRef,
  values?: Record<string, number>,
): { property: AgreementProperty; ui: FieldUi; messages: Record<string, MessageRef> } {
  const ui: FieldUi = {
    'ui:title': label,
    'ui:widget': 'agreement',
    'ui:options': values ? { titleValues: values } : {},
  };
  return {
    property: { type: 'boolean', enum: [true] },
    ui,
    messages: { required: error, enum: error, type: error },
  };
}

export function compileRegistration(
  brand: Brand,
  modules: ModuleFlags,
  rules: RegisterRules,
  mode: RegistrationMode,
): CompiledRegistration {
  const plan = planFields(modules, rules, mode === 'registerMobile');
  const properties: Record<string, RegistrationProperty> = {};
  const required: string[] = [];
  const uiSchema: RegistrationUiSchema = { 'ui:order': [] };
  const messages: Record<string, Record<string, MessageRef>> = {};
  const dependencies: Record<string, string[]> = {};
  const add = (
    name: string,
    built: { property: RegistrationProperty; ui: FieldUi; messages: Record<string, MessageRef> },
    isRequired: boolean,
  ) => {
    properties[name] = built.property;
    uiSchema[name] = built.ui;
    uiSchema['ui:order'].push(name);
    messages[name] = built.messages;
    if (isRequired) required.push(name);
  };

  for (const { field, required: isRequired } of plan) {
    const rule = rules[field] ?? (field === 'confirmPassword' ? rules.password : undefined) ?? off;
    if (field === 'mobileNum') {
      const dialing: StringProperty = {
        type: 'string',
        minLength: 1,
        maxLength: 5,
        pattern: '^\\+?[1-9][0-9]{0,3}$',
      };
      const phone = buildText(field, rule, isRequired);
      if (!rule.acceptedPattern && rule.patternId === null) phone.property.pattern = '^[0-9][0-9 ()./-]*$';
      add(
        'countryDialingCode',
        {
          property: dialing,
          ui: { 'ui:title': 'register.field.dialing_code', 'ui:widget': 'dialingCode', 'ui:options': {} },
          messages: {
            required: { key: 'error.phone_invalid' },
            pattern: { key: 'error.phone_invalid' },
            minLength: { key: 'error.phone_invalid' },
            maxLength: { key: 'error.phone_invalid' },
            type: { key: 'error.phone_invalid' },
          },
        },
        isRequired,
      );
      add(field, phone, isRequired);
      if (!isRequired)
        dependencies.mobileNum = plan.some((p) => p.field === 'verificationCode')
          ? ['countryDialingCode', 'verificationCode']
          : ['countryDialingCode'];
      continue;
    }
    add(field, buildText(field, rule, isRequired), isRequired);
  }

  const humanVerification: HumanVerification = plan.some((p) => p.field === 'captcha')
    ? 'captcha'
    : 'proofOfWork';
  if (humanVerification === 'proofOfWork') {
    const pow: Built = {
      property: { type: 'string', minLength: 1, maxLength: 4000 },
      ui: { 'ui:title': 'register.field.proof_of_work', 'ui:widget': 'proofOfWork', 'ui:options': {} },
      messages: {
        required: { key: 'error.complete_verification' },
        minLength: { key: 'error.complete_verification' },
        maxLength: { key: 'error.captcha_failed' },
        type: { key: 'error.complete_verification' },
      },
    };
    add('proofOfWork', pow, true);
  }

  const age = brand.minimumAge > 0 ? brand.minimumAge : 18;
  add(
    'ageConfirmed',
    agreement('register.agree.age', { key: 'register.error.confirm_age', values: { age } }, { age }),
    true,
  );
  if (brand.birthdayAge !== undefined && brand.birthdayAge > 0) {
    const years = brand.birthdayAge;
    add(
      'birthdayConfirmed',
      agreement(
        'register.agree.birthday',
        { key: 'register.error.confirm_age', values: { age: years } },
        { age: years },
      ),
      true,
    );
  }
  add('termsAccepted', agreement('register.agree.terms', { key: 'register.error.accept_terms' }), true);

  const enabled = mode === 'register' ? modules.USERNAMEREG3 : modules.MOBILENUMREG3;
  const schema: RegistrationSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    additionalProperties: false,
    required,
    properties,
    dependencies,
  };
  return { mode, enabled, humanVerification, schema, uiSchema, messages };
}

/** The message of one field problem (ajv keyword), with its values; unknown ones get "input cannot be empty"'s sibling. */
export function registrationMessageFor(
  compiled: CompiledRegistration,
  field: string,
  keyword: string,
): MessageRef {
  const known = compiled.messages[field]?.[keyword];
  if (known) return known;
  if (keyword === 'additionalProperties') return { key: 'register.error.unknown_field' };
  return { key: 'register.error.invalid' };
}
