/** A lobby row as the list calls' GameItem (what the game tile and the launch take). Pure. */
import type { GameItem } from '../../../../schemas/catalogue';
import type { LobbyGame } from '../../../api/catalogue-query';

export function toGameItem(game: LobbyGame): GameItem {
  return {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    displayName: game.displayName,
    vassalage: game.vassalage,
    vendorNodeId: game.vendorNodeId,
    gameType: game.gameType,
    iconUrl: game.iconUrl,
    supportPlay: game.supportPlay,
    isGame: 'GAME',
    subcategory: game.subcategory,
    minBet: game.minBet,
    lines: game.lines,
    popularity: game.popularity,
    maintenance: game.maintenance,
  };
}
