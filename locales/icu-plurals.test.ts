/**
 * Every catalogue is ICU MessageFormat that react-intl can format the way EN's messages are used:
 * each message parses, names the same arguments as EN with the same kind (a plural stays a
 * plural, a number stays a number, a tag stays a tag), and each plural uses exactly the plural
 * categories of its language (CLDR, as Intl.PluralRules knows them): JA, KO, ID, CN, TW, TH, VI
 * only `other`; HI, EN, ES … `one` and `other`; RU `one`, `few`, `many`, `other`; AR all six.
 * Exact matches (=0) may be added in any language. docs/decisions/054-catalogues-and-languages.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { isLangCode, languages } from '../schemas/languages';

const dir = import.meta.dirname;
const codes = fs
  .readdirSync(dir)
  .filter((f) => /^[A-Z]{2}\.json$/.test(f))
  .map((f) => f.slice(0, 2));
const read = (code: string) => JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const english = read('EN');

const kinds: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.tag]: 'tag',
};

/** "name:kind" of every argument and tag, in every branch. */
function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.plural) into.add(`${el.value}:${el.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}`);
    else into.add(`${el.value}:${kinds[el.type] ?? 'other'}`);
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) signature(option.value, into);
    }
    if (el.type === TYPE.tag) signature(el.children, into);
  }
  return into;
}

/**
 * Whole numbers a plural is given here: enough to meet every integer category of every language
 * up to counts the product shows (no million-fold counts, whose Spanish or Portuguese "many"
 * would fall back to `other`: "1000000 juegos" rather than "1 millón de juegos").
 */
const samples = [...Array.from({ length: 201 }, (_, n) => n), 1000];

/** Whether a language tells whole numbers apart at all (JA, KO, ID, CN, TW, TH, VI do not). */
function distinguishesNumbers(tag: string): boolean {
  const rules = new Intl.PluralRules(tag);
  return samples.some((n) => rules.select(n) !== 'other');
}

/** Plural arguments whose EN message says something different for some numbers (one … other). */
function distinguishing(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.tag) distinguishing(el.children, into);
    if (el.type !== TYPE.select && el.type !== TYPE.plural) continue;
    if (el.type === TYPE.plural && Object.keys(el.options).some((k) => k !== 'other' && !k.startsWith('='))) into.add(el.value);
    for (const option of Object.values(el.options)) distinguishing(option.value, into);
  }
  return into;
}

/**
 * Problems of the plurals of one message: a category the language does not have, and (where EN
 * tells numbers apart) a whole number whose category has no branch and no exact match, so it
 * would fall to `other` with the wrong grammar (Russian 5 needs "many", Arabic 2 needs "two").
 */
function pluralProblems(elements: MessageFormatElement[], tag: string, mustDistinguish: Set<string>): string[] {
  return elements.flatMap((el): string[] => {
    if (el.type === TYPE.tag) return pluralProblems(el.children, tag, mustDistinguish);
    if (el.type !== TYPE.select && el.type !== TYPE.plural) return [];
    const inner = Object.values(el.options).flatMap((o) => pluralProblems(o.value, tag, mustDistinguish));
    if (el.type === TYPE.select) return inner;
    const rules = new Intl.PluralRules(tag, { type: el.pluralType });
    const categories = rules.resolvedOptions().pluralCategories as string[];
    const keys = Object.keys(el.options);
    const lacking = new Map<string, number>();
    if (mustDistinguish.has(el.value)) {
      for (const n of samples) {
        const category = rules.select(n);
        if (!keys.includes(category) && !keys.includes(`=${n}`) && !lacking.has(category)) lacking.set(category, n);
      }
    }
    return [
      ...keys.filter((k) => !k.startsWith('=') && !categories.includes(k)).map((k) => `{${el.value}} has "${k}", which ${tag} does not use`),
      ...[...lacking].map(([category, n]) => `{${el.value}} lacks "${category}" (e.g. ${n})`),
      ...inner,
    ];
  });
}

function tagOf(code: string): string {
  if (!isLangCode(code)) throw new Error(`locales/${code}.json is not a language of schemas/languages.ts`);
  return languages[code].tag;
}

describe('ICU messages of every catalogue', () => {
  it('the plural check knows each language’s categories', () => {
    const en = parse('{n, plural, one {# game} other {# games}}');
    const n = distinguishing(en);
    expect(pluralProblems(en, 'en', n)).toEqual([]);
    expect(pluralProblems(en, 'ja', n)).toEqual(['{n} has "one", which ja does not use']);
    expect(pluralProblems(parse('{n, plural, =0 {なし} other {# 件}}'), 'ja', n)).toEqual([]);
    expect(pluralProblems(parse('{n, plural, one {# игра} other {# игр}}'), 'ru', n)).toEqual(['{n} lacks "many" (e.g. 0)', '{n} lacks "few" (e.g. 2)']);
    expect(pluralProblems(parse('{n, plural, other {# खेल}}'), 'hi', n)).toEqual(['{n} lacks "one" (e.g. 0)']);
    expect(pluralProblems(parse('{n, plural, =0 {لا شيء} one {#} two {#} few {#} many {#} other {#}}'), 'ar', n)).toEqual([]);
    // A plural EN only uses to format the number ({n, plural, other {#}}) needs no branches.
    expect(pluralProblems(parse('{n, plural, other {# खेल}}'), 'hi', distinguishing(parse('{n, plural, other {#}}')))).toEqual([]);
  });

  it('the signature tells a plural, a number and plain text apart', () => {
    expect([...signature(parse('{n, plural, other {# {x}}} <b>{d, date}</b>'))].sort()).toEqual(['b:tag', 'd:date', 'n:plural', 'x:text']);
    expect([...signature(parse('{n, number}'))]).toEqual(['n:number']);
  });

  it.each(codes)('%s: every message parses, with EN’s arguments and its language’s plural categories', (code) => {
    const tag = tagOf(code);
    const catalogue = read(code);
    const problems = Object.entries(catalogue).flatMap(([key, message]) => {
      let ast: MessageFormatElement[];
      try {
        ast = parse(message, { requiresOtherClause: true });
      } catch (error) {
        return [`${key}: does not parse (${String(error)})`];
      }
      const sourceAst = parse(english[key] ?? message);
      const plurals = distinguishing(sourceAst);
      // A language that tells no numbers apart may write a counted argument as plain {count}.
      const counted = (names: Set<string>) =>
        [...names].map((s) => (!distinguishesNumbers(tag) && /^(.*):(plural|text|number)$/.test(s) && [...signature(sourceAst)].includes(`${s.split(':')[0]}:plural`) ? `${s.split(':')[0]}:count` : s)).sort().join(', ');
      const own = counted(signature(ast));
      const wanted = counted(signature(sourceAst));
      return [
        ...(own === wanted ? [] : [`${key}: arguments ${own || 'none'}, EN has ${wanted || 'none'}`]),
        ...pluralProblems(ast, tag, plurals).map((p) => `${key}: ${p}`),
      ];
    });
    expect(problems).toEqual([]);
  });
});
