/**
 * Missions (issue 19, docs/decisions/051): progress moves with real demo-vendor rounds; the
 * leaderboard lists the member (own account shown, others masked); the query is checked.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import type { MissionLeaderboardAnswer, MissionSummaryAnswer } from '../../../schemas/missions';
import { periodStart, maskAccount } from '../../domain/missions/mission-service';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { createPaymentKit, type PaymentKit } from '../payments-test-kit';
import { betAtLeast } from '../tickets/tickets-test-kit';

// Real rounds on two databases, on a shared machine: rounds take their time.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

it('periods start at the UTC day and the Monday of the ISO week', () => {
  const thursday = new Date('2026-11-26T16:05:00Z');
  expect(periodStart('day', thursday)?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
  expect(periodStart('week', thursday)?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  expect(periodStart('week', new Date('2026-11-29T23:59:59Z'))?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  expect(periodStart('week', new Date('2026-11-23T00:00:00Z'))?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  expect(periodStart('all', thursday)).toBeNull();
  expect(maskAccount('player01')).toBe('pl***01');
  expect(maskAccount('abc')).toBe('a***c');
});

describeEachDatabase('missions', (database) => {
  let kit: PaymentKit;
  beforeAll(async () => {
    kit = await createPaymentKit(database());
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
  });

  const summary = async (token: string) => {
    const res = await kit.call<MissionSummaryAnswer>('GET', apiPaths.missionSummary, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return must(res.body.value);
  };
  const board = async (token: string, query = 'missionId=daily-bets') => kit.call<MissionLeaderboardAnswer>('GET', `${apiPaths.missionLeaderboard}?${query}`, { token });

  it('progress moves after bets and the leaderboard lists the member', async () => {
    const m = await kit.member();
    const rival = await kit.member();
    await kit.fund(m.token, '2000');
    await kit.fund(rival.token, '2000');
    const before = await summary(m.token);
    expect(before.missions.map((x) => x.missionId)).toEqual(['daily-bets', 'daily-rounds', 'weekly-bets']);
    expect(before.missions.every((x) => x.progress === 0 && !x.completed)).toBe(true);

    const spun = await betAtLeast(kit, m, 3000);
    await betAtLeast(kit, rival, 6000);
    const after = await summary(m.token);
    const byId = Object.fromEntries(after.missions.map((x) => [x.missionId, x]));
    expect(byId['daily-bets']?.progress).toBe(spun.betMinor);
    expect(byId['daily-rounds']?.progress).toBe(spun.rounds);
    expect(byId['weekly-bets']?.progress).toBe(spun.betMinor);

    const res = await board(m.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lb = must(res.body.value);
    const mine = must(lb.mine);
    expect(mine).toMatchObject({ account: m.account, value: spun.betMinor, me: true });
    expect(lb.entries.some((e) => e.me && e.account === m.account)).toBe(true);
    const other = must(lb.entries.find((e) => e.value >= 6000 && !e.me));
    expect(other.account).toBe(maskAccount(rival.account));
    expect(other.rank).toBeLessThan(mine.rank);
    // Ranks never decrease down the list.
    lb.entries.forEach((e, i) => expect(e.rank).toBeGreaterThanOrEqual(lb.entries[i - 1]?.rank ?? 1));
    const rounds = must((await board(m.token, 'missionId=daily-rounds&limit=5')).body.value);
    expect(rounds.entries.length).toBeLessThanOrEqual(5);
    expect(must(rounds.mine).value).toBe(spun.rounds);
  }, 180_000);

  it('bad queries are refused; guests log in; trial accounts need a real account', async () => {
    const m = await kit.member();
    for (const [query, status, code] of [
      ['missionId=nope', 404, 'MISSION_NOT_FOUND'],
      ['missionId=Bad%20Id', 400, 'VALIDATION_FAILED'],
      ['limit=0', 400, 'VALIDATION_FAILED'],
      ['limit=51', 400, 'VALIDATION_FAILED'],
      ['limit=abc', 400, 'VALIDATION_FAILED'],
    ] as const) {
      const res = await board(m.token, query);
      expect([res.status, res.body.code], query).toEqual([status, code]);
    }
    const firstMission = must((await board(m.token, '')).body.value);
    expect(firstMission).toMatchObject({ missionId: 'daily-bets', entries: expect.any(Array), mine: null });
    const trial = await kit.trial();
    for (const url of [apiPaths.missionSummary, apiPaths.missionLeaderboard]) {
      const guest = await kit.call('GET', url);
      expect([guest.status, guest.body.code]).toEqual([401, 'UNAUTHORIZED']);
      const t = await kit.call('GET', url, { token: trial });
      expect([t.status, t.body.code, t.body.message]).toEqual([403, 'TRIAL_NOT_ALLOWED', 'in_need_true_account']);
    }
  }, 60_000);
});
