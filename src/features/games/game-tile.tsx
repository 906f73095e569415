/**
 * The game tile (§2.8): image (lazy; the game's initials on a neutral square when it fails,
 * §8), display name (the GameItem's, already in the current language), play-now, free-trial
 * when supportPlay is 0 (the vendor's demo without an account, READINGS #11), and a heart that
 * toggles the favourite (optimistic, at most once a second, guests asked to log in).
 *
 *   <GameTile game={game} />                     // game: GameItem (schemas/catalogue.ts)
 *   <GameTile game={game} lazy={false} />        // above the fold: load the image at once
 *   <GameTile game={game} style={{ transform }} />  // a virtual list positions the tile itself
 *   <GameTile game={game} direct />              // lottery pages: start the game here
 *
 * Props: `game` (required), `lazy` (default true), `style` and `className` (for a virtualiser;
 * no wrapper element needed), `direct` (start a lottery game instead of routing to its page). At most 6 elements per tile (root, image, name, 3 buttons) — the
 * lobby shows hundreds at once. Every button is named with the game's name. The root carries
 * data-testid="game-tile" and data-node-id for tests.
 */
import { memo, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { GameItem } from '../../../schemas/catalogue';
import { useFavourite } from './use-favourite';
import { useGameLaunch } from './use-game-launch';
import { fallback, heart, iconSide, image, initials, name, play, tile, trial } from './tile-parts';

export interface GameTileProps {
  game: GameItem;
  /** Let the browser defer the image (default true). */
  lazy?: boolean;
  style?: CSSProperties;
  className?: string;
  /** Start even a lottery game here (used by the lottery pages); default false. */
  direct?: boolean;
}

function GameTileView({ game, lazy = true, style, className, direct = false }: GameTileProps) {
  const intl = useIntl();
  const { launch } = useGameLaunch();
  const { favourite, toggle } = useFavourite(game);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const values = { name: game.displayName };
  return (
    <div css={tile} style={style} className={className} data-testid="game-tile" data-node-id={game.nodeId}>
      {!game.iconUrl || brokenSrc === game.iconUrl ? (
        <span css={fallback} aria-hidden="true">
          {initials(game.displayName)}
        </span>
      ) : (
        <img
          css={image}
          src={game.iconUrl}
          alt=""
          width={iconSide}
          height={iconSide}
          loading={lazy ? 'lazy' : undefined}
          decoding="async"
          onError={() => setBrokenSrc(game.iconUrl)}
        />
      )}
      <span css={name} title={game.displayName}>
        {game.displayName}
      </span>
      <button
        type="button"
        css={play}
        aria-label={intl.formatMessage({ id: 'games.play_named' }, values)}
        onClick={() => launch(game, { direct })}
      >
        {intl.formatMessage({ id: 'games.play_now' })}
      </button>
      {game.supportPlay === 0 && (
        <button
          type="button"
          css={trial}
          aria-label={intl.formatMessage({ id: 'games.free_trial_named' }, values)}
          onClick={() => launch(game, { demo: true, direct })}
        >
          {intl.formatMessage({ id: 'games.free_trial' })}
        </button>
      )}
      <button
        type="button"
        css={heart}
        aria-pressed={favourite}
        aria-label={intl.formatMessage({ id: 'games.favourite_named' }, values)}
        onClick={toggle}
      >
        {favourite ? '♥' : '♡'}
      </button>
    </div>
  );
}

/** Memoised: a list re-rendering (filter, scroll) leaves unchanged tiles alone. */
export const GameTile = memo(GameTileView);
