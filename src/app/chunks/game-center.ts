/** Chunk "GameCenter" (§2.1 lazily loaded groups): the game centre and category pages. */
export { CategoryRoute, HotRoute } from '../routes/category-routes';
