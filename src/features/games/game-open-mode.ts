/**
 * Where a started game plays (docs/decisions/020): in an in-page frame over the portal (the
 * default: no popup blocker, "back to lobby" closes it) or in a new tab — brand.json
 * `gameOpenMode`.
 */
import type { Brand } from '../../../schemas/brand';

export type GameOpenMode = 'frame' | 'tab';

export function gameOpenMode(brand: Pick<Brand, 'gameOpenMode'>): GameOpenMode {
  return brand.gameOpenMode === 'tab' ? 'tab' : 'frame';
}
