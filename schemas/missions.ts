/**
 * Missions (§7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard, "query passed
 * through"; docs/decisions/051-raffle-tickets-and-missions.md): per-merchant goals whose progress
 * comes from the member's settled rounds in the mission's period, and who leads them.
 */
export const missionMetrics = ['bet_volume', 'rounds'] as const;
export type MissionMetric = (typeof missionMetrics)[number];
/** UTC day, ISO week (from Monday 00:00 UTC), or all time. */
export const missionPeriods = ['day', 'week', 'all'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];

export const leaderboardDefaultLimit = 20;
export const leaderboardMaxLimit = 50;

export interface MissionSummary {
  missionId: string;
  metric: MissionMetric;
  period: MissionPeriod;
  /** Minor units for bet_volume, a count for rounds. */
  target: number;
  progress: number;
  completed: boolean;
  /** When the current period started (ISO), null for all time. */
  periodStart: string | null;
}

export interface MissionSummaryAnswer {
  currency: string;
  /** Decimals of the currency's minor units (bet_volume targets and progress). */
  minorDigits: number;
  missions: MissionSummary[];
}

export interface LeaderboardEntry {
  rank: number;
  /** Masked (ab***01) except the caller's own. */
  account: string;
  value: number;
  me: boolean;
}

export interface MissionLeaderboardAnswer {
  missionId: string;
  metric: MissionMetric;
  period: MissionPeriod;
  entries: LeaderboardEntry[];
  /** The caller's own place (also when it is below the listed entries); null before any round. */
  mine: LeaderboardEntry | null;
}
