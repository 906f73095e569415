/**
 * Notices for the home marquee (§2.1, §3 "player notices"): home notices (H) and player notices
 * (PL) of the announcement relay, in the language on screen. Public (READINGS #5).
 */
import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementResponse, Notice } from '../../../schemas/content';
import type { LangCode } from '../../../schemas/languages';
import { apiRequest } from '../client';

export async function fetchHomeNotices(lang: LangCode, signal?: AbortSignal): Promise<Notice[]> {
  const answer = await apiRequest<AnnouncementResponse>('announcements', {
    query: { lang, platform: 'W', types: 'H,PL' },
    signal,
  });
  return answer?.notices ?? [];
}

export function homeNoticesQueryOptions(lang: LangCode) {
  return queryOptions({
    queryKey: ['announcements', 'notices', lang] as const,
    queryFn: ({ signal }) => fetchHomeNotices(lang, signal),
    staleTime: 5 * 60_000,
  });
}
