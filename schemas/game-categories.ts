/**
 * Game categories and their routes (§2.1): route → category and the reverse, with the two
 * readings of READINGS #14 (/inHouse looks up RNG; INHOUSE maps back to /inHouse).
 */
import type { GameCategory } from './brand';

export const categoryRoutes = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LIVE: '/live',
  LOTT: '/lott',
  ELOTT: '/elott',
  FISH: '/fish',
  PVP: '/pvp',
  RNG: '/rng',
  COCKFIGHT: '/cockfight',
  INHOUSE: '/inHouse',
} as const satisfies Record<GameCategory, string>;

export type CategoryRoute = (typeof categoryRoutes)[GameCategory];

/** The category a route looks up (§2.1 map; /inHouse → RNG). */
export const routeCategories: Record<CategoryRoute, GameCategory> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/live': 'LIVE',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/rng': 'RNG',
  '/cockfight': 'COCKFIGHT',
  '/inHouse': 'RNG',
};

/** Navigation label keys (§2.3 "Category navigation keys"; INHOUSE is not named there). */
export const categoryLabelKeys = {
  ELOTT: 'con_lott',
  LOTT: 'con_lott',
  LIVE: 'con_live',
  SPORTS: 'con_sports',
  FISH: 'con_fish',
  RNG: 'con_rng',
  PVP: 'con_pvp',
  ESPORTS: 'compete_game',
  COCKFIGHT: 'in_cockfight_nav',
  INHOUSE: 'in_house_nav',
} as const satisfies Record<GameCategory, string>;

/** Order of the top navigation, after the web menu keys of §2.3. */
export const categoryOrder: readonly GameCategory[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTT',
  'COCKFIGHT',
  'INHOUSE',
];

/** Displayed rebate rates in percent (§9); PVP has none. */
export const rebateRates: Partial<Record<GameCategory, number>> = {
  LOTT: 1,
  ELOTT: 1,
  FISH: 1,
  RNG: 1.2,
  LIVE: 0.8,
  SPORTS: 1,
  ESPORTS: 1,
};
