/**
 * The home banner (§2.3, §9). First paint is the first banner as a plain image (the page's
 * LCP: sized, fetched with high priority, no carousel code) with the carousel's controls
 * already in place. The carousel chunk (Swiper) loads only when it is needed: shortly before
 * the first turn is due (autoplay 5000 ms after the first banner showed), or at once when the
 * player reaches for the banner (pointer, touch, focus, a control). It lays itself over the
 * still banner in the same box, starting where the player asked, and the still one goes; the
 * still part never re-mounts meanwhile, so a click on it is never lost. Until the answer
 * arrives the 3:1 box is reserved.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Banner } from '../../../schemas/content';
import { homeBannersQueryOptions } from '../../api/content/home-banners-query';
import { homeVendorsQueryOptions } from '../../api/catalogue/home-vendors-query';
import { usePreferences } from '../../brand/brand-context';
import { bannerAutoplayMs, type CarouselStart } from './banner-timing';
import { BannerSlide } from './banner-slide';
import { bannerTarget, type BannerTarget } from './banner-target';
import { CarouselControls } from './carousel-controls';
import { useReducedMotion } from './use-reduced-motion';

const BannerCarousel = lazy(() => import('./banner-carousel'));

/** How long before the first turn the carousel code starts loading. */
const loadLeadMs = 1500;
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

function useResolvedBanners(): ResolvedBanner[] | undefined {
  const { language } = usePreferences();
  const banners = useQuery(homeBannersQueryOptions(language));
  const vendors = useQuery(homeVendorsQueryOptions());
  const list = banners.data;
  return useMemo(
    () => list?.map((banner) => ({ banner, target: bannerTarget(banner, vendors.data ?? []) })),
    [list, vendors.data],
  );
}

export function BannerHero() {
  const intl = useIntl();
  const reduced = useReducedMotion();
  const resolved = useResolvedBanners();
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [start, setStart] = useState<Omit<CarouselStart, 'firstDelayMs'>>({ index: 0, paused: false });
  /** Set when the carousel is wanted: the time left of the first banner's turn at that moment. */
  const [firstDelayMs, setFirstDelayMs] = useState<number | null>(null);
  /** The carousel is on screen (over the still banner, which then goes). */
  const [ready, setReady] = useState(false);
  const [hovered, setHovered] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const count = resolved?.length ?? 0;
  const many = count > 1;

  const launch = (): void => {
    if (!many || firstDelayMs !== null) return;
    const elapsed = shownAt === null ? 0 : performance.now() - shownAt;
    const delay = Math.max(1000, bannerAutoplayMs - elapsed);
    // A transition: React renders the carousel in short slices while the still banner stays
    // on screen and answers (no long task when Swiper arrives).
    startTransition(() => setFirstDelayMs(delay));
  };
  const launchLater = useEffectEvent(() => launch());
  useEffect(() => {
    if (!many || shownAt === null || reduced || start.paused) return;
    const id = setTimeout(launchLater, Math.max(0, bannerAutoplayMs - loadLeadMs));
    return () => clearTimeout(id);
  }, [many, shownAt, reduced, start.paused]);

  const first = resolved?.[0];
  if (resolved && !first) return null;
  const wake = (): void => launch();
  /** When the first banner showed (its image loaded or failed): kept in a transition (decision 067). */
  const markShown = (): void => {
    const now = performance.now();
    startTransition(() => setShownAt((t) => t ?? now));
  };
  /** The carousel covers the still banner: a control focused there hands focus to its twin. */
  const onReady = (): void => {
    const section = sectionRef.current;
    const control = section?.querySelector('[data-still] [data-control]:focus')?.getAttribute('data-control');
    if (control)
      section
        ?.querySelector<HTMLElement>(`[data-testid="banner-carousel"] [data-control="${control}"]`)
        ?.focus();
    setReady(true);
  };
  const goTo = (index: number): void => {
    setStart((s) => ({ ...s, index: (index + count) % count }));
    launch();
  };
  const still = first ? (
    <div data-still="">
      <div
        onLoadCapture={markShown}
        onErrorCapture={markShown}
      >
        <BannerSlide banner={first.banner} target={first.target} priority />
      </div>
      <CarouselControls
        count={count}
        active={0}
        paused={start.paused}
        canPause={!reduced}
        onPrev={() => goTo(-1)}
        onNext={() => goTo(1)}
        onGoTo={goTo}
        onTogglePause={() => setStart((s) => ({ ...s, paused: !s.paused }))}
      />
    </div>
  ) : null;
  return (
    <section
      ref={sectionRef}
      css={frame}
      style={{ aspectRatio: first ? `${first.banner.width} / ${first.banner.height}` : placeholderRatio }}
      aria-label={intl.formatMessage({ id: 'home.banner.label' })}
      aria-busy={!resolved}
      data-testid="home-banner"
      onPointerEnter={() => {
        setHovered(true);
        wake();
      }}
      onPointerLeave={() => setHovered(false)}
      onTouchStart={wake}
      onFocus={wake}
    >
      {!ready && still}
      {firstDelayMs !== null && resolved && many && (
        <Suspense fallback={null}>
          <BannerCarousel
            banners={resolved}
            start={{ ...start, firstDelayMs }}
            hovered={hovered}
            onReady={onReady}
          />
        </Suspense>
      )}
    </section>
  );
}
