/** Chunk "Promotions" (§2.1 lazily loaded groups): /promotions. */
export { PromotionsPage } from '../../features/content/promotions-page';
