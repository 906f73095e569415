/** Chunk "Sponsor" (§2.1 lazily loaded groups): /sponsor1, /sponsor2, /sponsor3. */
export { ContentPage } from '../../features/content/content-page';
