/**
 * Chunk "PointMall" (§2.1 lazily loaded groups): /pointMall, member only — the brand's page about
 * points (its text and "points never expire", §9) above the points mall and VIP (docs/decisions/049).
 */
import { ContentPage } from '../../features/content/content-page';
import { PointMallPage } from '../../features/points/point-mall-page';

export function PointMallRoute() {
  return (
    <>
      <ContentPage page="pointMall" />
      <PointMallPage />
    </>
  );
}
