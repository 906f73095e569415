/**
 * One banner group of the announcement relay (§3 "Announcement response": banners by groupName,
 * e.g. w_login, w_register), in the language on screen. Public (READINGS #5); kept five minutes
 * like the other banner queries.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementResponse, Banner } from '../../../schemas/content';
import type { LangCode } from '../../../schemas/languages';
import { apiRequest } from '../client';

export function bannerGroupQueryOptions(group: string, lang: LangCode) {
  return queryOptions({
    queryKey: ['announcements', 'banners', group, lang] as const,
    queryFn: async ({ signal }): Promise<Banner[]> => {
      const answer = await apiRequest<AnnouncementResponse>('announcements', { query: { lang, platform: 'W', types: 'B', groups: group }, signal });
      return answer ? bannerGroupOf(answer, group) : [];
    },
    staleTime: 5 * 60_000,
  });
}

/** The group's banners in an answer (fetched, or seeded from the page: src/app/first-screen.ts). */
export function bannerGroupOf(answer: AnnouncementResponse, group: string): Banner[] {
  return (answer.banners ?? []).filter((b) => b.groupName === group);
}
