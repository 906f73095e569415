/**
 * Every word the register form shows comes from locales/ in the current language: the compiled
 * uiSchema's keys become text (labels, the (min)/(max) hints, format hints), the validator's
 * errors become the §5 messages of schemas/compile-registration (one per field, the same
 * mapping the gateway answers with), the gateway's per-field problems are shown under their
 * field, and RJSF's own strings go through translateString.
 */
import type { IntlShape } from 'react-intl';
import { TranslatableString, type ErrorSchema, type RJSFValidationError, type UiSchema } from '@rjsf/utils';
import {
  registrationMessageFor,
  type CompiledRegistration,
  type FieldUi,
  type MessageRef,
} from '../../../schemas/compile-registration';
import { registrationProblems, type AjvErrorLike } from '../../../schemas/compile-registration-request';
import type { ServerProblem } from '../../../machines/register.machine';

/** Fields the flow fills itself (the proof of work): their schema errors are not the player's to fix. */
export const flowFilledFields = ['proofOfWork'] as const;

export function messageText(intl: IntlShape, ref: MessageRef): string {
  return intl.formatMessage({ id: ref.key }, ref.values);
}

/** The compiled uiSchema in words, ordered by the validator's schema (the fields the gateway checks now). */
export function uiSchemaInWords(compiled: CompiledRegistration, properties: readonly string[], intl: IntlShape): UiSchema {
  const order = compiled.uiSchema['ui:order'].filter((f) => properties.includes(f));
  for (const f of properties) if (!order.includes(f)) order.push(f);
  const ui: UiSchema = { 'ui:order': order, 'ui:submitButtonOptions': { norender: true } };
  for (const name of order) {
    const field = compiled.uiSchema[name] as FieldUi | undefined;
    if (!field || Array.isArray(field)) continue;
    const options = field['ui:options'];
    const help = [
      field['ui:help'] ? intl.formatMessage({ id: field['ui:help'] }, options.helpValues) : null,
      options.formatHint ? intl.formatMessage({ id: options.formatHint }) : null,
    ].filter((x): x is string => x !== null);
    ui[name] = {
      'ui:title': intl.formatMessage({ id: field['ui:title'] }, options.titleValues),
      ...(field['ui:widget'] ? { 'ui:widget': field['ui:widget'] } : {}),
      ...(field['ui:autocomplete'] ? { 'ui:autocomplete': field['ui:autocomplete'] } : {}),
      ...(help.length ? { 'ui:help': help.join(' · ') } : {}),
      ...(field['ui:widget'] === 'dialingCode' ? { 'ui:label': false } : {}),
      'ui:options': { ...(options.inputMode ? { inputMode: options.inputMode } : {}) },
    };
  }
  return ui;
}

function ajvLike(error: RJSFValidationError): AjvErrorLike {
  const path = (error.property ?? '').replace(/^\./, '').split('.').filter(Boolean).join('/');
  return { keyword: error.name ?? '', instancePath: path ? `/${path}` : '', params: (error.params ?? {}) as Record<string, unknown> };
}

/** RJSF transformErrors: one translated §5 message per field, in form order; the flow-filled fields left out. */
export function translatedErrors(compiled: CompiledRegistration, errors: readonly RJSFValidationError[], intl: IntlShape): RJSFValidationError[] {
  return registrationProblems(compiled, errors.map(ajvLike))
    .filter((p) => !(flowFilledFields as readonly string[]).includes(p.field))
    .map((p) => {
      const message = messageText(intl, p.message);
      return { name: p.reason, property: `.${p.field}`, message, stack: message, params: {} };
    });
}

/** Pure: the message of one problem the gateway named (its ajv keyword's message with values, else its own key). */
export function problemMessage(compiled: CompiledRegistration, problem: ServerProblem, known: (key: string) => boolean): MessageRef {
  const field = problem.path.slice(1);
  if (compiled.messages[field]?.[problem.reason]) return registrationMessageFor(compiled, field, problem.reason);
  return known(problem.message) ? { key: problem.message } : { key: 'register.error.invalid' };
}

/** The gateway's problems on fields the form shows, as RJSF extraErrors; the rest stay for the banner. */
export function serverErrors(
  compiled: CompiledRegistration,
  problems: readonly ServerProblem[],
  shown: readonly string[],
  intl: IntlShape,
): { extra: ErrorSchema; placed: boolean } {
  const extra: Record<string, { __errors: string[] }> = {};
  const known = (key: string) => Object.prototype.hasOwnProperty.call(intl.messages, key);
  for (const problem of problems) {
    const field = problem.path.slice(1);
    if (!shown.includes(field) || extra[field]) continue;
    extra[field] = { __errors: [messageText(intl, problemMessage(compiled, problem, known))] };
  }
  return { extra: extra as ErrorSchema, placed: Object.keys(extra).length > 0 };
}

/** RJSF's own strings (labels of controls a flat register form rarely shows) from the catalogue. */
const rjsfKeys: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ErrorsLabel]: 'register.rjsf_errors',
  [TranslatableString.CloseLabel]: 'modal.close',
  [TranslatableString.YesLabel]: 'register.rjsf_yes',
  [TranslatableString.NoLabel]: 'register.rjsf_no',
  [TranslatableString.ClearButton]: 'register.rjsf_clear',
  [TranslatableString.ClearLabel]: 'register.rjsf_clear',
};

export function rjsfTranslator(intl: IntlShape): (key: TranslatableString, params?: string[]) => string {
  // A string without a key belongs to a control the register schema never has (arrays, files …).
  return (key) => {
    const id = rjsfKeys[key];
    return id ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'register.error.invalid' });
  };
}
