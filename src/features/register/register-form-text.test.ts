import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/EN.json';
import type { Brand } from '../../../schemas/brand';
import { compileRegistration } from '../../../schemas/compile-registration';
import type { ModuleFlags } from '../../../schemas/modules';
import type { RegisterRules } from '../../../schemas/register-rules';
import { serverErrors, translatedErrors, uiSchemaInWords } from './register-form-text';

const intl = createIntl({ locale: 'en', messages: en as Record<string, string> });
const rules = {
  username: { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 1, acceptedPattern: null },
  idNumber: { enabled: true, required: false, minLength: null, maxLength: null, patternId: 16, acceptedPattern: null },
} as RegisterRules;
const compiled = compileRegistration({ minimumAge: 18 } as Brand, { USERNAMEREG3: true } as unknown as ModuleFlags, rules, 'register');

describe('register form in words', () => {
  it('turns the compiled keys into the catalogue’s text, with the (min)/(max) hint and the format hint', () => {
    const ui = uiSchemaInWords(compiled, Object.keys(compiled.schema.properties), intl);
    expect(ui.username).toMatchObject({ 'ui:title': en['register.field.username'], 'ui:help': `6–16 characters · ${en['register.pattern.letter_first_alnum']}` });
    expect(ui.ageConfirmed).toMatchObject({ 'ui:title': 'I confirm that I am 18 years of age or older.', 'ui:widget': 'agreement' });
    expect(ui['ui:order']).toEqual(compiled.uiSchema['ui:order']);
  });

  it('gives one §5 message per field, most basic first, and leaves the proof of work to the flow', () => {
    const errors = translatedErrors(
      compiled,
      [
        { name: 'pattern', property: '.username', params: {}, stack: '' },
        { name: 'minLength', property: '.username', params: {}, stack: '' },
        { name: 'pattern', property: '.idNumber', params: {}, stack: '' },
        { name: 'required', property: '.proofOfWork', params: { missingProperty: 'proofOfWork' }, stack: '' },
        { name: 'required', property: '.termsAccepted', params: { missingProperty: 'termsAccepted' }, stack: '' },
      ],
      intl,
    );
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['.username', intl.formatMessage({ id: 'register.error.length_range' }, { min: 6, max: 16 })],
      ['.idNumber', en['register.pattern.digits']],
      ['.termsAccepted', en['register.error.accept_terms']],
    ]);
  });

  it('places the gateway’s problems under their fields, translated, and leaves the others to the banner', () => {
    const placed = serverErrors(
      compiled,
      [
        { path: '/username', reason: 'taken', message: 'register.error.username_taken' },
        { path: '/idNumber', reason: 'pattern', message: 'whatever' },
        { path: '/termsAccepted', reason: 'odd', message: 'no.such.key' },
      ],
      Object.keys(compiled.schema.properties),
      intl,
    );
    expect(placed.placed).toBe(true);
    expect(placed.extra).toEqual({
      username: { __errors: [en['register.error.username_taken']] },
      // An ajv keyword gets the compiled message; an unknown key the generic one, never the raw key.
      idNumber: { __errors: [en['register.pattern.digits']] },
      termsAccepted: { __errors: [en['register.error.invalid']] },
    });
    const elsewhere = serverErrors(compiled, [{ path: '/code', reason: 'invalid', message: 'invitation_code_error' }], Object.keys(compiled.schema.properties), intl);
    expect(elsewhere.placed).toBe(false);
  });
});
