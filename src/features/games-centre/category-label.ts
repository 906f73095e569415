/**
 * Label keys of the game categories (§2.3 category navigation keys). ELOTT and LOTT share
 * con_lott in §2.3; where both appear side by side ELOTT reads "E-Lottery" (w_elott) so the two
 * can be told apart. INHOUSE has no key in §2.3 (in_house_nav is ours).
 */
import type { GameCategory } from '../../../schemas/brand';
import { categoryLabelKeys } from '../../../schemas/game-categories';

export function categoryLabelKey(category: GameCategory, alongsideLott = true): string {
  if (category === 'ELOTT' && alongsideLott) return 'w_elott';
  return categoryLabelKeys[category];
}
