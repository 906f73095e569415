/** Chunk "Fish" (§2.1 lazily loaded groups): /fish. */
export { CategoryRoute } from '../routes/category-routes';
