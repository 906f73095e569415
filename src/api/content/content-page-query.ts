/**
 * Brand content pages (GET /wps/system/content/:page?lang=: /join, /sponsor1..3, /seamless,
 * home extras, terms, privacy, responsible gaming). Each section says the language it is in.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ContentPageResponse } from '../../../schemas/content';
import type { LangCode } from '../../../schemas/languages';
import { ApiError, apiRequest } from '../client';

export async function fetchContentPage(
  page: string,
  lang: LangCode,
  signal?: AbortSignal,
): Promise<ContentPageResponse> {
  const answer = await apiRequest<ContentPageResponse>('contentPage', {
    params: { page },
    query: { lang },
    signal,
  });
  if (!answer) throw new ApiError({ code: 'UNKNOWN', status: 200 });
  return answer;
}

export function contentPageQueryOptions(page: string, lang: LangCode) {
  return queryOptions({
    queryKey: ['content-page', page, lang] as const,
    queryFn: ({ signal }) => fetchContentPage(page, lang, signal),
    staleTime: 5 * 60_000,
    // A page the brand does not have stays missing; asking again will not change that.
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.code === 'NOT_FOUND'),
  });
}
