/** Chunk "GameListCenter" (§2.1 lazily loaded groups): the vendor game list route. */
export { GameListCenterRoute } from '../routes/category-routes';
