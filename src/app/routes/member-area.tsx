/**
 * The game centres' "my games" area (favourites and recent, §2.1), shared by the category
 * pages' chunk (with the game tile) and the /rng lobby's chunk (with the lobby tile).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { GameItem } from '../../../schemas/catalogue';
import { MemberGames } from '../../features/games-centre/member-games';
import { loginPath } from '../paths';

export function MemberArea({ renderGame }: { renderGame: (game: GameItem) => ReactNode }) {
  const { pathname, search } = useLocation();
  return <MemberGames renderGame={renderGame} signInHref={loginPath(pathname + search)} />;
}
