import { describe, expect, it } from 'vitest';
import { readGame, readGames } from './game-answer';

describe('a game as any gateway answers it (§3 "nodeName or gameName", "showIcon or iconUrl")', () => {
  const base = { nodeId: '7', gameCode: 'G7', vassalage: 'PG', vendorNodeId: 'RNG-PG', gameType: 'RNG', supportPlay: 1, isGame: 'GAME' };

  it('a game with only showIcon and nodeName renders with that picture and name', () => {
    const game = readGame({ ...base, showIcon: 'https://cdn.example/pg/7.png', nodeName: 'Dragon Gold' });
    expect(game?.iconUrl).toBe('https://cdn.example/pg/7.png');
    expect(game?.displayName).toBe('Dragon Gold');
  });

  it('a game with only gameName takes it as its name; no picture at all is an empty address (the tile shows initials)', () => {
    const game = readGame({ ...base, gameName: 'Mahjong Ways' });
    expect(game?.displayName).toBe('Mahjong Ways');
    expect(game?.iconUrl).toBe('');
  });

  it('displayName and iconUrl win when present; the other fields take safe defaults', () => {
    const game = readGame({ ...base, displayName: 'Shown', nodeName: 'Node', iconUrl: '/a.png', showIcon: '/b.png' });
    expect(game).toMatchObject({ displayName: 'Shown', iconUrl: '/a.png', subcategory: null, minBet: 0, lines: 0, popularity: 0, maintenance: false });
  });

  it('without a node id or any name it is not a game', () => {
    expect(readGame({ ...base, nodeId: undefined, nodeName: 'x' })).toBeNull();
    expect(readGame({ ...base })).toBeNull();
    expect(readGame(null)).toBeNull();
    expect(readGames([{ ...base, gameName: 'A' }, 'junk', { ...base, nodeId: '8', showIcon: '/s.png', nodeName: 'B' }]).map((g) => g.displayName)).toEqual(['A', 'B']);
  });
});
