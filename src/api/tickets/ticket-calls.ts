/**
 * Raffle tickets and missions (schemas/tickets.ts, schemas/missions.ts; docs/decisions/051): my
 * tickets, the claim (MCS2_claimRafflePromotion), my mission progress and a mission's
 * leaderboard (query passed through, §7). Query keys live here so pages invalidate the same ones.
 */
import type { MissionLeaderboardAnswer, MissionSummaryAnswer } from '../../../schemas/missions';
import type { RaffleClaimAnswer, RaffleClaimRequest, TicketsAnswer } from '../../../schemas/tickets';
import { apiRequest, ApiError } from '../client';

export const ticketKeys = {
  all: ['tickets'] as const,
  missions: ['missions', 'summary'] as const,
  leaderboard: (missionId: string) => ['missions', 'leaderboard', missionId] as const,
};

function present<T>(value: T | null): T {
  if (value === null) throw new ApiError({ code: 'UNKNOWN' });
  return value;
}

export async function fetchTickets(signal?: AbortSignal): Promise<TicketsAnswer> {
  return present(await apiRequest<TicketsAnswer>('tickets', { signal }));
}

export async function claimRaffleTicket(request: RaffleClaimRequest): Promise<RaffleClaimAnswer> {
  return present(await apiRequest<RaffleClaimAnswer>('raffleClaim', { method: 'POST', body: request }));
}

export async function fetchMissionSummary(signal?: AbortSignal): Promise<MissionSummaryAnswer> {
  return present(await apiRequest<MissionSummaryAnswer>('missionSummary', { signal }));
}

export async function fetchMissionLeaderboard(missionId: string, signal?: AbortSignal): Promise<MissionLeaderboardAnswer> {
  return present(await apiRequest<MissionLeaderboardAnswer>('missionLeaderboard', { query: { missionId }, signal }));
}
