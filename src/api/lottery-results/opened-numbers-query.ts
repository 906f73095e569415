/**
 * Opened numbers of a lottery page (§7 opened numero: /lgw/vn/numeros/opened/game for the Vietnam
 * page, /lotto/lgw/games/opened/numero for the others; session; docs/decisions/052). Re-read on a
 * timer — at the next draw, at most every openedRefreshMs — only while the page is visible:
 * TanStack Query pauses interval reads while the document is hidden (refetchIntervalInBackground
 * false) and reads again when it shows.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LangCode } from '../../../schemas/languages';
import type { LotteryPage } from '../../../schemas/lottery';
import { openedRefreshMs, type OpenedNumbers } from '../../../schemas/lottery-results';
import { apiRequest } from '../client';

export interface OpenedNumbersRequest {
  page: LotteryPage;
  lang: LangCode;
  prizeMode: string | null;
  limit: number;
}

/** The next read: just after the soonest next draw, within 1 s … openedRefreshMs. */
export function nextReadMs(data: OpenedNumbers | undefined, now: number): number {
  const soonest = Math.min(...(data?.games ?? []).map((g) => Date.parse(g.nextDrawAt)));
  const untilDraw = Number.isFinite(soonest) ? soonest - now + 500 : openedRefreshMs;
  return Math.max(1000, Math.min(openedRefreshMs, untilDraw));
}

export function openedNumbersQuery(merchant: string | null, memberId: string | null, q: OpenedNumbersRequest) {
  return queryOptions({
    queryKey: ['opened-numbers', merchant, memberId, q.page, q.lang, q.prizeMode, q.limit] as const,
    queryFn: async ({ signal }) => {
      const query: Record<string, string | number> = { page: q.page, lang: q.lang, limit: q.limit };
      if (q.prizeMode) query.prizeMode = q.prizeMode;
      return apiRequest<OpenedNumbers>(q.page === 'vnLottery' ? 'openedNumerosVn' : 'openedNumerosLotto', { query, signal });
    },
    enabled: memberId !== null,
    refetchInterval: (query) => nextReadMs(query.state.data ?? undefined, Date.now()),
    refetchIntervalInBackground: false,
  });
}
