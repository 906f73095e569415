import { TranslatableString, type RJSFSchema } from '@rjsf/utils';
import { readFileSync } from 'node:fs';
import { createIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import brandSchema from '../../../../schemas/brand.schema.json';
import { catalogueLanguages, languages, type LangCode } from '../../../../schemas/languages';
import { brandFormSchema, consoleRjsfTranslator } from './brand-form-text';

const schema = brandSchema as unknown as RJSFSchema;

function intlOf(code: LangCode): IntlShape {
  const messages = JSON.parse(readFileSync(`locales/${code}.json`, 'utf8')) as Record<string, string>;
  // A missing key throws, rather than showing the key.
  return createIntl({ locale: languages[code].tag, messages, onError: (e) => { throw e; } });
}

interface Field {
  path: string;
  title: unknown;
  description: unknown;
}

/** Every property of the form schema (definitions included), with its title and description. */
function fieldsOf(node: unknown, path = ''): Field[] {
  if (typeof node !== 'object' || node === null) return [];
  const o = node as Record<string, unknown>;
  const out: Field[] = [];
  for (const [name, sub] of Object.entries((o.properties as Record<string, Record<string, unknown>> | undefined) ?? {})) {
    out.push({ path: `${path}/${name}`, title: sub.title, description: sub.description }, ...fieldsOf(sub, `${path}/${name}`));
  }
  if (o.items) out.push(...fieldsOf(o.items, `${path}/items`));
  for (const [name, sub] of Object.entries((o.definitions as Record<string, unknown> | undefined) ?? {})) out.push(...fieldsOf(sub, `#${name}`));
  return out;
}

describe('the brand form in the staff member’s language', () => {
  const english = fieldsOf(brandFormSchema(schema, intlOf('EN')));

  it('titles every field in words, never by its config key, and drops the developers’ notes', () => {
    expect(english.length).toBeGreaterThan(100);
    const raw = english.filter((f) => typeof f.title !== 'string' || f.title === f.path.split('/').pop());
    // Language codes are titled by the language's own name ("日本語"), which is never the code.
    expect(raw.map((f) => f.path)).toEqual([]);
    const byPath = new Map(english.map((f) => [f.path, f]));
    expect(byPath.get('/merchant')).toMatchObject({ title: 'Merchant code', description: expect.stringMatching(/lower-case letter/) });
    expect(byPath.get('/agentTransfer/minMinor')?.description).toBe('In minor units: 100 means 1.00');
    expect(byPath.get('#palette/surfaceRaised')).toMatchObject({ title: 'Raised surface', description: '#rrggbb, #rrggbbaa or rgba(r, g, b, a)' });
    expect(byPath.get('#theme/fonts/JA')?.title).toBe('日本語');
    // The live chat's provider is an address; the analytics provider is a code and gets no address hint.
    expect(byPath.get('/liveChat/provider')?.description).toMatch(/https/);
    expect(byPath.get('/analytics/provider')?.description).toBeUndefined();
    const notes = english.filter((f) => typeof f.description === 'string' && /decisions|issue \d|§/.test(f.description));
    expect(notes).toEqual([]);
    expect((brandFormSchema(schema, intlOf('EN')) as { description?: string }).description).toBeUndefined();
  });

  it.each(catalogueLanguages.filter((c) => c !== 'EN'))('%s has every title and hint, and none left in English', (code) => {
    const fields = fieldsOf(brandFormSchema(schema, intlOf(code)));
    expect(fields.map((f) => f.path)).toEqual(english.map((f) => f.path));
    const translated = fields.filter((f, i) => f.title !== english[i]?.title).length;
    // Language names and a few acronyms (ID, URL) may read the same; most titles may not.
    expect(translated / fields.length).toBeGreaterThan(0.6);
  });

  it('gives rjsf’s own buttons and option labels in the language, parameters kept', () => {
    const ja = consoleRjsfTranslator(intlOf('JA'));
    const en = consoleRjsfTranslator(intlOf('EN'));
    expect(en(TranslatableString.AddItemButton)).toBe('Add');
    expect(ja(TranslatableString.AddItemButton)).not.toBe('Add');
    expect(ja(TranslatableString.RemoveButton)).not.toBe(en(TranslatableString.RemoveButton));
    expect(en(TranslatableString.OptionPrefix, ['2'])).toBe('Option 2');
    expect(ja(TranslatableString.TitleOptionPrefix, ['Theme', '3'])).toContain('3');
    expect(en(TranslatableString.UnsupportedField)).toBe('This field cannot be edited here');
  });
});
