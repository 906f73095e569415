/**
 * Promotions (§7 relay MCSFE_getListAnnouncements, type PR) for /promotions, in the language
 * on screen. Public (READINGS #5); joining and claiming come with the promotions issue.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementResponse, Promotion } from '../../../schemas/content';
import type { LangCode } from '../../../schemas/languages';
import { promotionsQuery } from '../../../schemas/first-screen';
import { apiRequest } from '../client';

export async function fetchPromotions(lang: LangCode, signal?: AbortSignal): Promise<Promotion[]> {
  return promotionsOf(await apiRequest<AnnouncementResponse>('announcements', { query: promotionsQuery(lang), signal }));
}

export function promotionsOf(answer: AnnouncementResponse | null): Promotion[] {
  return answer?.promotion ?? [];
}

export function promotionsQueryOptions(lang: LangCode) {
  return queryOptions({
    queryKey: ['announcements', 'promotions', lang] as const,
    queryFn: ({ signal }) => fetchPromotions(lang, signal),
    staleTime: 5 * 60_000,
  });
}
