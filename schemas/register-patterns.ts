/**
 * The registration pattern table (§5 "Pattern ids 0 to 22"): a field rule's `patternId` names
 * one of these. The spec lists what the ids cover but not which id is which; the mapping below
 * is ours (docs/decisions/018-registration.md) and must never be renumbered, since operators
 * store the ids in the database.
 *
 * Every pattern is written for JSON Schema `pattern` as ajv compiles it (`new RegExp(p, 'u')`,
 * ajv's default `unicodeRegExp: true`) and for a browser `RegExp` with the `u` flag: anchored,
 * no flags inside, no look-behind, Unicode property escapes only with the `u` flag in mind.
 * "Letters" are the 26 English letters unless the name says otherwise.
 */

export interface RegisterPattern {
  id: number;
  /** Stable name used in message keys and the decision record. */
  name: string;
  /** The regular expression source (used with the `u` flag, anchored). */
  source: string;
  /** Locale key of the hint shown under the field and of the error when the text does not match. */
  messageKey: string;
}

const p = (id: number, name: string, source: string): RegisterPattern => ({
  id,
  name,
  source,
  messageKey: `register.pattern.${name}`,
});

/** Full-width Japanese: Hiragana, Katakana (with the long-vowel mark) and Kanji, never half-width kana. */
const japanese = '\\u3041-\\u309F\\u30A0-\\u30FF\\u31F0-\\u31FF\\p{Script=Han}\\u3005';
/** Chinese punctuation: CJK symbols, full-width forms, middle dots, dashes, ellipsis, curly quotes. */
const chinesePunctuation =
  '\\u3000-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65\\u00B7\\u2014\\u2026\\u2018\\u2019\\u201C\\u201D\\u30FB';
const day = '(?:0[1-9]|[12][0-9]|3[01])';
const month = '(?:0[1-9]|1[0-2])';
const namePart = "\\p{L}[\\p{L}\\p{M}'.-]*";

const anyPattern = p(0, 'any', '^[^\\p{Cc}]*$');

export const registerPatterns: readonly RegisterPattern[] = [
  anyPattern,
  p(1, 'letter_first_alnum', '^[A-Za-z][A-Za-z0-9]*$'),
  p(2, 'kanji_digits', '^[\\p{Script=Han}0-9]+$'),
  p(
    3,
    'email',
    '^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\\.[A-Za-z]{2,}$',
  ),
  p(4, 'letters_or_digits', '^(?:[A-Za-z]+|[0-9]+)$'),
  p(5, 'alnum', '^[A-Za-z0-9]+$'),
  p(6, 'no_spaces', '^[^\\s\\p{Cc}]+$'),
  p(7, 'upper_alnum', '^(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]+$'),
  p(8, 'english_spaces', '^(?=[A-Za-z ]*[A-Za-z])[A-Za-z ]+$'),
  p(9, 'chinese_punctuation', `^(?=.*\\p{Script=Han})[\\p{Script=Han}${chinesePunctuation}]+$`),
  p(10, 'date', `^(?:[0-9]{4}-${month}-${day}|${month}-${day}-[0-9]{4})$`),
  p(11, 'korean', '^\\p{Script=Hangul}+$'),
  p(12, 'thai', '^\\p{Script=Thai}+$'),
  p(
    13,
    'thai_english_spaces',
    '^(?=[\\p{Script=Thai}A-Za-z ]*[\\p{Script=Thai}A-Za-z])[\\p{Script=Thai}A-Za-z ]+$',
  ),
  p(14, 'upper_spaces', '^(?=[A-Z ]*[A-Z])[A-Z ]+$'),
  p(15, 'letters_numbers_symbols', '^[\\p{L}\\p{M}\\p{N}\\p{P}\\p{S}]+$'),
  p(16, 'digits', '^[0-9]+$'),
  p(17, 'letters', '^[A-Za-z]+$'),
  p(18, 'letters_and_digits_both', '^(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]+$'),
  p(19, 'latin_name', '^(?=.*\\p{L})[\\p{Script=Latin}\\p{M} ]+$'),
  p(20, 'strong_password', '^(?=.*\\p{Lu})(?=.*\\p{Ll})(?=.*\\p{Nd})(?=.*[\\p{P}\\p{S}])[^\\p{Cc}]+$'),
  p(21, 'full_name', `^${namePart}(?: ${namePart})+$`),
  p(22, 'fullwidth_japanese', `^[${japanese}]+$`),
];

export const maxPatternId = registerPatterns.length - 1;

/** The pattern of an id, or null for an id outside the table. */
export function registerPatternOf(id: number): RegisterPattern | null {
  return registerPatterns[id] ?? null;
}

/** Text with no control characters: what every text field accepts when no rule narrows it. */
export const anyTextPattern = anyPattern.source;

/**
 * The pattern a field is checked with: the server's `acceptedPattern` wins ("*" means any
 * text), then `patternId`, else any text. An `acceptedPattern` that is not a valid `u`-flag
 * regular expression is reported by `checkAcceptedPattern` and treated as any text, so one bad
 * operator entry cannot lock every visitor out.
 */
export function effectivePattern(rule: { patternId: number | null; acceptedPattern: string | null }): {
  source: string;
  messageKey: string;
} {
  const any = anyPattern;
  if (rule.acceptedPattern !== null) {
    if (rule.acceptedPattern === '*' || !isValidPattern(rule.acceptedPattern))
      return { source: any.source, messageKey: any.messageKey };
    return { source: rule.acceptedPattern, messageKey: 'register.pattern.server' };
  }
  const table = rule.patternId === null ? null : registerPatternOf(rule.patternId);
  return table
    ? { source: table.source, messageKey: table.messageKey }
    : { source: any.source, messageKey: any.messageKey };
}

/** Whether a server pattern compiles with the `u` flag (what ajv and the browser both use). */
export function isValidPattern(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}
