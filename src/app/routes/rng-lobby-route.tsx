/**
 * /rng, the slot lobby (docs/decisions/021-lobby-lists.md), wired to its tiles: the lobby's
 * lighter tile (features/games/lobby-tile.tsx), whose favourite ids, session and launch are read
 * once here for the whole page — the grid and the member's favourites and recent games above
 * the filters — so /rng needs no GameTile.
 */
import { RngLobbyPage } from '../../features/games-centre/lobby/rng-lobby-page';
import { useLobbyTiles } from '../../features/games/lobby-tile';
import { MemberArea } from './member-area';

export function RngLobbyRoute() {
  const renderGame = useLobbyTiles();
  return <RngLobbyPage renderGame={renderGame} memberArea={<MemberArea renderGame={renderGame} />} />;
}
