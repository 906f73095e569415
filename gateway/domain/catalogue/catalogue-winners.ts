/**
 * The winner board (§3 "Winner board entry: vo with winAmount"; §7 GCSGAME_getRankList,
 * gameCategory ALL, limitNum 20): plausible demo winners seeded by merchant and hour (the same
 * board for everyone within an hour, a new one the next), on the merchant's popular games,
 * biggest win first. Accounts are masked. No real member data is used. Pure.
 */
import type { GameCategory } from '../../../schemas/brand';
import type { WinnerEntry } from '../../../schemas/catalogue';
import { seededRandom } from '../../db/catalogue/catalogue-seed-plan';
import { displayName, type CatalogueSnapshot } from './catalogue';
import { fnv1a } from './vendor-icon';

const letters = 'abcdefghijkmnpqrstuvwxyz';

function maskedAccount(random: () => number): string {
  const a = letters[Math.floor(random() * letters.length)] ?? 'a';
  const b = letters[Math.floor(random() * letters.length)] ?? 'b';
  return `${a}${b}***${String(Math.floor(random() * 100)).padStart(2, '0')}`;
}

export function winnerBoard(snapshot: CatalogueSnapshot, lang: string, limit: number, now: Date, gameType?: GameCategory): WinnerEntry[] {
  const hour = Math.floor(now.getTime() / 3_600_000);
  const pool = snapshot.popular.filter((g) => !gameType || g.gameType === gameType).slice(0, 200);
  if (pool.length === 0) return [];
  const random = seededRandom(fnv1a(`${snapshot.brand.merchant}:winners:${gameType ?? 'ALL'}:${hour}`));
  const entries: WinnerEntry[] = [];
  for (let i = 0; i < limit; i++) {
    const g = pool[Math.floor(random() ** 2 * pool.length)] ?? pool[0];
    if (!g) break;
    const multiplier = Math.round(20 + 4980 * random() ** 3);
    const winMinor = Math.max(g.minBetMinor, 100) * multiplier + Math.floor(random() * 100);
    entries.push({
      vo: {
        account: maskedAccount(random),
        nodeId: g.nodeId,
        displayName: displayName(g, lang, snapshot.brand),
        vassalage: g.vendor.vassalage,
        gameType: g.gameType,
        iconUrl: g.iconUrl,
        winAmount: winMinor / 100,
        winTime: new Date(hour * 3_600_000 - Math.floor(random() * 3_600_000)).toISOString(),
      },
    });
  }
  return entries.sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}
