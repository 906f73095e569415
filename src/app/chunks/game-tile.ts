/** The game tile on its own (home's hot games load it after the first screen, never before). */
export { GameTile } from '../../features/games/game-tile';
