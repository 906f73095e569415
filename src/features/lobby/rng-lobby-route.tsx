/** /rng wired: the lobby with its tiles and the member's favourites and recent games. */
import type { LobbyGame } from '../../api/catalogue-query';
import { LobbyTile } from './lobby-tile';
import { RngLobbyPage } from './rng-lobby-page';

const renderGame = (game: LobbyGame) => <LobbyTile game={game} />;

export function RngLobbyRoute() {
  return <RngLobbyPage renderGame={renderGame} />;
}
