/**
 * The /rng lobby's filters (§2.1, §3 "Slot subcategories", §9 filter hints) and their place in
 * the address (?sub=JP&vendor=PG&q=dragon&minBet=1&lines=25), so back/forward and reload keep
 * them. Pure: parsing never throws — an unknown or malformed value is dropped, never applied.
 */
import { slotFilterHints, slotSubcategoryCodes, type SlotSubcategory } from '../../../../schemas/catalogue';
import type { LangCode } from '../../../../schemas/languages';
import { searchKey, type LobbyGame } from '../../../api/catalogue/catalogue-query';

export interface LobbyFilters {
  subcategory: SlotSubcategory | null;
  /** Vendor code (vassalage), compared case-insensitively. */
  vendor: string | null;
  /** The search text as typed. */
  query: string;
  /** §9 hint: minimum bet 1 or more. */
  minBet: boolean;
  /** §9 hint: 25 lines or more. */
  lines: boolean;
}

export const noFilters: LobbyFilters = { subcategory: null, vendor: null, query: '', minBet: false, lines: false };

export const filterParams = { subcategory: 'sub', vendor: 'vendor', query: 'q', minBet: 'minBet', lines: 'lines' } as const;

/** The longest search text kept (the gateway's name filter allows 40 as well). */
export const maxQueryLength = 40;

/** §3 / READINGS #13: BG (bingo) only when the brand's languages include TY. */
export function offeredSubcategories(languages: readonly LangCode[]): SlotSubcategory[] {
  return slotSubcategoryCodes.filter((code) => code !== 'BG' || languages.includes('TY'));
}

const vendorPattern = /^[A-Za-z0-9_-]{1,40}$/;

export function parseFilters(search: URLSearchParams, offered: readonly SlotSubcategory[]): LobbyFilters {
  const sub = search.get(filterParams.subcategory)?.toUpperCase();
  const vendor = search.get(filterParams.vendor);
  const query = [...(search.get(filterParams.query) ?? '')].filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f').join('').slice(0, maxQueryLength);
  return {
    subcategory: offered.find((c) => c === sub) ?? null,
    vendor: vendor && vendorPattern.test(vendor) ? vendor : null,
    query,
    minBet: search.get(filterParams.minBet) === String(slotFilterHints.minBet),
    lines: search.get(filterParams.lines) === String(slotFilterHints.lines),
  };
}

/** The address query of the filters, other parameters of `base` kept. */
export function filtersToSearch(filters: LobbyFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  const set = (key: string, value: string | null): void => {
    if (value) out.set(key, value);
    else out.delete(key);
  };
  set(filterParams.subcategory, filters.subcategory);
  set(filterParams.vendor, filters.vendor);
  set(filterParams.query, filters.query || null);
  set(filterParams.minBet, filters.minBet ? String(slotFilterHints.minBet) : null);
  set(filterParams.lines, filters.lines ? String(slotFilterHints.lines) : null);
  return out;
}

export function hasFilters(filters: LobbyFilters): boolean {
  return filters.subcategory !== null || filters.vendor !== null || filters.query.trim() !== '' || filters.minBet || filters.lines;
}

function matchesExceptName(game: LobbyGame, filters: LobbyFilters, vendor: string | null): boolean {
  return (
    (filters.subcategory === null || game.subcategory === filters.subcategory) &&
    (vendor === null || game.vassalage.toLowerCase() === vendor) &&
    (!filters.minBet || game.minBet >= slotFilterHints.minBet) &&
    (!filters.lines || game.lines >= slotFilterHints.lines)
  );
}

/** Pure: the games the filters keep, in catalogue order. */
export function filterGames(games: readonly LobbyGame[], filters: LobbyFilters): LobbyGame[] {
  const key = searchKey(filters.query);
  const vendor = filters.vendor?.toLowerCase() ?? null;
  return games.filter((g) => matchesExceptName(g, filters, vendor) && (key === '' || g.searchKey.includes(key)));
}

/**
 * A filter that remembers its last answer: typing one more character only searches the games
 * the previous text kept (a longer text keeps a subset), so each keystroke gets cheaper.
 */
export function createGameFilter(): (games: readonly LobbyGame[], filters: LobbyFilters) => LobbyGame[] {
  let last: { games: readonly LobbyGame[]; rest: string; key: string; result: LobbyGame[] } | null = null;
  return (games, filters) => {
    const key = searchKey(filters.query);
    const rest = JSON.stringify([filters.subcategory, filters.vendor?.toLowerCase() ?? null, filters.minBet, filters.lines]);
    let result: LobbyGame[];
    if (last && last.games === games && last.rest === rest && last.key === key) return last.result;
    if (last && last.games === games && last.rest === rest && key.startsWith(last.key)) {
      result = last.result.filter((g) => g.searchKey.includes(key));
    } else {
      result = filterGames(games, filters);
    }
    last = { games, rest, key, result };
    return result;
  };
}
