/**
 * The one way to launch from anywhere (§4 "Game launch"; docs/decisions/020):
 *
 *   const { launch, launchVendor } = useGameLaunch();
 *   launch(game);                  // play-now on a GameItem (schemas/catalogue.ts)
 *   launch(game, { demo: true });  // free trial (only when game.supportPlay is 0)
 *   launch(game, { direct: true }); // on a lottery page: start it here, not route to its page
 *   launchVendor(vendor);          // a vendor tile: { vassalage, gameType, isGame, displayName }
 *
 * The hook is cheap (no subscriptions: 300 tiles may call it). It reads the session at click
 * time, opens the new tab during the click when the brand plays games in a tab (a tab opened
 * after an await is blocked as a popup), and hands the launch to GameLaunchHost, which runs
 * machines/game-launch.machine.ts with the router, the session and the dialogs.
 */
import { useCallback, useMemo } from 'react';
import type { GameCategory } from '../../../schemas/brand';
import type { GameItem, IsGame } from '../../../schemas/catalogue';
import { deriveLoginState, getSession } from '../../api/identity/session';
import { useBrand } from '../../brand/brand-context';
import { firstStep, gameTarget, vendorTarget, type LaunchTarget } from '../../../machines/game-launch-steps';
import { requestLaunch } from './launch-requests';
import { gameOpenMode } from './game-open-mode';

export interface LaunchVendor {
  vassalage: string;
  gameType: GameCategory;
  isGame: IsGame;
  displayName: string;
}

export interface GameLaunch {
  launch: (game: GameItem, options?: { demo?: boolean; direct?: boolean }) => void;
  launchVendor: (vendor: LaunchVendor) => void;
}

export function useGameLaunch(): GameLaunch {
  const { brand } = useBrand();
  const openIn = gameOpenMode(brand);
  const start = useCallback(
    (target: LaunchTarget) => {
      const login = deriveLoginState(getSession(), brand);
      const step = firstStep({ target, isLogin: login.isLogin, isTrial: login.isTrial });
      const tab = step === 'start' && openIn === 'tab' ? openBlankTab() : null;
      requestLaunch(target, tab);
    },
    [brand, openIn],
  );
  return useMemo(
    () => ({
      launch: (game, options) => start(gameTarget(game, options?.demo === true, options?.direct === true)),
      launchVendor: (vendor) => start(vendorTarget(vendor)),
    }),
    [start],
  );
}

/** A blank tab to load the game into once its address arrives; null when the browser blocks it. */
function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}
