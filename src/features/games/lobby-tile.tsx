/**
 * The /rng lobby's game tile (§2.8; docs/decisions/021-lobby-lists.md): what GameTile shows and
 * does — lazy image with the initials when it fails, display name, play-now, free-trial when
 * supportPlay is 0, a heart toggling the favourite (optimistic, once a second, a notice on
 * failure, guests asked to log in), every button named with the game's name — built for a grid
 * that mounts a row of them in one frame:
 *
 *   const renderGame = useLobbyTiles();   // once per page
 *   renderGame(game)                      // per cell: <LobbyTile …/> (a LobbyGame or a GameItem)
 *
 * The grid reads the favourite ids, the session and the launch once (useLobbyTiles) and hands
 * each tile its heart state and the shared actions as props: a tile subscribes to nothing. Its
 * styles are one class per theme on the root (children styled by selector), so a tile is one
 * Emotion element, not six. Memoised: a heart toggled re-renders that tile only. Same test ids
 * as GameTile (data-testid="game-tile", data-node-id). /rng's "my games" lists use it too, so
 * the page needs no GameTile (its chunk stays smaller; docs/decisions/021).
 */
import { css, useTheme, type SerializedStyles, type Theme } from '@emotion/react';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { GameItem } from '../../../schemas/catalogue';
import { toGameItem, type LobbyGame } from '../../api/catalogue/catalogue-query';
import { useFavouriteIds, type FavouriteGame } from './use-favourite';
import { useGameLaunch, type GameLaunch } from './use-game-launch';
import { fallback, heart, iconSide, image, initials, name, play, tile, trial } from './tile-parts';

/** One class for the whole tile: the parts are told apart by element and attribute. */
function lobbyTileStyles(theme: Theme): SerializedStyles {
  return css({
    ...tile(theme),
    '& > img': image(theme),
    '& > span[aria-hidden]': fallback(theme),
    '& > span[title]': name(theme),
    '& > button:not([aria-pressed])': trial(theme),
    '& > button:first-of-type': play(theme),
    '& > button[aria-pressed]': heart(theme),
  });
}

interface Shared {
  styles: SerializedStyles;
  intl: IntlShape;
  playNow: string;
  freeTrial: string;
  launch: GameLaunch['launch'];
  toggle: (game: FavouriteGame) => void;
}

/** A lobby row, or a list call's GameItem (the member's favourites and recent games above the grid). */
export type LobbyTileGame = LobbyGame | GameItem;

const asGameItem = (game: LobbyTileGame): GameItem => ('isGame' in game ? game : toGameItem(game));

interface LobbyTileProps {
  game: LobbyTileGame;
  favourite: boolean;
  shared: Shared;
}

const LobbyTile = memo(function LobbyTile({ game, favourite, shared }: LobbyTileProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const { intl } = shared;
  const values = { name: game.displayName };
  return (
    <div css={shared.styles} data-testid="game-tile" data-node-id={game.nodeId}>
      {!game.iconUrl || brokenSrc === game.iconUrl ? (
        <span aria-hidden="true">{initials(game.displayName)}</span>
      ) : (
        <img
          src={game.iconUrl}
          alt=""
          width={iconSide}
          height={iconSide}
          loading="lazy"
          decoding="async"
          onError={() => setBrokenSrc(game.iconUrl)}
        />
      )}
      <span title={game.displayName}>{game.displayName}</span>
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'games.play_named' }, values)}
        onClick={() => shared.launch(asGameItem(game))}
      >
        {shared.playNow}
      </button>
      {game.supportPlay === 0 && (
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'games.free_trial_named' }, values)}
          onClick={() => shared.launch(asGameItem(game), { demo: true })}
        >
          {shared.freeTrial}
        </button>
      )}
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={intl.formatMessage({ id: 'games.favourite_named' }, values)}
        onClick={() => shared.toggle(game)}
      >
        {favourite ? '♥' : '♡'}
      </button>
    </div>
  );
});

/**
 * The lobby's tile renderer: one favourite-ids subscription, one session read and one launch
 * for the whole grid. A new function only when the ids, the member, the language or the theme
 * change; tiles whose heart did not change skip rendering (memo).
 */
export function useLobbyTiles(): (game: LobbyTileGame) => ReactNode {
  const theme = useTheme();
  const intl = useIntl();
  const { launch } = useGameLaunch();
  const { ids, toggle } = useFavouriteIds();
  const styles = useMemo(() => lobbyTileStyles(theme), [theme]);
  const shared = useMemo<Shared>(
    () => ({
      styles,
      intl,
      playNow: intl.formatMessage({ id: 'games.play_now' }),
      freeTrial: intl.formatMessage({ id: 'games.free_trial' }),
      launch,
      toggle,
    }),
    [styles, intl, launch, toggle],
  );
  return useCallback(
    (game: LobbyTileGame) => <LobbyTile game={game} favourite={ids.has(game.nodeId)} shared={shared} />,
    [ids, shared],
  );
}
