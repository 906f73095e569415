/** Chunk "content" (not a §2.1 group): the terms, privacy and responsible-gaming pages. */
export { ContentPage } from '../../features/content/content-page';
