/** Chunk "Join" (§2.1 lazily loaded groups): /join. */
export { ContentPage } from '../../features/content/content-page';
