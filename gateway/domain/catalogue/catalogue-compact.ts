/**
 * The compact full list of one game type in one language (schemas/catalogue.ts
 * CompactCatalogue) for the browser's virtualised list: columns instead of objects, vendors as
 * runs, ids as differences, flags as sparse index lists, no icon URLs. Encoded once per
 * snapshot, language and type, with its brotli and gzip bodies and a strong ETag.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { GameCategory } from '../../../schemas/brand';
import { compactAlphabet, nameCode, slotSubcategoryCodes, type CompactCatalogue, type CompactColumn } from '../../../schemas/catalogue';
import { languages } from '../../../schemas/languages';
import type { LangCode } from '../../../schemas/languages';
import { displayName, type CatalogueGame, type CatalogueSnapshot } from './catalogue';

/** nameCode's three-character range ends here. */
const maxWords = 1320 + 4 * 4096;

function column(values: readonly number[]): CompactColumn {
  const t = [...new Set(values)].sort((a, b) => a - b);
  const index = new Map(t.map((v, i) => [v, i]));
  const x = values.map((v) => index.get(v) ?? 0);
  return { t, x: t.length <= compactAlphabet.length ? x.map((i) => compactAlphabet[i]).join('') : x };
}

function flags(g: CatalogueGame): string {
  const sub = g.subcategory ? slotSubcategoryCodes.indexOf(g.subcategory) + 1 : 0;
  return compactAlphabet[sub + (g.supportPlay === 0 ? 7 : 0) + (g.maintenance ? 14 : 0)] ?? '0';
}

/** Splits names into words (lossless: the words of a name join back to it). */
function segmenter(lang: LangCode): (text: string) => string[] {
  const tag = languages[lang].tag;
  const seg = new Intl.Segmenter(tag, { granularity: 'word' });
  return (text) => {
    // A space goes with the word before it ("Golden " + "Dragon"): half the codes.
    const out: string[] = [];
    for (const { segment } of seg.segment(text)) {
      if (out.length > 0 && segment.trim() === '') out[out.length - 1] += segment;
      else out.push(segment);
    }
    return out;
  };
}

/**
 * Joins a word with the next one when it is always followed by it ("Hoàng " + "Gia " →
 * "Hoàng Gia "): fewer codes per name, same text. A few passes reach three-word phrases.
 */
function joinPhrases(tokenised: string[][]): string[][] {
  let current = tokenised;
  for (let pass = 0; pass < 3; pass++) {
    const total = new Map<string, number>();
    const next = new Map<string, string | null>();
    for (const words of current) {
      words.forEach((w, i) => {
        total.set(w, (total.get(w) ?? 0) + 1);
        const after = words[i + 1] ?? null;
        const seen = next.get(w);
        next.set(w, seen === undefined || seen === after ? after : null);
      });
    }
    const joins = new Set([...next].filter(([w, after]) => after !== null && (total.get(w) ?? 0) > 1).map(([w]) => w));
    if (joins.size === 0) break;
    current = current.map((words) => {
      const out: string[] = [];
      for (let i = 0; i < words.length; i++) {
        const w = words[i] as string;
        if (joins.has(w) && i + 1 < words.length) {
          out.push(w + (words[i + 1] as string));
          i++;
        } else out.push(w);
      }
      return out;
    });
  }
  return current;
}

/** Names as a word list (commonest first) and word codes, names separated by ".". */
export function encodeNames(names: readonly string[], lang: LangCode): { w: string[]; n: string } {
  const split = segmenter(lang);
  const tokenised = joinPhrases(names.map(split));
  const counts = new Map<string, number>();
  for (const words of tokenised) for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  const w = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
  if (w.length > maxWords) throw new RangeError(`too many distinct words for the compact list: ${w.length}`);
  const code = new Map(w.map((word, i) => [word, nameCode(i)]));
  return { w, n: tokenised.map((words) => words.map((x) => code.get(x) ?? '').join('')).join('.') };
}

export function encodeCompact(snapshot: CatalogueSnapshot, gameType: GameCategory, lang: LangCode): CompactCatalogue {
  const games = snapshot.byType.get(gameType) ?? [];
  const vendors = snapshot.vendors.filter((v) => v.gameType === gameType);
  const vendorIndex = new Map(vendors.map((v, i) => [v.nodeId, i]));
  const vr: [number, number][] = [];
  const id: number[] = [];
  const gc: [number, string][] = [];
  const ic: [number, string][] = [];
  let previous = 0;
  games.forEach((g, i) => {
    const vi = vendorIndex.get(g.vendorNodeId) ?? 0;
    const run = vr.at(-1);
    if (run && run[0] === vi) run[1] += 1;
    else vr.push([vi, 1]);
    id.push(Number(g.nodeId) - previous);
    previous = Number(g.nodeId);
    if (g.gameCode !== g.nodeId) gc.push([i, g.gameCode]);
    if (g.iconPath) ic.push([i, g.iconPath]);
  });
  return {
    f: 2,
    ver: snapshot.version,
    lang,
    gameType,
    v: vendors.map((v) => [v.nodeId, v.vassalage, v.displayName, v.maintenance ? 1 : 0, v.isGame]),
    vr,
    id,
    ...encodeNames(games.map((g) => displayName(g, lang, snapshot.brand)), lang),
    fl: games.map(flags).join(''),
    b: column(games.map((g) => g.minBetMinor)),
    l: column(games.map((g) => g.lines)),
    p: games.map((g) => compactAlphabet[Math.round((g.popularity * 15) / 100)]).join(''),
    gc,
    ic,
  };
}

export interface EncodedBody {
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function encodeBody(value: unknown): EncodedBody {
  const json = Buffer.from(JSON.stringify({ success: true, value, message: null, code: null }));
  return {
    json,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    gzip: gzipSync(json, { level: 9 }),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
}

/** The encoded compact list, built once per snapshot, type and language. */
export function compactBody(snapshot: CatalogueSnapshot, gameType: GameCategory, lang: LangCode): EncodedBody {
  return snapshot.memo(`compact:${gameType}:${lang}`, () => encodeBody(encodeCompact(snapshot, gameType, lang)));
}
