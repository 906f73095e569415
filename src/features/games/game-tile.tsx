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
import type { Theme } from '@emotion/react';
import { memo, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { GameItem } from '../../../schemas/catalogue';
import { useFavourite } from './use-favourite';
import { useGameLaunch } from './use-game-launch';

export interface GameTileProps {
  game: GameItem;
  /** Let the browser defer the image (default true). */
  lazy?: boolean;
  style?: CSSProperties;
  className?: string;
  /** Start even a lottery game here (used by the lottery pages); default false. */
  direct?: boolean;
}

/** The generated game icons are 120 × 120 (gateway/domain/catalogue-icon.ts). */
const iconSide = 120;

const tile = (theme: Theme) => ({
  position: 'relative' as const,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateRows: 'auto auto auto',
  gap: theme.space.xxs,
  padding: theme.space.xs,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  minWidth: 0,
  contain: 'layout paint' as const,
});

const image = (theme: Theme) => ({
  gridColumn: '1 / -1',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  display: 'block',
  borderRadius: theme.radius,
  objectFit: 'cover' as const,
  background: theme.colors.surfaceRaised,
});

const fallback = (theme: Theme) => ({
  ...image(theme),
  display: 'grid',
  placeItems: 'center',
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeight.bold,
  fontSize: theme.fontSize.lg,
});

const name = (theme: Theme) => ({
  gridColumn: '1 / -1',
  overflow: 'hidden',
  whiteSpace: 'nowrap' as const,
  textOverflow: 'ellipsis',
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  lineHeight: 1.4,
});

const action = (tone: 'primary' | 'quiet') => (theme: Theme) => ({
  minHeight: theme.space.xl,
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${tone === 'primary' ? theme.colors.primary : theme.colors.border}`,
  background: tone === 'primary' ? theme.colors.primary : theme.colors.surface,
  color: tone === 'primary' ? theme.colors.onPrimary : theme.colors.text,
  font: 'inherit',
  fontSize: theme.fontSize.sm,
  cursor: 'pointer',
  overflow: 'hidden',
  whiteSpace: 'nowrap' as const,
  textOverflow: 'ellipsis',
});

const play = (theme: Theme) => ({ ...action('primary')(theme), gridColumn: '1 / -1' });
const trial = (theme: Theme) => ({ ...action('quiet')(theme), gridColumn: '1 / -1' });

const heart = (theme: Theme) => ({
  position: 'absolute' as const,
  top: theme.space.xs,
  insetInlineEnd: theme.space.xs,
  width: theme.space.xl,
  height: theme.space.xl,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  border: 'none',
  background: theme.colors.overlay,
  color: theme.colors.onPrimary,
  fontSize: theme.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { color: theme.colors.danger },
});

function initials(displayName: string): string {
  return [...displayName.trim()].slice(0, 2).join('');
}

function GameTileView({ game, lazy = true, style, className, direct = false }: GameTileProps) {
  const intl = useIntl();
  const { launch } = useGameLaunch();
  const { favourite, toggle } = useFavourite(game);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const values = { name: game.displayName };
  return (
    <div css={tile} style={style} className={className} data-testid="game-tile" data-node-id={game.nodeId}>
      {brokenSrc === game.iconUrl ? (
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
