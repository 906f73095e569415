/**
 * No English left in a non-English catalogue (issue 20): a message written exactly as in EN is
 * untranslated, unless nothing in it is a word to translate. The allow-list is explicit and small
 * (docs/decisions/054-catalogues-and-languages.md): names of products and codes, written the same
 * in every language, and per language the few words that language spells as English does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

/**
 * Names and codes no language translates: messaging apps, the product, a lottery's name (Mark
 * Six), abbreviations written in Latin capitals everywhere (ID, IP, VIP), currency codes.
 */
const sameInEveryLanguage = ['Facebook', 'LINE', 'QQ', 'Telegram', 'WeChat', 'WhatsApp', 'Zalo', 'Portico', 'Mark Six', 'ID', 'IP', 'VIP', 'USDT'];

/**
 * Words a language writes exactly as English does, each a word of that language (in its
 * dictionary or its usual interface vocabulary), not a loan left untranslated by mistake. Only a
 * whole message equal to one of these passes.
 */
const sameAsEnglish: Record<string, readonly string[]> = {
  // The Japanese OK button (オーケー is never written on buttons).
  JA: ['OK'],
  // KBBI words: Indonesian payment screens say Bank, Bonus, Deposit, Logo, Platform and Transfer.
  ID: ['Bank', 'Bonus', 'Deposit', 'Logo', 'Platform', 'Transfer'],
  // Vietnamese writes these as in English.
  VI: ['E-mail', 'Logo', 'Web'],
  // Spanish words (RAE): no, total, bingo, roles (plural of rol), web.
  ES: ['Bingo', 'No', 'Roles', 'Total', 'Web'],
  // Portuguese words (VOLP) and the usual Brazilian interface terms.
  PT: ['Bingo', 'E-mail', 'Link', 'OK', 'Total'],
  // Turkish words (TDK): bonus, form, logo, net, platform, transfer.
  TR: ['Bonus', 'Form', 'Logo', 'Net', 'Platform', 'Transfer'],
};

const dir = import.meta.dirname;
const codes = fs
  .readdirSync(dir)
  .filter((f) => /^[A-Z]{2}\.json$/.test(f))
  .map((f) => f.slice(0, 2));
const read = (code: string) => JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const english = read('EN');

/** The words of a message: its literal text, in every plural, select and tag branch, without arguments. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((el) => {
      if (el.type === TYPE.literal) return el.value;
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        return Object.values(el.options)
          .map((o) => literalText(o.value))
          .join(' ');
      }
      if (el.type === TYPE.tag) return literalText(el.children);
      return ' ';
    })
    .join('');
}

const fixedWords = new RegExp(`(?<![\\p{L}\\p{N}])(${sameInEveryLanguage.join('|')})(?![\\p{L}\\p{N}])`, 'gu');

/** Whether a message has anything a translator would translate. */
function hasWordsToTranslate(message: string): boolean {
  return /\p{L}/u.test(literalText(parse(message)).replace(fixedWords, ''));
}

/** Keys whose value is EN's, word for word, with words to translate and not on the allow-list. */
function untranslatedKeys(code: string, catalogue: Record<string, string>): string[] {
  const allowed = new Set(sameAsEnglish[code] ?? []);
  return Object.keys(english).filter((key) => {
    const source = english[key] ?? '';
    return catalogue[key] === source && hasWordsToTranslate(source) && !allowed.has(literalText(parse(source)).trim());
  });
}

describe('untranslated messages', () => {
  it('the check sees words, not arguments, punctuation, product names or codes', () => {
    expect(hasWordsToTranslate('{from} – {to}')).toBe(false);
    expect(hasWordsToTranslate('{range}: {problem}')).toBe(false);
    expect(hasWordsToTranslate('—')).toBe(false);
    expect(hasWordsToTranslate('{channel, select, WHATSAPP {WhatsApp} LINE {LINE} other {{channel}}}: {handle}')).toBe(false);
    expect(hasWordsToTranslate('IP')).toBe(false);
    expect(hasWordsToTranslate('IP address')).toBe(true);
    expect(hasWordsToTranslate('{count, plural, one {# item} other {# items}}')).toBe(true);
    expect(hasWordsToTranslate('Tier {tier}: {column}')).toBe(true);
  });

  it('finds a message left in English', () => {
    const copy = { ...read('CN'), 'action.cancel': english['action.cancel'] ?? '', 'agentc.none': english['agentc.none'] ?? '' };
    expect(untranslatedKeys('CN', copy)).toEqual(['action.cancel']);
    // An allow-listed word passes only in its language.
    const bonus = { ...read('CN'), 'agentc.tx_bonus': 'Bonus' };
    expect(untranslatedKeys('CN', bonus)).toEqual(['agentc.tx_bonus']);
    expect(untranslatedKeys('ID', { ...read('ID'), 'agentc.tx_bonus': 'Bonus' })).toEqual([]);
  });

  it.each(codes.filter((c) => c !== 'EN'))('%s has no message left in English', (code) => {
    expect(untranslatedKeys(code, read(code))).toEqual([]);
  });
});
