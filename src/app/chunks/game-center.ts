/**
 * Chunk "GameCenter" (§2.1 lazily loaded groups): the game centres, category pages and /hot.
 * The group's /rng slot lobby is its own chunk, game-center-rng.ts (docs/decisions/021).
 */
export { CategoryRoute, HotRoute } from '../routes/category-routes';
