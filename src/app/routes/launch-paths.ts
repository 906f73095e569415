/**
 * Where a launch that does not start a game goes (machines/game-launch.machine.ts LaunchRoute →
 * an address of paths.ts): /login with the way back, a lottery page with ?gameCode=, or the
 * vendor's game list. Pure.
 */
import type { LaunchRoute } from '../../../machines/game-launch.machine';
import { gameListCenterPath, loginPath, paths } from '../paths';

/** The query parameter the lottery pages read to preselect a game (§2.1 "query gameCode"). */
export const gameCodeParam = 'gameCode';

export function launchPathOf(route: LaunchRoute, from: string): string {
  switch (route.page) {
    case 'login':
      return loginPath(from);
    case 'gameListCenter':
      return gameListCenterPath(route.vassalage, route.gameType);
    default: {
      const base = paths[route.page];
      return route.gameCode ? `${base}?${new URLSearchParams({ [gameCodeParam]: route.gameCode })}` : base;
    }
  }
}
