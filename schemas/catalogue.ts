/**
 * The game catalogue as the gateway answers it and the lobby reads it (§3 "Game", "Game vendor
 * card", "Winner board entry", "Favourite list", "Slot subcategories"; §7; §9;
 * docs/decisions/017-game-catalogue.md). Pure types, constants and the decoder of the compact
 * list; the gateway's route schemas (gateway/routes/catalogue.schemas.ts) follow them.
 */
import type { GameCategory } from './brand';
import type { LangCode } from './languages';

/** §3 slot subcategories (code → name key). BG only when the brand supports TY (READINGS #13). */
export const slotSubcategories = {
  SC: 'in_scratch_music',
  VP: 'in_video_poker',
  JP: 'jackpot',
  TG: 'in_table_games',
  AC: 'in_arcade_games',
  BG: 'in_bingo',
} as const;
export type SlotSubcategory = keyof typeof slotSubcategories;
export const slotSubcategoryCodes = Object.keys(slotSubcategories) as SlotSubcategory[];

/** §3 isGame: VASSALAGE opens a popup list of the vendor's games; GAME launches. */
export const isGameValues = ['GAME', 'VASSALAGE'] as const;
export type IsGame = (typeof isGameValues)[number];

/** §9 filter hints: minimum bet 1 or more (in major units), 25 lines or more. */
export const slotFilterHints = { minBet: 1, lines: 25 } as const;
/** §9 winner board limit; hot games and popular lists are capped like it. */
export const winnerBoardLimit = 20;
export const gameListMaxPageSize = 100;
/** Recent games kept per member (GCS_recentGame). */
export const recentGamesLimit = 20;

/** One game as the list calls answer it (small: the lobby shows thousands). */
export interface GameItem {
  /** Numeric id as text: launch and favourite by it. */
  nodeId: string;
  gameCode: string;
  /** In `lang` of the answer, else the brand default language. */
  displayName: string;
  vassalage: string;
  vendorNodeId: string;
  gameType: GameCategory;
  iconUrl: string;
  /** §2.8: 0 shows the free-trial button. */
  supportPlay: 0 | 1;
  isGame: IsGame;
  subcategory: SlotSubcategory | null;
  /** Major units (1 = 1 yuan). */
  minBet: number;
  lines: number;
  popularity: number;
  /** Game or its vendor under maintenance: launching answers GAME_MAINTENANCE. */
  maintenance: boolean;
}

/** A page of a list (§3 "Favourite list": content, pageNum, totalPages). */
export interface GamePage<T = GameItem> {
  content: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** GCSGAME_getVassGameType: the vendor cards of a game type with their game counts. */
export interface VendorCardItem {
  nodeId: string;
  vassalage: string;
  gameType: GameCategory;
  displayName: string;
  isGame: IsGame;
  maintenance: boolean;
  iconUrl: string;
  gameCount: number;
}

/** §3 "Winner board entry: vo with winAmount". */
export interface WinnerEntry {
  vo: {
    /** Masked account (pl***01). */
    account: string;
    nodeId: string;
    displayName: string;
    vassalage: string;
    gameType: GameCategory;
    iconUrl: string;
    /** Major units. */
    winAmount: number;
    winTime: string;
  };
}

/** GLS2_roomList: live tables of a vendor. */
export interface RoomItem {
  nodeId: string;
  displayName: string;
  vassalage: string;
  dealer: string;
  minBet: number;
  maxBet: number;
  players: number;
  maintenance: boolean;
}

/** POST /wps/game/launchGame answer. */
export interface LaunchAnswer {
  /** Where the game plays (same origin: the demo vendor). */
  url: string;
  nodeId: string;
  /** Language passed to the game page. */
  lang: LangCode;
  /** Seconds the URL's ticket stays valid (single use). */
  expiresInSeconds: number;
}

/** GAME_MAINTENANCE refusal value: games to suggest instead (§8). */
export interface MaintenanceValue {
  suggestions: GameItem[];
}

/** The 64 characters one-character columns use (base64url order). */
export const compactAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';

/**
 * A column of integers: the distinct values in `t`; per game its index into t, as one
 * character of compactAlphabet when t has at most 64 values, else as numbers.
 */
export interface CompactColumn {
  t: number[];
  x: string | number[];
}

/**
 * The compact full list of one game type for the virtualised lobby list (GET
 * /lgw/games/catalogue; docs/decisions/017): columns of one entry per game instead of objects,
 * ordered by vendor then node id; vendors as runs; ids as differences; small values as one
 * character each; no icon URLs (gameIconPath builds them). Decode with decodeCompactCatalogue.
 */
export interface CompactCatalogue {
  /** Format version. */
  f: 2;
  /** Catalogue version: changes whenever the answer would. */
  ver: string;
  lang: LangCode;
  gameType: GameCategory;
  /** Vendors: [nodeId, vassalage, displayName, maintenance 0|1, isGame]. */
  v: [string, string, string, 0 | 1, IsGame][];
  /** Runs of [vendor index, count]. */
  vr: [number, number][];
  /** Node ids: the first absolute, then differences. */
  id: number[];
  /** Words of the display names (Intl.Segmenter word segments, spaces included), commonest first. */
  w: string[];
  /** Display names as word codes (see nameCode), names separated by ".". */
  n: string;
  /**
   * Flags, one character per game: index in compactAlphabet = subcategory (0 none, 1.. the
   * position in slotSubcategoryCodes + 1) + 7 × (supportPlay 0) + 14 × (game maintenance).
   */
  fl: string;
  /** Minimum bet in minor units. */
  b: CompactColumn;
  l: CompactColumn;
  /** Popularity in 16 levels (popularity × 15 / 100, rounded), one character per game. */
  p: string;
  /** Game codes where they differ from the node id: [index, code]. */
  gc: [number, string][];
  /** Icon URLs an operator set: [index, url]. */
  ic: [number, string][];
}

export interface CompactGame {
  nodeId: string;
  gameCode: string;
  displayName: string;
  vendorNodeId: string;
  vassalage: string;
  subcategory: SlotSubcategory | null;
  minBet: number;
  lines: number;
  /** Approximate (16 levels): enough to order by. */
  popularity: number;
  supportPlay: 0 | 1;
  /** Game or vendor under maintenance. */
  maintenance: boolean;
  iconUrl: string;
}

export function gameIconPath(vassalage: string, nodeId: string): string {
  return `/lgw/icons/game/${vassalage}/${nodeId}.png`;
}

const alphabetIndex = new Map([...compactAlphabet].map((c, i) => [c, i]));

function at(column: CompactColumn, i: number): number {
  const x = column.x[i];
  return column.t[typeof x === 'number' ? x : (alphabetIndex.get(x ?? '0') ?? 0)] ?? 0;
}

/**
 * Word index → code: 0..39 one character; 40..1319 two (first 40..59); 1320..17703 three
 * (first 60..63). Characters from compactAlphabet.
 */
export function nameCode(index: number): string {
  const a = compactAlphabet;
  if (index < 40) return a[index] ?? '';
  if (index < 1320) return (a[40 + Math.floor((index - 40) / 64)] ?? '') + (a[(index - 40) % 64] ?? '');
  const r = index - 1320;
  return (a[60 + Math.floor(r / 4096)] ?? '') + (a[Math.floor(r / 64) % 64] ?? '') + (a[r % 64] ?? '');
}

/** Display names from the word list and the codes. */
/** One name of the word-code list (the codes of one name, from `codes.split('.')`). Pure. */
export function decodeName(words: readonly string[], name: string): string {
  let out = '';
  for (let i = 0; i < name.length; ) {
    const c = alphabetIndex.get(name[i] ?? '') ?? 0;
    const d = (k: number): number => alphabetIndex.get(name[i + k] ?? '') ?? 0;
    let index: number;
    if (c < 40) [index, i] = [c, i + 1];
    else if (c < 60) [index, i] = [40 + (c - 40) * 64 + d(1), i + 2];
    else [index, i] = [1320 + (c - 60) * 4096 + d(1) * 64 + d(2), i + 3];
    out += words[index] ?? '';
  }
  return out;
}

export function decodeNames(words: readonly string[], codes: string): string[] {
  return codes.split('.').map((name) => decodeName(words, name));
}

/** Expands the compact list into rows (the browser does this once per download). Pure. */
export function decodeCompactCatalogue(c: CompactCatalogue): CompactGame[] {
  return Array.from(compactGames(c));
}

/**
 * The rows one at a time, so a caller can pause between slices (the browser does, to keep each
 * task short: docs/decisions/021). Pure.
 */
export function* compactGames(c: CompactCatalogue): Generator<CompactGame, void, undefined> {
  const names = c.n.split('.');
  const codes = new Map(c.gc);
  const icons = new Map(c.ic);
  let id = 0;
  let i = 0;
  for (const [vi, count] of c.vr) {
    const vendor = c.v[vi];
    if (!vendor) continue;
    for (let k = 0; k < count; k++, i++) {
      id += c.id[i] ?? 0;
      const nodeId = String(id);
      const flags = alphabetIndex.get(c.fl[i] ?? '0') ?? 0;
      yield {
        nodeId,
        gameCode: codes.get(i) ?? nodeId,
        displayName: decodeName(c.w, names[i] ?? ''),
        vendorNodeId: vendor[0],
        vassalage: vendor[1],
        subcategory: slotSubcategoryCodes[(flags % 7) - 1] ?? null,
        minBet: at(c.b, i) / 100,
        lines: at(c.l, i),
        popularity: Math.round(((alphabetIndex.get(c.p[i] ?? '0') ?? 0) * 100) / 15),
        supportPlay: Math.floor(flags / 7) % 2 === 1 ? 0 : 1,
        maintenance: flags >= 14 || vendor[3] === 1,
        iconUrl: icons.get(i) ?? gameIconPath(vendor[1], nodeId),
      };
    }
  }
}
