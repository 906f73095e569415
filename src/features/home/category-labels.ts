/**
 * Label messages of the game types on home (the web menu keys of §2.3; in-house has none there).
 * Literal descriptors, so the catalogue test sees every key.
 */
import type { GameCategory } from '../../../schemas/brand';

export const categoryLabels: Record<GameCategory, { id: string }> = {
  RNG: { id: 'w_rng' },
  LIVE: { id: 'w_live' },
  FISH: { id: 'w_fish' },
  PVP: { id: 'w_pvp' },
  SPORTS: { id: 'w_sports' },
  ESPORTS: { id: 'w_esports' },
  ELOTT: { id: 'w_elott' },
  LOTT: { id: 'w_lott' },
  COCKFIGHT: { id: 'w_cockfight' },
  INHOUSE: { id: 'home.category.inhouse' },
};
