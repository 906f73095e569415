/**
 * The banner carousel (§2.3, §9), loaded only when needed (banner-hero.tsx): Swiper core with
 * only the Autoplay module (5000 ms delay, 1000 ms transition, loop with more than one slide),
 * holding while hovered or focused, with a pause button, previous/next and one button per
 * slide (WAI-ARIA carousel pattern). Reduced motion: no autoplay, no sliding animation.
 * Slides that are not shown are inert, so the keyboard never reaches a hidden link.
 */
import 'swiper/css';
import type { Theme } from '@emotion/react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { languages } from '../../../schemas/languages';
import { usePreferences } from '../../brand/brand-context';
import type { ResolvedBanner } from './banner-hero';
import { BannerSlide } from './banner-slide';
import { bannerAutoplayMs, bannerSpeedMs, type CarouselStart } from './banner-timing';
import { CarouselControls } from './carousel-controls';
import { useReducedMotion } from './use-reduced-motion';

/** Over the still banner in the same box (banner-hero.tsx), so nothing moves when it arrives. */
const root = { position: 'absolute' as const, inset: 0, zIndex: 1 };
const swiperBox = (theme: Theme) => ({ height: '100%', borderRadius: theme.radius });

interface BannerCarouselProps {
  banners: ResolvedBanner[];
  start: CarouselStart;
  /** The pointer is over the banner (tracked by the still part's box, which outlives this). */
  hovered: boolean;
  /** Called once Swiper is set up and the carousel covers the still banner. */
  onReady: () => void;
}

/**
 * The first turn keeps the 5 s beat counted from when the still banner showed: the first slide
 * carries the time left (Swiper's per-slide delay) until the carousel first moves.
 */
function firstTurnDelay(start: CarouselStart, index: number): string | undefined {
  return index === start.index && start.firstDelayMs < bannerAutoplayMs
    ? String(Math.round(start.firstDelayMs))
    : undefined;
}

function forgetFirstTurn(swiper: SwiperClass): void {
  swiper.once('slideChange', () => {
    for (const slide of swiper.slides) slide.removeAttribute('data-swiper-autoplay');
  });
}

export default function BannerCarousel({ banners, start, hovered, onReady }: BannerCarouselProps) {
  const intl = useIntl();
  const { language } = usePreferences();
  const dir = languages[language].dir;
  const reduced = useReducedMotion();
  const swiperRef = useRef<SwiperClass | null>(null);
  const [active, setActive] = useState(start.index);
  const [userPaused, setUserPaused] = useState(start.paused);
  const [focused, setFocused] = useState(false);

  const onSwiper = (swiper: SwiperClass): void => {
    swiperRef.current = swiper;
    if (start.index !== 0) swiper.slideToLoop(start.index, 0, false);
    if (swiper.autoplay) forgetFirstTurn(swiper);
    onReady();
  };
  // Hover or focus holds the rotation, the pause button stops it; it restarts with a full turn.
  // (Swiper's own pause() resumes itself at the end of a transition, so stop/start it is.)
  const run = !userPaused && !hovered && !focused;
  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay || reduced || banners.length < 2) return;
    if (run && !autoplay.running) autoplay.start();
    else if (!run && autoplay.running) autoplay.stop();
  }, [run, reduced, banners.length]);
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      css={root}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      aria-roledescription={intl.formatMessage({ id: 'home.banner.carousel' })}
      data-testid="banner-carousel"
      data-active={active}
    >
      <Swiper
        key={`${dir}-${reduced ? 'still' : 'moving'}`}
        dir={dir}
        css={swiperBox}
        modules={[Autoplay]}
        slidesPerView={1}
        speed={reduced ? 0 : bannerSpeedMs}
        loop={banners.length > 1}
        autoplay={
          reduced || banners.length < 2 ? false : { delay: bannerAutoplayMs, disableOnInteraction: false }
        }
        onSwiper={onSwiper}
        onRealIndexChange={(swiper) => setActive(swiper.realIndex)}
        aria-live={run && !reduced ? 'off' : 'polite'}
      >
        {banners.map(({ banner, target }, index) => (
          <SwiperSlide
            key={banner.id}
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'home.banner.slide' })}
            aria-label={intl.formatMessage(
              { id: 'home.banner.position' },
              { index: index + 1, count: banners.length },
            )}
            inert={index !== active}
            data-swiper-autoplay={firstTurnDelay(start, index)}
          >
            <BannerSlide banner={banner} target={target} priority={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <CarouselControls
        count={banners.length}
        active={active}
        paused={userPaused}
        canPause={!reduced}
        onPrev={() => swiperRef.current?.slidePrev()}
        onNext={() => swiperRef.current?.slideNext()}
        onGoTo={(index) => swiperRef.current?.slideToLoop(index)}
        onTogglePause={() => setUserPaused((p) => !p)}
      />
    </div>
  );
}
