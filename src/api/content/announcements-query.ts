/**
 * Announcements through the relay MCSFE_getListAnnouncements (§3, §7; public, READINGS #5).
 *
 * API for other areas:
 * - `announcementsQueryOptions({ lang, types, executions?, groups?, pageNum? })`: any slice of
 *   the answer (banners B, player notices PL, popups PU, promotions PR, home notices H), keyed
 *   by language and slice, for `useQuery`.
 * - `popupPageQueryOptions(lang, executions, pageNum)`: one page (8, §9) of the popups of an
 *   audience (see announcements-popup.ts for the audience and the once-per-session flag).
 * Home notices for the marquee and the notice list: home-notices-query.ts (the home area's).
 * The answer's HTML (`content`) must go through src/ui/safe-html.tsx before it is rendered.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementResponse, AnnouncementType, PopupExecution, PopupPage } from '../../../schemas/content';
import type { LangCode } from '../../../schemas/languages';
import { ApiError, apiRequest } from '../client';

export interface AnnouncementsRequest {
  lang: LangCode;
  types: readonly AnnouncementType[];
  /** Popup audiences (A, B, F); all when absent. */
  executions?: readonly PopupExecution[];
  /** Banner groups (w_home …); all when absent. */
  groups?: readonly string[];
  /** 1-based popup page. */
  pageNum?: number;
}

const joined = (list: readonly string[] | undefined): string | undefined =>
  list && list.length > 0 ? [...list].sort().join(',') : undefined;

export async function fetchAnnouncements(request: AnnouncementsRequest, signal?: AbortSignal): Promise<AnnouncementResponse> {
  const answer = await apiRequest<AnnouncementResponse>('announcements', {
    query: {
      lang: request.lang,
      platform: 'W',
      types: joined(request.types),
      execution: joined(request.executions),
      groups: joined(request.groups),
      pageNum: request.pageNum ?? 1,
    },
    signal,
  });
  if (!answer) throw new ApiError({ code: 'UNKNOWN', status: 200 });
  return answer;
}

function announcementsKey(request: AnnouncementsRequest) {
  return [
    'announcements',
    request.lang,
    joined(request.types) ?? '',
    joined(request.executions) ?? '*',
    joined(request.groups) ?? '*',
    request.pageNum ?? 1,
  ] as const;
}

export function announcementsQueryOptions(request: AnnouncementsRequest) {
  return queryOptions({
    queryKey: announcementsKey(request),
    queryFn: ({ signal }) => fetchAnnouncements(request, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * One page of the popups of an audience. Key: ['announcements', lang, 'PU', audiences, '*',
 * pageNum, 'popup'].
 */
export function popupPageQueryOptions(lang: LangCode, executions: readonly PopupExecution[], pageNum: number) {
  const request: AnnouncementsRequest = { lang, types: ['PU'], executions, pageNum };
  return queryOptions({
    queryKey: [...announcementsKey(request), 'popup'] as const,
    queryFn: async ({ signal }): Promise<PopupPage> => (await fetchAnnouncements(request, signal)).popup,
    staleTime: 5 * 60_000,
  });
}
