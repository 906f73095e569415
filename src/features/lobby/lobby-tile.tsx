/**
 * One game of the lobby list. Interim: image and name only, until the game tile
 * (src/features/games/game-tile.tsx) lands; then this renders GameTile.
 */
import type { Theme } from '@emotion/react';
import { memo } from 'react';
import type { LobbyGame } from '../../api/catalogue-query';

const tile = (theme: Theme) => ({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gap: theme.space.xs,
  height: '100%',
  padding: theme.space.xs,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
});

const image = { width: '100%', aspectRatio: '1', objectFit: 'contain' as const };

export const LobbyTile = memo(function LobbyTile({ game }: { game: LobbyGame }) {
  return (
    <div css={tile} data-testid="game-tile">
      <img css={image} src={game.iconUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <button type="button">{game.displayName}</button>
    </div>
  );
});
