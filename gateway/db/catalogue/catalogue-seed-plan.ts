/**
 * The demo game catalogue of a brand (docs/decisions/017-game-catalogue.md): a pure,
 * deterministic function of the merchant code, its languages and its vendors — a seeded PRNG,
 * never Math.random — so every fresh database gets the same ~10,000 RNG games and realistic
 * LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT/ELOTT and INHOUSE lists.
 */
import type { GameCategory } from '../../../schemas/brand';
import type { IsGame, SlotSubcategory } from '../../../schemas/catalogue';
import type { LotteryKind } from '../../../schemas/lottery-modes';
import { fnv1a } from '../../domain/catalogue/vendor-icon';
import {
  adjectives,
  cardGames,
  fishingWord,
  inHouseGames,
  liveTables,
  lobbyWord,
  lotteryGameKinds,
  lotteryGames,
  nameLanguages,
  nouns,
  subcategoryHeads,
  suffixes,
  tableWord,
  type NameLanguage,
  type Word,
} from './catalogue-seed-words';

export interface SeedVendor {
  nodeId: string;
  vassalage: string;
  gameType: GameCategory;
  displayName: string;
}

export interface SeedGame {
  nodeId: string;
  vendorNodeId: string;
  gameCode: string;
  names: Record<string, string>;
  supportPlay: 0 | 1;
  isGame: IsGame;
  subcategory: SlotSubcategory | null;
  minBetMinor: number;
  lines: number;
  popularity: number;
  sort: number;
  maintenance: boolean;
  /** Lottery games: the draw family (§3 lottery type icons); null otherwise. */
  lotteryType: LotteryKind | null;
}

/** mulberry32: a small, fast, well-spread 32-bit PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function weighted<T>(random: () => number, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [value, w] of table) {
    r -= w;
    if (r < 0) return value;
  }
  return (table.at(-1) as readonly [T, number])[0];
}

/** RNG games per slot vendor (10,080 in all); vendors not listed get 150. */
const slotCounts: Record<string, number> = {
  PG: 180, JILI: 200, PP: 600, JDB: 250, CQ9: 300, FC: 120, KA: 1100, BNG: 150, SPADE: 200, HB: 250,
  RT: 400, NETENT: 600, MG: 1900, PT: 1500, YGG: 450, RELAX: 500, HACKSAW: 250, NLC: 150, BTG: 80, PNG: 900,
};
const liveTableCounts: Record<string, number> = { EVO: 60, PP: 35, PT: 30 };

const postponed = new Set(['VI', 'TH', 'AR']);

/** Joins adjective and noun in each language's order, plus an optional suffix. */
function compose(adj: Word | null, head: Word, suffix: Word | null): Word {
  const out = {} as Word;
  for (const lang of nameLanguages) {
    const a = adj?.[lang] ?? '';
    const sep = lang === 'CN' || lang === 'TW' ? '' : ' ';
    const core = !a ? head[lang] : postponed.has(lang) ? `${head[lang]}${sep}${a}` : `${a}${sep}${head[lang]}`;
    const s = suffix?.[lang] ?? '';
    out[lang] = s ? `${core}${sep}${s}` : core;
  }
  return out;
}

function numbered(word: Word, n: number): Word {
  const out = {} as Word;
  for (const lang of nameLanguages) out[lang] = `${word[lang]} ${n}`;
  return out;
}

function same(text: string): Word {
  return Object.fromEntries(nameLanguages.map((l) => [l, text])) as Word;
}

/** A zipf-like popularity 0..100: most games cold, a few hot. */
function popularity(random: () => number): number {
  return Math.min(100, Math.floor(101 * random() ** 3.2));
}

const rngSubcategories: readonly (readonly [SlotSubcategory | null, number])[] = [
  [null, 70], ['JP', 12], ['TG', 6], ['AC', 6], ['SC', 3], ['VP', 2], ['BG', 1],
];
const minBets = [[10, 20], [20, 25], [50, 20], [100, 20], [200, 10], [500, 5]] as const;
const slotLines = [[0, 25], [5, 6], [9, 6], [10, 12], [15, 6], [20, 15], [25, 12], [30, 6], [40, 6], [50, 6]] as const;

interface Builder {
  next(vendor: SeedVendor, name: Word, extra: Partial<SeedGame>, random: () => number): void;
  games: SeedGame[];
}

function builder(languages: readonly string[], defaultLang: string, firstId: number): Builder {
  let id = firstId;
  const games: SeedGame[] = [];
  const perVendor = new Map<string, number>();
  const keep = languages.filter((l): l is NameLanguage => (nameLanguages as readonly string[]).includes(l));
  return {
    games,
    next(vendor, name, extra, random) {
      const names: Record<string, string> = {};
      for (const lang of keep) names[lang] = name[lang];
      if (!names[defaultLang]) names[defaultLang] = name.EN;
      const sort = (perVendor.get(vendor.nodeId) ?? 0) + 1;
      perVendor.set(vendor.nodeId, sort);
      const nodeId = String(id++);
      games.push({
        nodeId,
        vendorNodeId: vendor.nodeId,
        gameCode: nodeId,
        names,
        supportPlay: 1,
        isGame: 'GAME',
        subcategory: null,
        minBetMinor: 100,
        lines: 0,
        popularity: popularity(random),
        sort,
        maintenance: random() < 0.003,
        lotteryType: null,
        ...extra,
      });
    },
  };
}

/** Unique slot names for the merchant: adjective × noun × suffix, in a seeded order. */
function slotNamePool(random: () => number): { next: () => Word } {
  const size = adjectives.length * nouns.length * suffixes.length;
  const order = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const seen = new Set<string>();
  let at = 0;
  const next = (): Word => {
    for (;;) {
      const k = order[at++ % size] as number;
      const name = compose(
        adjectives[k % adjectives.length] as Word,
        nouns[Math.floor(k / adjectives.length) % nouns.length] as Word,
        suffixes[Math.floor(k / (adjectives.length * nouns.length))] as Word,
      );
      if (!seen.has(name.EN)) {
        seen.add(name.EN);
        return name;
      }
    }
  };
  return { next };
}

/** A table-game style name (adjective + head + maybe a suffix) no other game of the vendor has (heads are not slot nouns). */
function headName(random: () => number, heads: readonly Word[], taken: Set<string>): Word {
  for (let tries = 0; ; tries++) {
    const name = compose(pick(random, adjectives), pick(random, heads), tries < 3 ? null : pick(random, suffixes));
    if (!taken.has(name.EN)) {
      taken.add(name.EN);
      return name;
    }
  }
}

function lotteryCode(vassalage: string, index: number): string {
  return `${vassalage}_${String(index + 1).padStart(2, '0')}`;
}

/** Which lottery games a lottery vendor runs (indices into lotteryGames). */
function lotteryPicks(vassalage: string): number[] {
  if (vassalage === 'TCG_LOTTO_VN') return [6, 7, 8, 11, 0, 2];
  if (vassalage === 'TCG_SEA') return [9, 10, 0, 1, 2, 3, 4];
  return [0, 1, 2, 3, 4, 5];
}

export interface CataloguePlanInput {
  merchant: string;
  languages: readonly string[];
  defaultLang: string;
  vendors: readonly SeedVendor[];
}

export const firstGameId = 100001;

export function cataloguePlan(input: CataloguePlanInput): SeedGame[] {
  const b = builder(input.languages, input.defaultLang, firstGameId);
  const slotName = slotNamePool(seededRandom(fnv1a(`${input.merchant}:slots`)));
  for (const vendor of input.vendors) {
    const random = seededRandom(fnv1a(`${input.merchant}:${vendor.gameType}:${vendor.vassalage}`));
    const own = same(vendor.displayName);
    switch (vendor.gameType) {
      case 'RNG': {
        // Each vendor has its usual minimum bet and line count (most of its games use them).
        const houseBet = weighted(random, minBets);
        const houseLines = weighted(random, slotLines);
        const slots: [Word, Partial<SeedGame>][] = [];
        const headNames = new Set<string>();
        for (let i = 0; i < (slotCounts[vendor.vassalage] ?? 150); i++) {
          const subcategory = weighted(random, rngSubcategories);
          const heads = subcategory && subcategory !== 'JP' && subcategory !== 'AC' ? subcategoryHeads[subcategory] : null;
          const name = heads ? headName(random, heads, headNames) : slotName.next();
          slots.push([name, {
            subcategory,
            supportPlay: random() < 0.7 ? 0 : 1,
            minBetMinor: random() < 0.75 ? houseBet : weighted(random, minBets),
            lines: subcategory === null || subcategory === 'JP' ? (random() < 0.75 ? houseLines : weighted(random, slotLines)) : 0,
          }]);
        }
        // A vendor's games get their ids in name order, as its catalogue lists them.
        slots.sort(([a], [b]) => (a.EN < b.EN ? -1 : a.EN > b.EN ? 1 : 0));
        for (const [name, extra] of slots) b.next(vendor, name, extra, random);
        break;
      }
      case 'LIVE': {
        b.next(vendor, compose(null, own, lobbyWord), { popularity: 60 + Math.floor(random() * 40), maintenance: false }, random);
        const count = liveTableCounts[vendor.vassalage] ?? 20;
        for (let i = 0; i < count; i++) {
          const table = liveTables[i % liveTables.length] as Word;
          b.next(vendor, numbered(compose(null, table, tableWord), Math.floor(i / liveTables.length) + 1), { minBetMinor: weighted(random, minBets) * 10 }, random);
        }
        break;
      }
      case 'FISH': {
        const count = 6 + Math.floor(random() * 10);
        for (let i = 0; i < count; i++) b.next(vendor, compose(pick(random, adjectives), nouns[(i * 7 + vendor.vassalage.length) % nouns.length] as Word, fishingWord), { supportPlay: random() < 0.5 ? 0 : 1, minBetMinor: weighted(random, minBets) }, random);
        break;
      }
      case 'PVP':
        for (let i = 0; i < 12 + Math.floor(random() * 18); i++) {
          const game = cardGames[i % cardGames.length] as Word;
          b.next(vendor, i < cardGames.length ? game : compose(pick(random, adjectives), game, null), { minBetMinor: weighted(random, minBets) }, random);
        }
        break;
      case 'LOTT':
      case 'ELOTT':
        lotteryPicks(vendor.vassalage).forEach((g) =>
          b.next(vendor, lotteryGames[g] as Word, { gameCode: lotteryCode(vendor.vassalage, g), minBetMinor: 100, lotteryType: lotteryGameKinds[g] ?? null }, random),
        );
        break;
      case 'INHOUSE': {
        const list = vendor.vassalage === 'MINI' ? inHouseGames.slice(0, 6) : inHouseGames;
        for (const game of list) b.next(vendor, game, { supportPlay: 0, minBetMinor: 10 }, random);
        break;
      }
      default:
        // SPORTS, ESPORTS, COCKFIGHT: one lobby game that the vendor tile launches.
        b.next(vendor, compose(null, own, lobbyWord), { popularity: 50 + Math.floor(random() * 50), maintenance: false, minBetMinor: 100 }, random);
    }
  }
  return b.games;
}

/** §3 isGame of a vendor tile: card and fish vendors open a popup list of their games. */
export function vendorIsGame(gameType: GameCategory): IsGame {
  return gameType === 'PVP' || gameType === 'FISH' ? 'VASSALAGE' : 'GAME';
}
