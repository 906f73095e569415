/**
 * Home's hot games row (§2.1, §7 GCSGAME_hotGamesV2, cached per session §9): a native
 * horizontally scrolling list with scroll snapping (decision 063), previous/next buttons (only
 * past 5 games, §9; fewer fit without them) that scroll by a screenful, the tiles the app passes
 * in (renderGame), and loading, empty and failure states in a box of fixed height, so nothing
 * below moves when the games arrive. Nothing is measured when it mounts: the browser lays the
 * row out with the page, swipes and scrolls it, and a tile reached by Tab scrolls into view.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { useReducedMotion } from './use-reduced-motion';

/** Tile width and the row's height (image square + name + buttons). */
export const hotTileWidth = 160;
export const hotCarouselHeight = 270;
const tileGap = 12;

const head = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem' };
const box = { minHeight: hotCarouselHeight };
const controls = (theme: Theme) => ({ display: 'flex', gap: theme.space.xs });
const track = {
  display: 'flex',
  gap: tileGap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto' as const,
  overflowY: 'hidden' as const,
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain' as const,
  scrollbarWidth: 'none' as const,
  '&::-webkit-scrollbar': { display: 'none' },
};
const tile = { flex: `0 0 ${hotTileWidth}px`, height: hotCarouselHeight, scrollSnapAlign: 'start' };

export default function HotGamesCarousel({ renderGame }: { renderGame: (game: GameItem) => ReactNode }) {
  const intl = useIntl();
  const { language } = usePreferences();
  const reduced = useReducedMotion();
  const hot = useQuery(hotGamesQuery(currentMerchant(), language));
  // The tiles render from a deferred value, in a transition React slices, not in the blocking
  // render the query's answer starts (decision 067); the loading state stays until then.
  const data = useDeferredValue(hot.data);
  const list = useRef<HTMLUListElement>(null);
  const games = data ?? [];
  const rtl = languages[language].dir === 'rtl';
  /** Scrolls a screenful of whole tiles towards the end (1) or the start (-1) of the reading direction. */
  const turn = (toward: 1 | -1): void => {
    const row = list.current;
    if (!row) return;
    const step = Math.max(hotTileWidth + tileGap, Math.floor(row.clientWidth / (hotTileWidth + tileGap)) * (hotTileWidth + tileGap));
    row.scrollBy({ left: step * toward * (rtl ? -1 : 1), behavior: reduced ? 'auto' : 'smooth' });
  };
  return (
    <section css={section} aria-labelledby="hot-games-title" data-testid="hot-games">
      <div css={head}>
        <h2 id="hot-games-title" css={sectionHeading}>
          <FormattedMessage id="hotgames.title" />
        </h2>
        {showsHotArrows(games.length) && (
          <div css={controls}>
            <Button tone="quiet" aria-label={intl.formatMessage({ id: 'hotgames.previous' })} onClick={() => turn(-1)}>
              <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
            </Button>
            <Button tone="quiet" aria-label={intl.formatMessage({ id: 'hotgames.next' })} onClick={() => turn(1)}>
              <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
            </Button>
          </div>
        )}
      </div>
      <div css={box}>
        {data === undefined && !hot.isError && <LoadingState label={intl.formatMessage({ id: 'hotgames.loading' })} />}
        {hot.isError && !data && (
          <ErrorState
            message={intl.formatMessage({ id: isApiError(hot.error) ? hot.error.messageKey : 'error.network' })}
            retryLabel={intl.formatMessage({ id: 'action.retry' })}
            onRetry={() => void hot.refetch()}
          />
        )}
        {data && games.length === 0 && <EmptyState message={intl.formatMessage({ id: 'hotgames.empty' })} />}
        {games.length > 0 && (
          <ul ref={list} css={track} dir={rtl ? 'rtl' : 'ltr'} aria-labelledby="hot-games-title" data-testid="hot-games-row">
            {games.map((game) => (
              <li key={game.nodeId} css={tile}>
                <Suspense fallback={null}>{renderGame(game)}</Suspense>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
