/**
 * Chunk "Promotions" (§2.1 lazily loaded groups): /promotions — the activity centre (issue 19)
 * above the brand's promotion announcements.
 */
import { PromotionsPage as AnnouncementsPage } from '../../features/content/promotions-page';
import { ActivityCentre } from '../../features/promotions/promotions-page';

export function PromotionsPage() {
  return <AnnouncementsPage activity={<ActivityCentre />} />;
}
