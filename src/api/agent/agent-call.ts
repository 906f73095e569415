/**
 * The agent centre's calls go through the one API client (src/api/client.ts) with the paths of
 * schemas/agent.ts. Query keys live here so the pages invalidate the same ones.
 */
import { ApiError, apiRequestAt, type QueryValue, type RequestOptions } from '../client';

export const agentKeys = {
  all: ['agent'] as const,
  overview: (q: object) => ['agent', 'overview', q] as const,
  team: (q: object) => ['agent', 'team', q] as const,
  report: (name: string, q: object) => ['agent', 'report', name, q] as const,
  announcements: (lang: string) => ['agent', 'announcements', lang] as const,
  links: ['agent', 'links'] as const,
  upline: ['agent', 'upline'] as const,
};

/** An answer the contract promises: a missing value reads as an unknown failure. */
export function present<T>(value: T | null): T {
  if (value === null) throw new ApiError({ code: 'UNKNOWN' });
  return value;
}

/** A query object of the contract as the client's query values (undefined fields are left out). */
export const asQuery = (q: object): Record<string, QueryValue> => q as Record<string, QueryValue>;

export async function agentGet<T>(path: string, query: object = {}, signal?: AbortSignal): Promise<T> {
  return present(await apiRequestAt<T>(path, { query: asQuery(query), signal }));
}

export async function agentSend<T>(path: string, options: Omit<RequestOptions, 'signal'>): Promise<T | null> {
  return apiRequestAt<T>(path, { method: 'POST', ...options });
}
