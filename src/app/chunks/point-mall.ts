/** Chunk "PointMall" (§2.1 lazily loaded groups): /pointMall. */
export { ContentPage } from '../../features/content/content-page';
