/**
 * Home's hot games carousel (§2.1, §7 GCSGAME_hotGamesV2, cached per session §9): Swiper with
 * its A11y module (a slide focused by Tab scrolls into view), previous/next buttons (only past 5
 * games, §9; fewer fit without them), the tiles
 * the app passes in (renderGame), and loading, empty and failure states in a box of fixed
 * height, so nothing below moves when the games arrive.
 */
import 'swiper/css';
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper/types';
import type { GameItem } from '../../../schemas/catalogue';
import { languages } from '../../../schemas/languages';
import { currentMerchant } from '../../api/client';
import { hotGamesQuery } from '../../api/catalogue/game-list-query';
import { isApiError } from '../../api/client';
import { usePreferences } from '../../brand/brand-context';
import { Button } from '../../ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';
import { section, sectionHeading } from './home-styles';
import { showsHotArrows } from './hot-arrows';

/** Tile width and the carousel's height (image square + name + buttons). */
export const hotTileWidth = 160;
export const hotCarouselHeight = 270;

const head = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem' };
const box = { minHeight: hotCarouselHeight };
const slide = { width: hotTileWidth, height: hotCarouselHeight };
const controls = (theme: Theme) => ({ display: 'flex', gap: theme.space.xs });

export default function HotGamesCarousel({ renderGame }: { renderGame: (game: GameItem) => ReactNode }) {
  const intl = useIntl();
  const { language } = usePreferences();
  const hot = useQuery(hotGamesQuery(currentMerchant(), language));
  const swiper = useRef<SwiperClass | null>(null);
  const games = hot.data ?? [];
  return (
    <section css={section} aria-labelledby="hot-games-title" data-testid="hot-games">
      <div css={head}>
        <h2 id="hot-games-title" css={sectionHeading}>
          <FormattedMessage id="hotgames.title" />
        </h2>
        {showsHotArrows(games.length) && (
          <div css={controls}>
            <Button tone="quiet" aria-label={intl.formatMessage({ id: 'hotgames.previous' })} onClick={() => swiper.current?.slidePrev()}>
              <span aria-hidden="true">{languages[language].dir === 'rtl' ? '›' : '‹'}</span>
            </Button>
            <Button tone="quiet" aria-label={intl.formatMessage({ id: 'hotgames.next' })} onClick={() => swiper.current?.slideNext()}>
              <span aria-hidden="true">{languages[language].dir === 'rtl' ? '‹' : '›'}</span>
            </Button>
          </div>
        )}
      </div>
      <div css={box}>
        {hot.isPending && <LoadingState label={intl.formatMessage({ id: 'hotgames.loading' })} />}
        {hot.isError && !hot.data && (
          <ErrorState
            message={intl.formatMessage({ id: isApiError(hot.error) ? hot.error.messageKey : 'error.network' })}
            retryLabel={intl.formatMessage({ id: 'action.retry' })}
            onRetry={() => void hot.refetch()}
          />
        )}
        {hot.data && games.length === 0 && <EmptyState message={intl.formatMessage({ id: 'hotgames.empty' })} />}
        {games.length > 0 && (
          <Swiper
            modules={[A11y]}
            dir={languages[language].dir}
            slidesPerView="auto"
            spaceBetween={12}
            watchSlidesProgress
            a11y={{ enabled: true, containerMessage: intl.formatMessage({ id: 'hotgames.title' }), prevSlideMessage: intl.formatMessage({ id: 'hotgames.previous' }), nextSlideMessage: intl.formatMessage({ id: 'hotgames.next' }) }}
            onSwiper={(s) => {
              swiper.current = s;
            }}
          >
            {games.map((game) => (
              <SwiperSlide key={game.nodeId} style={slide}>
                <Suspense fallback={null}>{renderGame(game)}</Suspense>
              </SwiperSlide>
            ))}
          </Swiper>
        )}
      </div>
    </section>
  );
}
