/**
 * Demo vendor menus per brand (the lite catalogue of §3 "Game vendor card"): realistic vendor
 * codes per game type, with the brand deciding e-sports (esportGames), cockfight
 * (cockfightGames), in-house games (inHouse) and the lottery vendor (lotteryType: VN →
 * TCG_LOTTO_VN, SEA → TCG_SEA, otherwise the platform's own LOTT/ELOTT). Deterministic: the same
 * brand always yields the same rows. Edit the lists to change what a fresh database gets.
 */
import type { Brand, GameCategory, LotteryType } from '../../../../schemas/brand';
import { vendorIconPath } from '../../../domain/catalogue/vendor-icon';

interface VendorSeed {
  vassalage: string;
  displayName: string;
  maintenance?: boolean;
}

const rng: VendorSeed[] = [
  { vassalage: 'PG', displayName: 'PG Soft' },
  { vassalage: 'JILI', displayName: 'JILI' },
  { vassalage: 'PP', displayName: 'Pragmatic Play' },
  { vassalage: 'JDB', displayName: 'JDB' },
  { vassalage: 'CQ9', displayName: 'CQ9' },
  { vassalage: 'FC', displayName: 'Fa Chai' },
  { vassalage: 'KA', displayName: 'KA Gaming' },
  { vassalage: 'BNG', displayName: 'Booongo' },
  { vassalage: 'SPADE', displayName: 'Spadegaming' },
  { vassalage: 'HB', displayName: 'Habanero' },
  { vassalage: 'RT', displayName: 'Red Tiger' },
  { vassalage: 'NETENT', displayName: 'NetEnt' },
  { vassalage: 'MG', displayName: 'Microgaming' },
  { vassalage: 'PT', displayName: 'Playtech' },
  { vassalage: 'YGG', displayName: 'Yggdrasil' },
  { vassalage: 'RELAX', displayName: 'Relax Gaming' },
  { vassalage: 'HACKSAW', displayName: 'Hacksaw Gaming' },
  { vassalage: 'NLC', displayName: 'Nolimit City', maintenance: true },
  { vassalage: 'BTG', displayName: 'Big Time Gaming' },
  { vassalage: 'PNG', displayName: "Play'n GO" },
];

const live: VendorSeed[] = [
  { vassalage: 'EVO', displayName: 'Evolution' },
  { vassalage: 'SEXY', displayName: 'AE Sexy' },
  { vassalage: 'DG', displayName: 'Dream Gaming' },
  { vassalage: 'AG', displayName: 'Asia Gaming' },
  { vassalage: 'WM', displayName: 'WM Casino' },
  { vassalage: 'SA', displayName: 'SA Gaming' },
  { vassalage: 'PT', displayName: 'Playtech Live' },
  { vassalage: 'PP', displayName: 'Pragmatic Play Live' },
];

const sports: VendorSeed[] = [
  { vassalage: 'SABA', displayName: 'SABA Sports' },
  { vassalage: 'CMD', displayName: 'CMD368' },
  { vassalage: 'BTI', displayName: 'BTi Sports' },
  { vassalage: 'IM', displayName: 'IM Sports' },
  { vassalage: 'SBO', displayName: 'SBOBET' },
];

const fish: VendorSeed[] = [
  { vassalage: 'JILI', displayName: 'JILI Fishing' },
  { vassalage: 'JDB', displayName: 'JDB Fishing' },
  { vassalage: 'CQ9', displayName: 'CQ9 Fishing' },
  { vassalage: 'FC', displayName: 'Fa Chai Fishing' },
  { vassalage: 'KA', displayName: 'KA Fishing' },
  { vassalage: 'SPADE', displayName: 'Spade Fishing' },
];

const pvp: VendorSeed[] = [
  { vassalage: 'KY', displayName: 'KY Gaming' },
  { vassalage: 'LEG', displayName: 'LEG Poker' },
  { vassalage: 'V8', displayName: 'V8 Poker' },
  { vassalage: 'KM', displayName: 'Kingmaker' },
  { vassalage: 'FG', displayName: 'FunGaming' },
];

/** Every e-sport and cockfight code the brand schema allows, with its name. */
const esportNames: Record<string, string> = {
  AV: 'AVIA eSports',
  IMES: 'IM eSports',
  IA: 'IA eSports',
  AI: 'AI eSports',
  TF: 'TF Gaming',
};
const cockfightNames: Record<string, string> = { DS88: 'DS88 Sabong', DIG: 'DIGMAAN' };

/** LOTT: the lotteryType's vendor first (the nav routes by it, §2.3), then the platform's own. */
function lotteryVendors(type: LotteryType, brandName: string): { lott: VendorSeed[]; elott: VendorSeed[] } {
  const own: VendorSeed = { vassalage: 'LOTT', displayName: `${brandName} Lottery` };
  const eOwn: VendorSeed = { vassalage: 'ELOTT', displayName: `${brandName} E-Lottery` };
  const lott: Record<LotteryType, VendorSeed[]> = {
    VN: [{ vassalage: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery' }, own],
    SEA: [{ vassalage: 'TCG_SEA', displayName: 'SEA Lottery' }, own],
    LOTT: [own],
    ELOTT: [eOwn, own],
  };
  return { lott: lott[type], elott: [eOwn] };
}

export interface VendorSeedRow {
  nodeId: string;
  vassalage: string;
  gameType: GameCategory;
  displayName: string;
  sort: number;
  maintenance: boolean;
  iconPath: string;
}

/** The vendors a fresh database gets for this brand, in menu order per game type. */
export function vendorSeedFor(brand: Brand): VendorSeedRow[] {
  const lottery = lotteryVendors(brand.lotteryType, brand.name);
  const byType: [GameCategory, VendorSeed[]][] = [
    ['RNG', rng],
    ['LIVE', live],
    ['FISH', fish],
    ['PVP', pvp],
    ['SPORTS', sports],
    ['ESPORTS', brand.esportGames.map((code) => ({ vassalage: code, displayName: esportNames[code] ?? code }))],
    ['ELOTT', lottery.elott],
    ['LOTT', lottery.lott],
    ['COCKFIGHT', brand.cockfightGames.map((code) => ({ vassalage: code, displayName: cockfightNames[code] ?? code }))],
    [
      'INHOUSE',
      brand.inHouse
        ? [
            { vassalage: 'ORIGINALS', displayName: `${brand.name} Originals` },
            { vassalage: 'MINI', displayName: 'Mini Games' },
          ]
        : [],
    ],
  ];
  return byType.flatMap(([gameType, list]) =>
    list.map((v, i) => ({
      nodeId: `${gameType}-${v.vassalage}`,
      vassalage: v.vassalage,
      gameType,
      displayName: v.displayName,
      sort: (i + 1) * 10,
      maintenance: v.maintenance ?? false,
      iconPath: vendorIconPath(v.vassalage),
    })),
  );
}
