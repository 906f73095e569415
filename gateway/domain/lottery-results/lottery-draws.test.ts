import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lotteryKinds, type LotteryKind } from '../../../schemas/lottery-modes';
import { drawStream, openedDraws, type DrawGame } from './lottery-draws';

const mac = (key: string) => (text: string) => createHmac('sha256', key).update(text).digest('hex');
const game = (lotteryType: LotteryKind | null, page: DrawGame['page'] = 'lottery'): DrawGame => ({ merchant: 'aurora', vassalage: 'LOTT', gameCode: 'G1', lotteryType, page });
const at = new Date('2026-11-26T16:07:30Z');

describe('lottery draws (docs/decisions/052)', () => {
  it('opens only draws at or before now, newest first, one period apart, with the next draw after now', () => {
    const { draws, nextDrawAt } = openedDraws(game('ssc'), mac('k'), at, 4);
    expect(draws.map((d) => d.drawnAt)).toEqual(['2026-11-26T16:05:00.000Z', '2026-11-26T16:00:00.000Z', '2026-11-26T15:55:00.000Z', '2026-11-26T15:50:00.000Z']);
    expect(draws[0]?.issue).toBe('202611260194');
    expect(nextDrawAt.toISOString()).toBe('2026-11-26T16:10:00.000Z');
    const vn = openedDraws(game(null, 'vnLottery'), mac('k'), at, 2);
    expect(vn.draws.map((d) => [d.issue, d.drawnAt])).toEqual([['20261126', '2026-11-26T11:15:00.000Z'], ['20261125', '2026-11-25T11:15:00.000Z']]);
  });

  it('answers the same numbers later and on any instance with the key, other numbers with another key', () => {
    const now = openedDraws(game('lhc'), mac('k'), at, 3).draws;
    const later = openedDraws(game('lhc'), mac('k'), new Date(at.getTime() + 2 * 86_400_000), 5).draws;
    expect(later.slice(2)).toEqual(now);
    expect(openedDraws(game('lhc'), mac('other'), at, 3).draws.map((d) => d.numbers)).not.toEqual(now.map((d) => d.numbers));
  });

  it('draws numbers of each family in range and distinct where the family needs it', () => {
    const shapes: Record<LotteryKind, (n: string[]) => boolean> = {
      ssc: (n) => n.length === 5 && n.every((d) => /^[0-9]$/.test(d)),
      pk10: (n) => n.length === 10 && new Set(n).size === 10 && n.every((d) => Number(d) >= 1 && Number(d) <= 10),
      '11x5': (n) => n.length === 5 && new Set(n).size === 5 && n.every((d) => Number(d) >= 1 && Number(d) <= 11),
      k3: (n) => n.length === 3 && n.every((d) => /^[1-6]$/.test(d)),
      lhc: (n) => n.length === 7 && new Set(n).size === 7 && n.every((d) => Number(d) >= 1 && Number(d) <= 49),
    };
    for (const kind of lotteryKinds) {
      for (const d of openedDraws(game(kind), mac('k'), at, 30).draws) expect(shapes[kind](d.numbers), `${kind} ${d.numbers.join(',')}`).toBe(true);
    }
    for (const d of openedDraws(game(null, 'seaLottery'), mac('k'), at, 30).draws) expect(d.numbers.map((n) => n.length)).toEqual([6, 5]);
  });

  it('draws uniformly enough: every face of a die within 10% of its share over 60 000 throws', () => {
    const random = drawStream(mac('k'), 'uniform');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const face = random(6);
      counts[face] = (counts[face] ?? 0) + 1;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(1_000);
  });
});
