/**
 * The home page's game sections, one lazily loaded chunk mounted
 * once the first screen is up (WhenIdle in home-page.tsx): hot games and the winner board. They
 * add nothing to the JS the home page loads before its first paint.
 */
import type { ReactNode } from 'react';
import type { GameItem } from '../../../schemas/catalogue';
import HotGamesCarousel from './hot-games-carousel';
import WinnerBoard from './winner-board';

export default function HomeGameSections({ renderGame }: { renderGame: (game: GameItem) => ReactNode }) {
  return (
    <>
      <HotGamesCarousel renderGame={renderGame} />
      <WinnerBoard />
    </>
  );
}
