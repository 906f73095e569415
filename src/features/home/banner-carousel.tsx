/**
 * The banner carousel (§2.3, §9), loaded lazily after the first banner has painted: Swiper core
 * with only the Autoplay module (5000 ms delay, 1000 ms transition, loop with more than one
 * slide), pausing while hovered or focused, with a pause button, previous/next and one button
 * per slide (WAI-ARIA carousel pattern). Reduced motion: no autoplay, no sliding animation.
 * Slides that are not shown are inert, so the keyboard never reaches a hidden link.
 */
import 'swiper/css';
import type { Theme } from '@emotion/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { languages } from '../../../schemas/languages';
import { usePreferences } from '../../brand/brand-context';
import { BannerSlide } from './banner-slide';
import type { ResolvedBanner } from './banner-hero';
import { CarouselControls } from './carousel-controls';
import { useReducedMotion } from './use-reduced-motion';

export const bannerAutoplayMs = 5000;
export const bannerSpeedMs = 1000;

const root = { position: 'relative' as const, height: '100%' };
const swiperBox = (theme: Theme) => ({ height: '100%', borderRadius: theme.radius });

interface BannerCarouselProps {
  banners: ResolvedBanner[];
}

export default function BannerCarousel({ banners }: BannerCarouselProps) {
  const intl = useIntl();
  const { language } = usePreferences();
  const dir = languages[language].dir;
  const reduced = useReducedMotion();
  const swiperRef = useRef<SwiperClass | null>(null);
  const [active, setActive] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !reduced && !userPaused && banners.length > 1;

  const togglePause = (): void => {
    const autoplay = swiperRef.current?.autoplay;
    if (userPaused) autoplay?.start();
    else autoplay?.stop();
    setUserPaused(!userPaused);
  };
  const onFocus = (): void => {
    setFocused(true);
    swiperRef.current?.autoplay?.pause();
  };
  const onBlur = (event: React.FocusEvent<HTMLDivElement>): void => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    if (!userPaused) swiperRef.current?.autoplay?.resume();
  };

  return (
    <div
      css={root}
      onFocus={onFocus}
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
          reduced || banners.length < 2
            ? false
            : { delay: bannerAutoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false }
        }
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onRealIndexChange={(swiper) => setActive(swiper.realIndex)}
        aria-live={rotating && !focused ? 'off' : 'polite'}
      >
        {banners.map(({ banner, target }, index) => (
          <SwiperSlide
            key={banner.id}
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'home.banner.slide' })}
            aria-label={intl.formatMessage({ id: 'home.banner.position' }, { index: index + 1, count: banners.length })}
            inert={index !== active}
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
        onTogglePause={togglePause}
      />
    </div>
  );
}
