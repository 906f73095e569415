/** Chunk "download" (not a §2.1 group): /down. */
export { DownloadPage } from '../../features/download/download-page';
