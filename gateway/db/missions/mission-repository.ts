/**
 * Missions (migration 057) and the round totals their progress and leaderboards read: ledger
 * game_round transactions (bet in details.betMinor) of a member or a merchant since a time.
 */
import { sql, type Kysely } from 'kysely';
import type { MissionMetric, MissionPeriod } from '../../../schemas/missions';
import type { Database } from '../database';

export interface MissionRow {
  missionId: string;
  metric: MissionMetric;
  period: MissionPeriod;
  target: number;
}

export interface RankRow {
  memberId: string;
  account: string;
  value: number;
  rank: number;
}

/** The expression a metric adds up over game_round transactions. */
const metricSql = (metric: MissionMetric) => (metric === 'rounds' ? sql`count(*)` : sql`coalesce(sum((details->>'betMinor')::bigint), 0)`);

export function createMissionRepository(db: Kysely<Database>) {
  return {
    async missions(merchant: string): Promise<MissionRow[]> {
      const { rows } = await sql<{ mission_id: string; metric: MissionMetric; period: MissionPeriod; target: string | number }>`
        select mission_id, metric, period, target from missions where merchant = ${merchant} and active order by sort, mission_id`.execute(db);
      return rows.map((r) => ({ missionId: r.mission_id, metric: r.metric, period: r.period, target: Number(r.target) }));
    },

    /** The member's bets (minor units) and rounds since a time (null: all time). */
    async totals(memberId: string, since: Date | null): Promise<{ betMinor: number; rounds: number }> {
      const { rows } = await sql<{ bet: string | number | null; rounds: string | number }>`
        select coalesce(sum((details->>'betMinor')::bigint), 0) as bet, count(*) as rounds from ledger_transactions
         where member_id = ${memberId} and kind = 'game_round' and posted_at >= ${since ?? new Date(0)}`.execute(db);
      return { betMinor: Number(rows[0]?.bet ?? 0), rounds: Number(rows[0]?.rounds ?? 0) };
    },

    /** The top `limit` members of the merchant by the metric since a time, and the member `me` wherever they stand. */
    async ranking(merchant: string, metric: MissionMetric, since: Date | null, limit: number, me: string): Promise<RankRow[]> {
      const { rows } = await sql<{ member_id: string; account: string; v: string | number; rk: string | number }>`
        with totals as (
          select member_id, ${metricSql(metric)} as v from ledger_transactions
           where merchant = ${merchant} and kind = 'game_round' and member_id is not null and posted_at >= ${since ?? new Date(0)}
           group by member_id),
        ranked as (select member_id, v, rank() over (order by v desc) as rk from totals)
        select r.member_id, m.account, r.v, r.rk from ranked r join members m on m.id = r.member_id
         where r.rk <= ${limit} or r.member_id = ${me}
         order by (r.member_id = ${me}) desc, r.rk, m.account limit ${limit + 1}`.execute(db);
      return rows
        .map((r) => ({ memberId: r.member_id, account: r.account, value: Number(r.v), rank: Number(r.rk) }))
        .sort((a, b) => a.rank - b.rank || (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
    },
  };
}
