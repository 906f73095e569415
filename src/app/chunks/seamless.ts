/** Chunk "Seamless" (§2.1 lazily loaded groups): /seamless. */
export { ContentPage } from '../../features/content/content-page';
