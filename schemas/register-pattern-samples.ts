/**
 * Accepted and rejected samples of every id of the pattern table (§5 "Pattern ids 0 to 22"),
 * in the scripts each id is about. register-patterns.test.ts proves each one against the
 * pattern's own definition, in the browser's RegExp and in ajv; the console's rules editor
 * shows them beside each id (docs/decisions/046).
 */
export interface PatternSamples {
  accepted: string[];
  rejected: string[];
}

/** Accepted and rejected samples for every id, in the scripts each id is about. */
export const patternSamples: Record<number, PatternSamples> = {
  0: {
    accepted: ['', 'anything at all', '王小明 😀', 'ไทย', '!@#'],
    rejected: ['tab\there', 'line\nbreak', 'nul\u0000'],
  },
  1: { accepted: ['a', 'player01', 'Zed2024'], rejected: ['1player', '_abc', 'ab cd', 'abc-1', 'émile', ''] },
  2: { accepted: ['王小明', '山田123', '2024'], rejected: ['abc', '王 小明', 'やまだ', '王a'] },
  3: {
    accepted: ['a@b.co', 'first.last+tag@mail.example.org', 'x_y%z@sub-domain.io'],
    rejected: ['plain', 'a@b', '@b.com', 'a@b.c', 'a b@c.com', 'a@-b.com', 'a@b..com'],
  },
  4: { accepted: ['abcDEF', '123456'], rejected: ['abc123', 'ab cd', '١٢٣', ''] },
  5: { accepted: ['abc123', 'ABC', '42'], rejected: ['abc_123', 'abc 123', 'ñandu', ''] },
  6: {
    accepted: ['p@ss-w0rd!', '王小明', 'ไทย'],
    rejected: ['two words', ' lead', 'tab\t', '\u3000ideographic'],
  },
  7: { accepted: ['Abc123', 'ABC', 'x9Y'], rejected: ['abc123', '123', 'Abc_123', 'Ab c'] },
  8: { accepted: ['John Smith', 'Mary', 'a b c'], rejected: ['John3', 'José', '   ', 'Smith-Jones'] },
  9: {
    accepted: ['王小明', '阿·布都', '你好，世界。', '「王」'],
    rejected: ['，。', 'Wang', '王 小明', '王1'],
  },
  10: {
    accepted: ['2000-01-31', '1999-12-01', '12-25-1990', '02-29-2000'],
    rejected: ['2000-13-01', '2000-1-1', '31-12-2000', '2000/01/01', '20000101', '2000-00-10'],
  },
  11: { accepted: ['김민준', '한국어'], rejected: ['김 민준', 'Kim', '金民俊', '김1'] },
  12: { accepted: ['สมชาย', 'ภาษาไทย', 'กิ่ง'], rejected: ['สมชาย ใจดี', 'Somchai', 'สมชาย1'] },
  13: {
    accepted: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'],
    rejected: ['   ', 'สมชาย1', '김민준', 'Jai-dee'],
  },
  14: { accepted: ['JOHN SMITH', 'MARY'], rejected: ['John Smith', 'JOHN3', '   ', 'ÉMILE'] },
  15: { accepted: ['abc123!@#', 'Ünïcödé€', '王小明。', 'ไทย'], rejected: ['two words', 'tab\tx', ''] },
  16: { accepted: ['0', '12345678901'], rejected: ['12a', '+8613800000000', '١٢٣', ''] },
  17: { accepted: ['abc', 'XYZ'], rejected: ['abc1', 'ab c', 'émile', ''] },
  18: { accepted: ['abc123', '1a'], rejected: ['abcdef', '123456', 'abc 123', 'abc_123'] },
  19: {
    accepted: ['Nguyễn Văn An', 'José Álvarez', 'Zoë'],
    rejected: ['Nguyen2', '王小明', 'สมชาย', '   ', 'a-b'],
  },
  20: {
    accepted: ['Passw0rd!', 'Ünı7#abc', 'aB3$'],
    rejected: ['password', 'Password1', 'PASSWORD1!', 'password1!', 'Password!', 'Pass\u0000w0rd!'],
  },
  21: {
    accepted: ['John Smith', 'Nguyễn Văn An', "Mary O'Neil", 'Jean-Luc Picard'],
    rejected: ['John', 'John  Smith', ' John Smith', 'John Smith ', 'John 3'],
  },
  22: {
    accepted: ['やまだたろう', 'ヤマダタロウ', '山田太郎', 'ラーメン', '佐々木'],
    rejected: ['ﾔﾏﾀﾞ', 'yamada', '山田 太郎', '김민준', '山田1'],
  },
};
