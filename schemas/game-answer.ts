/**
 * Games as any gateway of the spec answers them (§3 "Game": "nodeName or gameName", "showIcon
 * or iconUrl"), read into the GameItem the lists show. Apart from catalogue.ts so that the
 * compact catalogue /rng decodes first does not carry it. Pure.
 */
import type { GameItem } from './catalogue';

/**
 * A game as a gateway may answer it: §3 names it by "nodeName or gameName" and pictures it by
 * "showIcon or iconUrl", beside displayName. Ours always sends displayName and iconUrl; another
 * gateway of the spec may send only the others.
 */
export type GameAnswer = Partial<GameItem> & { nodeName?: unknown; gameName?: unknown; showIcon?: unknown };

function text(...values: unknown[]): string {
  for (const v of values) if (typeof v === 'string' && v.trim() !== '') return v;
  return '';
}

/**
 * A GameItem from any such answer (pure): the name from displayName, else nodeName, else
 * gameName; the picture from iconUrl, else showIcon (empty: the tile shows the initials). Null
 * for something without a node id or any name, which no list can show.
 */
export function readGame(raw: unknown): GameItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const g = raw as GameAnswer;
  const nodeId = typeof g.nodeId === 'string' || typeof g.nodeId === 'number' ? String(g.nodeId) : '';
  const displayName = text(g.displayName, g.nodeName, g.gameName);
  if (!nodeId || !displayName) return null;
  return {
    nodeId,
    gameCode: text(g.gameCode) || nodeId,
    displayName,
    vassalage: text(g.vassalage),
    vendorNodeId: text(g.vendorNodeId),
    gameType: g.gameType ?? 'RNG',
    iconUrl: text(g.iconUrl, g.showIcon),
    supportPlay: g.supportPlay === 0 ? 0 : 1,
    isGame: g.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
    subcategory: g.subcategory ?? null,
    minBet: typeof g.minBet === 'number' ? g.minBet : 0,
    lines: typeof g.lines === 'number' ? g.lines : 0,
    popularity: typeof g.popularity === 'number' ? g.popularity : 0,
    maintenance: g.maintenance === true,
  };
}

/** The games of a list answer that can be shown, in order (readGame on each). */
export function readGames(list: unknown): GameItem[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw) => readGame(raw) ?? []);
}
