/**
 * The 10,000-game list as a virtualised responsive grid (@tanstack/react-virtual, window
 * scrolling; docs/decisions/021-lobby-lists.md): only the rows near the viewport exist in the
 * DOM, each row a fixed height, laid out with transforms (no layout thrash) under CSS
 * containment. A cell shows a light stand-in (frame, square, name) until the gate
 * (image-gate.ts) lets its tile and image in: never during a fling, then one a frame. Columns follow the list's width. Tiles are in reading order, so Tab walks them
 * in order; the row holding focus stays rendered even when scrolled away. After each commit of
 * a new list a performance mark ("lobby:list-rendered", detail = the search text) lets the
 * bench time a keystroke.
 */
import type { Theme } from '@emotion/react';
import { useWindowVirtualizer, defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LobbyGame } from '../../../api/catalogue-query';
import { useImageGate } from './image-gate';

/** Smallest tile width and the gap between tiles, in px (the grid works in px: it computes rows). */
export const tileMinWidth = 152;
export const tileGap = 12;
/**
 * A tile is a square image plus this much (name, play and free-trial buttons, padding): every
 * row gets the same height, the tallest tile's, so rows never need measuring.
 */
export const tileExtraHeight = 100;

export const renderedMark = 'lobby:list-rendered';

export interface GridShape {
  columns: number;
  /** Row height including the gap below it, px. */
  rowHeight: number;
}

/** Pure: how many tiles fit across `width` px (at least one), and how tall a row is. */
export function gridShape(width: number): GridShape {
  const columns = Math.max(1, Math.floor((width + tileGap) / (tileMinWidth + tileGap)));
  const cellWidth = (width - tileGap * (columns - 1)) / columns;
  return { columns, rowHeight: Math.ceil(cellWidth + tileExtraHeight + tileGap) };
}

const list = {
  position: 'relative' as const,
  width: '100%',
  contain: 'strict' as const,
};

/** What a cell shows until the gate lets its tile in: the frame, a square and the name. */
const waiting = (theme: Theme) => ({
  display: 'grid',
  gridTemplateRows: 'auto auto',
  alignContent: 'start',
  gap: theme.space.xxs,
  height: '100%',
  padding: theme.space.xs,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  fontSize: theme.fontSize.sm,
  overflow: 'hidden',
  whiteSpace: 'nowrap' as const,
  textOverflow: 'ellipsis',
  '&::before': { content: '""', aspectRatio: '1', borderRadius: theme.radius, background: theme.colors.surfaceRaised },
});

const row = {
  position: 'absolute' as const,
  top: 0,
  insetInlineStart: 0,
  width: '100%',
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
  height: number;
  renderGame: (game: LobbyGame) => ReactNode;
}

function GridCell({ game, position, total, renderGame }: { game: LobbyGame; position: number; total: number; renderGame: (game: LobbyGame) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const open = useImageGate(ref);
  return (
    <div ref={ref} css={cell} role="listitem" aria-setsize={total} aria-posinset={position} data-testid="lobby-cell" data-ready={open}>
      {open ? renderGame(game) : <div css={waiting}>{game.displayName}</div>}
    </div>
  );
}

const GridRow = memo(function GridRow({ games, start, columns, y, height, renderGame }: RowProps) {
  return (
    <div css={row} style={{ transform: `translateY(${y}px)`, height, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }} role="presentation">
      {games.slice(start, start + columns).map((game, i) => (
        <GridCell key={game.nodeId} game={game} position={start + i + 1} total={games.length} renderGame={renderGame} />
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

function useGridShape(ref: React.RefObject<HTMLDivElement | null>): GridShape {
  const [shape, setShape] = useState(() => gridShape(Math.min(window.innerWidth, 1104)));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = (): void => {
      const next = gridShape(el.clientWidth);
      setShape((current) => (current.columns === next.columns && current.rowHeight === next.rowHeight ? current : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return shape;
}

export const LobbyGrid = memo(function LobbyGrid({ games, query, label, renderGame }: LobbyGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { columns, rowHeight } = useGridShape(ref);
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
    overscan: 1,
    scrollMargin,
    rangeExtractor,
  });

  // Rows are all one height: a new width re-measures them at once.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

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
            height={rowHeight - tileGap}
            renderGame={renderGame}
          />
        );
      })}
    </div>
  );
});
