/**
 * The 10,000-game list as a virtualised responsive grid (@tanstack/react-virtual, window
 * scrolling; docs/decisions/021-lobby-lists.md): only the rows near the viewport exist in the
 * DOM, each row a fixed height, laid out with transforms (no layout thrash) under CSS
 * containment. Columns follow the list's width. Tiles are in reading order, so Tab walks them
 * in order; the row holding focus stays rendered even when scrolled away. After each commit of
 * a new list a performance mark ("lobby:list-rendered", detail = the search text) lets the
 * bench time a keystroke.
 */
import type { Theme } from '@emotion/react';
import { useWindowVirtualizer, defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LobbyGame } from '../../api/catalogue-query';

/** Smallest tile width and the gap between tiles, in px (the grid works in px: it computes rows). */
export const tileMinWidth = 152;
export const tileGap = 12;
/** One row: the tile's fixed height plus the gap. */
export const rowHeight = 236 + tileGap;

export const renderedMark = 'lobby:list-rendered';

/** Pure: how many tiles fit across `width` px (at least one). */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + tileGap) / (tileMinWidth + tileGap)));
}

const list = {
  position: 'relative' as const,
  width: '100%',
  contain: 'strict' as const,
};

const row = {
  position: 'absolute' as const,
  top: 0,
  insetInlineStart: 0,
  width: '100%',
  height: rowHeight - tileGap,
  display: 'grid',
  gap: tileGap,
  contain: 'layout style' as const,
};

const cell = (theme: Theme) => ({
  minWidth: 0,
  height: '100%',
  contain: 'strict' as const,
  borderRadius: theme.radius,
});

interface RowProps {
  /** The whole filtered list (a stable reference, so unchanged rows skip rendering). */
  games: readonly LobbyGame[];
  start: number;
  columns: number;
  y: number;
  renderGame: (game: LobbyGame) => ReactNode;
}

const GridRow = memo(function GridRow({ games, start, columns, y, renderGame }: RowProps) {
  return (
    <div css={row} style={{ transform: `translateY(${y}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }} role="presentation">
      {games.slice(start, start + columns).map((game, i) => (
        <div key={game.nodeId} css={cell} role="listitem" aria-setsize={games.length} aria-posinset={start + i + 1} data-testid="lobby-cell">
          {renderGame(game)}
        </div>
      ))}
    </div>
  );
});

interface LobbyGridProps {
  games: readonly LobbyGame[];
  /** The search text this list answers (for the bench's mark). */
  query: string;
  label: string;
  renderGame: (game: LobbyGame) => ReactNode;
}

function useColumns(ref: React.RefObject<HTMLDivElement | null>): number {
  const [columns, setColumns] = useState(() => columnsFor(typeof window === 'undefined' ? 1024 : Math.min(window.innerWidth, 1152)));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = (): void => setColumns(columnsFor(el.clientWidth));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}

export const LobbyGrid = memo(function LobbyGrid({ games, query, label, renderGame }: LobbyGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const columns = useColumns(ref);
  const rows = Math.ceil(games.length / columns);
  const [scrollMargin, setScrollMargin] = useState(0);
  const focusedRow = useRef<number | null>(null);

  // Where the list starts on the page: read when the page's size changes (content above it
  // arriving), after layout, so it never forces one.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = (): void => setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const f = focusedRow.current;
    if (f !== null && f < range.count && !indexes.includes(f)) indexes.push(f);
    return indexes.sort((a, b) => a - b);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin,
    rangeExtractor,
  });

  useLayoutEffect(() => {
    performance.mark(renderedMark, { detail: query });
  }, [games, query]);

  const onFocus = useCallback(
    (event: React.FocusEvent<HTMLDivElement>) => {
      const target = event.target.closest('[aria-posinset]');
      const pos = Number(target?.getAttribute('aria-posinset'));
      focusedRow.current = Number.isFinite(pos) && pos > 0 ? Math.floor((pos - 1) / columns) : null;
    },
    [columns],
  );

  const items = virtualizer.getVirtualItems();
  const height = virtualizer.getTotalSize();
  const style = useMemo(() => ({ height: Math.max(0, height - tileGap) }), [height]);
  return (
    <div ref={ref} css={list} style={style} role="list" aria-label={label} onFocus={onFocus} data-testid="lobby-list">
      {items.map((item) => {
        const start = item.index * columns;
        return (
          <GridRow
            key={`${columns}:${item.index}`}
            games={games}
            start={start}
            columns={columns}
            y={item.start - scrollMargin}
            renderGame={renderGame}
          />
        );
      })}
    </div>
  );
});
