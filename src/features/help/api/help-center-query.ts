/**
 * The help centre (§7 GET /wps/system/helpCenter, lang and device WEB; public): categories with
 * articles, keyed by language. Article HTML goes through src/ui/safe-html.tsx.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HelpCenterResponse } from '../../../../schemas/content';
import type { LangCode } from '../../../../schemas/languages';
import { ApiError, apiRequest } from '../../../api/client';

export async function fetchHelpCenter(lang: LangCode, signal?: AbortSignal): Promise<HelpCenterResponse> {
  const answer = await apiRequest<HelpCenterResponse>('helpCenter', { query: { lang, device: 'WEB' }, signal });
  if (!answer) throw new ApiError({ code: 'UNKNOWN', status: 200 });
  return answer;
}

export function helpCenterQueryOptions(lang: LangCode) {
  return queryOptions({
    queryKey: ['helpCenter', lang] as const,
    queryFn: ({ signal }) => fetchHelpCenter(lang, signal),
    staleTime: 10 * 60_000,
  });
}
