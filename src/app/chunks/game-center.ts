/** Chunk "GameCenter" (§2.1 lazily loaded groups): the game centres, category pages and the /rng lobby. */
export { CategoryRoute, HotRoute, RngLobbyRoute } from '../routes/category-routes';
