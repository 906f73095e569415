/**
 * Home (§2.1 "/", §2.3, §9): the banner (its first image is the page's largest paint; the
 * carousel arrives later), the notice marquee, the welcome with the page heading, the casino
 * tab strip, app download, service counters, rebate rates and the partner programme. Every
 * section reserves its space or sits below the fold, so nothing on screen jumps as data lands.
 * The sections after the tab strip mount once the first screen is up (WhenIdle), from a chunk
 * of their own (lower-sections.tsx).
 * Hot games and the winner board (hot-games-section.tsx) load as their own chunk once idle and
 * scrolled near (WhenNear); the app passes the game tile in (renderGame).
 */
import type { Theme } from '@emotion/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { GameItem } from '../../../schemas/catalogue';
import { WhenIdle } from '../../ui/when-idle';
import { BannerHero } from './banner-hero';
import { CasinoTabs } from './casino-tabs';
import { HomeIntro } from './home-intro';
import { WhenNear } from './hot-games-when-near';
import { NoticeListModal } from './notice-list-modal';
import { NoticeMarquee } from './notice-marquee';
import { lazyPart } from '../../brand/later-messages';

const page = (theme: Theme) => ({ paddingBottom: theme.space.xl });
const HomeGameSections = lazy(() => import('./hot-games-section'));
/** The sections below the fold: their own chunk, asked for once the first screen is idle. */
const HomeLowerSections = lazyPart(() => import('./lower-sections'));
/** Room the game sections take, held while their chunk loads (no shift when they land). */
const gameSectionsSpace = { minHeight: '44rem' };

export function HomePage({ renderGame }: { renderGame?: (game: GameItem) => ReactNode }) {
  const [noticesOpen, setNoticesOpen] = useState(false);
  return (
    <div css={page} data-testid="home-page">
      <BannerHero />
      <NoticeMarquee onOpen={() => setNoticesOpen(true)} />
      <HomeIntro />
      <CasinoTabs />
      {renderGame && (
        <WhenIdle>
          <WhenNear minHeight={gameSectionsSpace.minHeight}>
            <Suspense fallback={<div css={gameSectionsSpace} />}>
              <HomeGameSections renderGame={renderGame} />
            </Suspense>
          </WhenNear>
        </WhenIdle>
      )}
      <WhenIdle>
        <Suspense fallback={null}>
          <HomeLowerSections />
        </Suspense>
      </WhenIdle>
      <NoticeListModal open={noticesOpen} onClose={() => setNoticesOpen(false)} />
    </div>
  );
}
