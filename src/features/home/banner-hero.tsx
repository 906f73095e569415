/**
 * The home banner (§2.3, §9). First paint is the first banner as a plain image (the page's
 * LCP: sized, fetched with high priority, no carousel code). Once it has loaded and the
 * browser is idle, the carousel chunk (Swiper) takes over the same box, only when there is more
 * than one banner. Until the answer arrives the 3:1 box is reserved, so nothing below moves.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Banner } from '../../../schemas/content';
import { homeBannersQueryOptions } from '../../api/home-banners-query';
import { homeVendorsQueryOptions } from '../../api/home-vendors-query';
import { usePreferences } from '../../brand/brand-context';
import { BannerSlide } from './banner-slide';
import { bannerTarget, type BannerTarget } from './banner-target';

const BannerCarousel = lazy(() => import('./banner-carousel'));

/** The seeded home banners are 1200×400; the box keeps that ratio until real sizes arrive. */
const placeholderRatio = '3 / 1';

const frame = (theme: Theme) => ({
  position: 'relative' as const,
  overflow: 'hidden',
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  margin: `${theme.space.md} ${theme.space.md} 0`,
});

export interface ResolvedBanner {
  banner: Banner;
  target: BannerTarget;
}

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

function useUpgradeWhenIdle(ready: boolean): boolean {
  const [upgrade, setUpgrade] = useState(false);
  useEffect(() => (ready && !upgrade ? whenIdle(() => setUpgrade(true)) : undefined), [ready, upgrade]);
  return upgrade;
}

export function BannerHero() {
  const intl = useIntl();
  const { language } = usePreferences();
  const banners = useQuery(homeBannersQueryOptions(language));
  const vendors = useQuery(homeVendorsQueryOptions());
  const [firstLoaded, setFirstLoaded] = useState(false);
  const list = banners.data;
  const resolved = useMemo<ResolvedBanner[]>(
    () => (list ?? []).map((banner) => ({ banner, target: bannerTarget(banner, vendors.data ?? []) })),
    [list, vendors.data],
  );
  const upgrade = useUpgradeWhenIdle(firstLoaded && resolved.length > 1);
  const first = resolved[0];

  if (list && !first) return null;
  const ratio = first ? `${first.banner.width} / ${first.banner.height}` : placeholderRatio;
  const label = intl.formatMessage({ id: 'home.banner.label' });
  const still = first ? (
    <div onLoadCapture={() => setFirstLoaded(true)}>
      <BannerSlide banner={first.banner} target={first.target} priority />
    </div>
  ) : null;
  return (
    <section css={frame} style={{ aspectRatio: ratio }} aria-label={label} data-testid="home-banner" aria-busy={!list}>
      {upgrade ? (
        <Suspense fallback={still}>
          <BannerCarousel banners={resolved} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
