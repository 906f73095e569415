/**
 * Missions (§7 MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard; docs/decisions/051):
 * each of the merchant's missions with the member's progress in its current period, read from
 * settled rounds; a mission's leaderboard of the merchant's members in that period (accounts
 * masked, the caller's own shown and flagged).
 */
import type { Kysely } from 'kysely';
import type { LeaderboardEntry, MissionLeaderboardAnswer, MissionPeriod, MissionSummaryAnswer } from '../../../schemas/missions';
import type { Database } from '../../db/database';
import type { MemberRecord } from '../../db/identity/member-repository';
import { createMissionRepository } from '../../db/missions/mission-repository';
import { ApiError } from '../../http/api-error';
import { minorDigitsOf } from '../payments/payment-settings';

const dayMs = 86_400_000;

/** When the period holding `now` started (UTC day; ISO week from Monday; null for all time). */
export function periodStart(period: MissionPeriod, now: Date): Date | null {
  if (period === 'all') return null;
  const day = Math.floor(now.getTime() / dayMs) * dayMs;
  if (period === 'day') return new Date(day);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(day - weekday * dayMs);
}

/** ab***01: the first two and last two characters of an account (shorter accounts keep one of each). */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 4) return `${chars[0] ?? ''}***${chars.at(-1) ?? ''}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export async function missionSummary(db: Kysely<Database>, member: MemberRecord, now: Date): Promise<MissionSummaryAnswer> {
  const repo = createMissionRepository(db);
  const missions = await repo.missions(member.merchant);
  const cache = new Map<MissionPeriod, Promise<{ betMinor: number; rounds: number }>>();
  const totalsOf = (period: MissionPeriod) => {
    let t = cache.get(period);
    if (!t) cache.set(period, (t = repo.totals(member.id, periodStart(period, now))));
    return t;
  };
  return {
    currency: member.currency,
    minorDigits: minorDigitsOf(member.currency),
    missions: await Promise.all(
      missions.map(async (m) => {
        const totals = await totalsOf(m.period);
        const progress = m.metric === 'rounds' ? totals.rounds : totals.betMinor;
        return { missionId: m.missionId, metric: m.metric, period: m.period, target: m.target, progress, completed: progress >= m.target, periodStart: periodStart(m.period, now)?.toISOString() ?? null };
      }),
    ),
  };
}

export async function missionLeaderboard(db: Kysely<Database>, member: MemberRecord, missionId: string | undefined, limit: number, now: Date): Promise<MissionLeaderboardAnswer> {
  const repo = createMissionRepository(db);
  const missions = await repo.missions(member.merchant);
  const mission = missionId === undefined ? missions[0] : missions.find((m) => m.missionId === missionId);
  if (!mission) throw new ApiError(404, 'MISSION_NOT_FOUND', missionId === undefined ? null : [{ path: '/querystring/missionId', reason: 'unknown_mission', message: 'missions.error.not_found' }]);
  const rows = await repo.ranking(member.merchant, mission.metric, periodStart(mission.period, now), limit, member.id);
  const entryOf = (r: (typeof rows)[number]): LeaderboardEntry => {
    const me = r.memberId === member.id;
    return { rank: r.rank, account: me ? r.account : maskAccount(r.account), value: r.value, me };
  };
  const mineRow = rows.find((r) => r.memberId === member.id);
  return {
    missionId: mission.missionId,
    metric: mission.metric,
    period: mission.period,
    entries: rows.filter((r) => r.rank <= limit).slice(0, limit).map(entryOf),
    mine: mineRow ? entryOf(mineRow) : null,
  };
}
