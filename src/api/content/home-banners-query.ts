/**
 * Home banners (§2.3, §3 "Announcement response"): the banner group w_home of the announcement
 * relay MCSFE_getListAnnouncements, in the language on screen. Public (READINGS #5).
 */
import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementResponse, Banner } from '../../../schemas/content';
import type { LangCode } from '../../../schemas/languages';
import { homeBannerGroup, homeBannersQuery } from '../../../schemas/first-screen';
import { apiRequest } from '../client';

export { homeBannerGroup };

/** The banners of the home group in an announcements answer. */
export function homeBannersOf(answer: AnnouncementResponse | null): Banner[] {
  return (answer?.banners ?? []).filter((b) => b.groupName === homeBannerGroup);
}

export async function fetchHomeBanners(lang: LangCode, signal?: AbortSignal): Promise<Banner[]> {
  const answer = await apiRequest<AnnouncementResponse>('announcements', { query: homeBannersQuery(lang), signal });
  return homeBannersOf(answer);
}

export function homeBannersQueryOptions(lang: LangCode) {
  return queryOptions({
    queryKey: ['announcements', 'banners', homeBannerGroup, lang] as const,
    queryFn: ({ signal }) => fetchHomeBanners(lang, signal),
    staleTime: 5 * 60_000,
  });
}
