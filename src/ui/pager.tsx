/**
 * Previous / next paging with "page N of M" (announcement popup list, §9 page size 8). The
 * buttons stay in place and focusable when unavailable (aria-disabled), so neither the layout
 * nor the keyboard focus jumps when the last page is reached.
 */
import type { Theme } from '@emotion/react';
import { Button } from './button';

export interface PagerLabels {
  /** Names the navigation landmark. */
  nav: string;
  previous: string;
  next: string;
  /** "Page 2 of 3", announced when it changes. */
  status: string;
}

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
  busy?: boolean;
}

/** Which way the pager can go from `page` of `totalPages` (1-based). */
export function pagerState(page: number, totalPages: number): { previous: boolean; next: boolean } {
  return { previous: page > 1, next: page < totalPages };
}

const bar = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.xs,
  fontSize: theme.fontSize.sm,
});

const compact = (theme: Theme) => ({
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.sm}`,
  '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6, filter: 'none' },
});

export function Pager({ page, totalPages, onPage, labels, busy = false }: PagerProps) {
  const can = pagerState(page, totalPages);
  return (
    <nav aria-label={labels.nav} css={bar}>
      <Button
        tone="quiet"
        css={compact}
        aria-disabled={!can.previous || busy}
        onClick={() => can.previous && !busy && onPage(page - 1)}
      >
        {labels.previous}
      </Button>
      <span aria-live="polite">{labels.status}</span>
      <Button tone="quiet" css={compact} aria-disabled={!can.next || busy} onClick={() => can.next && !busy && onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
