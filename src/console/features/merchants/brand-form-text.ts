/**
 * The brand form in the staff member's language. schemas/brand.schema.json is written for the
 * checker and for developers: its property names are config keys and its descriptions cite
 * decisions. The console shows each field under `console.brand_field.<property>` (a language
 * code under the language's own name), with a short hint (`console.brand_hint.…`) where the
 * value has a format to follow, and nothing of the developers' notes. rjsf's own words (Add,
 * Remove, Move up …) come from `console.rjsf.…`.
 */
import { TranslatableString, type RJSFSchema } from '@rjsf/utils';
import type { IntlShape } from 'react-intl';
import { isLangCode, languages } from '../../../../schemas/languages';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Hints by the definition a field refers to. */
const hintByDefinition: Record<string, string> = {
  colour: 'console.brand_hint.colour',
  hostname: 'console.brand_hint.host',
  cdn: 'console.brand_hint.cdn',
  assetPath: 'console.brand_hint.asset',
  fontStack: 'console.brand_hint.font_stack',
  httpsUrl: 'console.brand_hint.https_url',
  amountMinor: 'console.brand_hint.minor_units',
};

/** Hints by property name (the same name means the same kind of value wherever it appears). */
const hintByProperty: Record<string, string> = {
  merchant: 'console.brand_hint.merchant_code',
  defaultCountry: 'console.brand_hint.country',
  minMinor: 'console.brand_hint.minor_units',
  maxMinor: 'console.brand_hint.minor_units',
  dailyMaxMinor: 'console.brand_hint.minor_units',
  autoReceiptMinutes: 'console.brand_hint.auto_receipt',
  clientSecretEnv: 'console.brand_hint.secret_env',
  ticketSecretEnv: 'console.brand_hint.secret_env',
  gameOpenMode: 'console.brand_hint.game_open_mode',
  issuer: 'console.brand_hint.https_or_dev',
  provider: 'console.brand_hint.https_or_dev',
  single: 'console.brand_hint.single_wallet',
  font: 'console.brand_hint.font_stack',
};

function definitionOf(schema: Json): string | undefined {
  const ref = schema.$ref;
  return typeof ref === 'string' && ref.startsWith('#/definitions/') ? ref.slice('#/definitions/'.length) : undefined;
}

/** The words of one property's schema; rjsf lets a title and a description beside $ref win. */
function fieldInWords(name: string, schema: Json, parent: string | undefined, intl: IntlShape): Json {
  const inner = inWords(schema, intl, name);
  // A live-chat provider is an address like a social-login issuer; an analytics provider is a code.
  const hint = name === 'provider' && parent !== 'liveChat' ? undefined : hintByProperty[name] ?? hintByDefinition[definitionOf(schema) ?? ''];
  const title = isLangCode(name) ? languages[name].name : intl.formatMessage({ id: `console.brand_field.${name}` });
  const out: Json = { ...inner, title };
  if (hint) out.description = intl.formatMessage({ id: hint });
  return out;
}

/** `owner`: the property or definition this schema is the value of. */
function inWords(schema: Json, intl: IntlShape, owner?: string): Json {
  const out: Json = { ...schema };
  delete out.title;
  delete out.description;
  if (isObject(schema.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, sub]) => [name, isObject(sub) ? fieldInWords(name, sub, owner, intl) : sub]),
    );
  }
  if (isObject(schema.items)) {
    const items = inWords(schema.items, intl);
    const hint = hintByDefinition[definitionOf(schema.items) ?? ''];
    out.items = hint ? { ...items, description: intl.formatMessage({ id: hint }) } : items;
  }
  if (isObject(schema.definitions)) {
    out.definitions = Object.fromEntries(
      Object.entries(schema.definitions).map(([name, sub]) => [name, isObject(sub) ? inWords(sub, intl, name) : sub]),
    );
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = list.map((s: unknown) => (isObject(s) ? inWords(s, intl, owner) : s));
  }
  return out;
}

/** The brand schema with every field titled and hinted in the language of `intl`. */
export function brandFormSchema(schema: RJSFSchema, intl: IntlShape): RJSFSchema {
  return inWords(schema as Json, intl) as RJSFSchema;
}

const rjsfKeys: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'console.rjsf.item',
  [TranslatableString.EmptyArray]: 'console.rjsf.empty_array',
  [TranslatableString.YesLabel]: 'console.rjsf.yes',
  [TranslatableString.NoLabel]: 'console.rjsf.no',
  [TranslatableString.CloseLabel]: 'console.rjsf.close',
  [TranslatableString.ErrorsLabel]: 'console.rjsf.errors',
  [TranslatableString.NewStringDefault]: 'console.rjsf.new_value',
  [TranslatableString.AddButton]: 'console.rjsf.add',
  [TranslatableString.AddItemButton]: 'console.rjsf.add',
  [TranslatableString.CopyButton]: 'console.rjsf.copy',
  [TranslatableString.MoveDownButton]: 'console.rjsf.move_down',
  [TranslatableString.MoveUpButton]: 'console.rjsf.move_up',
  [TranslatableString.RemoveButton]: 'console.rjsf.remove',
  [TranslatableString.OptionalObjectAdd]: 'console.rjsf.optional_add',
  [TranslatableString.OptionalObjectRemove]: 'console.rjsf.optional_remove',
  [TranslatableString.OptionalObjectEmptyMsg]: 'console.rjsf.optional_empty',
  [TranslatableString.Type]: 'console.rjsf.type',
  [TranslatableString.Value]: 'console.rjsf.value',
  [TranslatableString.ClearButton]: 'console.rjsf.clear',
  [TranslatableString.ClearLabel]: 'console.rjsf.clear',
};

/** rjsf's translateString for the console: its own words as console keys, parameters kept. */
export function consoleRjsfTranslator(intl: IntlShape): (key: TranslatableString, params?: string[]) => string {
  return (key, params = []) => {
    const id = rjsfKeys[key];
    if (id) return intl.formatMessage({ id });
    if (key === TranslatableString.OptionPrefix) return intl.formatMessage({ id: 'console.rjsf.option' }, { n: params[0] ?? '' });
    if (key === TranslatableString.TitleOptionPrefix) {
      return intl.formatMessage({ id: 'console.rjsf.title_option' }, { title: params[0] ?? '', n: params[1] ?? '' });
    }
    if (key === TranslatableString.KeyLabel) return intl.formatMessage({ id: 'console.rjsf.key_label' }, { name: params[0] ?? '' });
    // The rest name a schema the brand form never has (unsupported fields, files, dates, cycles).
    return intl.formatMessage({ id: 'console.rjsf.unsupported' });
  };
}
