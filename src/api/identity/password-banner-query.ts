/** The forgot-password banner (§2.5): banner group w_forget of the announcement relay (public). */
import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementResponse, Banner } from '../../../schemas/content';
import type { LangCode } from '../../../schemas/languages';
import { apiRequest } from '../client';

export const forgotBannerGroup = 'w_forget';

export async function fetchForgotBanners(lang: LangCode, signal?: AbortSignal): Promise<Banner[]> {
  const answer = await apiRequest<AnnouncementResponse>('announcements', {
    query: { lang, platform: 'W', types: 'B', groups: forgotBannerGroup },
    signal,
  });
  return (answer?.banners ?? []).filter((b) => b.groupName === forgotBannerGroup);
}

export function forgotBannersQueryOptions(lang: LangCode) {
  return queryOptions({
    queryKey: ['announcements', 'banners', forgotBannerGroup, lang] as const,
    queryFn: ({ signal }) => fetchForgotBanners(lang, signal),
    staleTime: 5 * 60_000,
  });
}
