/**
 * The 10,000-game list as a virtualised responsive grid (@tanstack/react-virtual, window
 * scrolling; docs/decisions/021-lobby-lists.md): only the rows near the viewport exist in the
 * DOM, each row a fixed height, laid out with transforms (no layout thrash) under CSS
 * containment. A row shows a light stand-in (one element painted as empty tiles) until the gate
 * (row-gate.ts) lets its tiles in: never during a fling, then a third of a row a frame; a new list (a
 * keystroke) starts as stand-ins too. Columns follow the list's width. Tiles are in reading order, so Tab walks them
 * in order; the row holding focus stays rendered even when scrolled away. After each commit of
 * a new list a performance mark ("lobby:list-rendered", detail = the search text) lets the
 * bench time a keystroke.
 */
import { css, useTheme, type Theme } from '@emotion/react';
import { useWindowVirtualizer, defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { LobbyGame } from '../../../api/catalogue/catalogue-query';
import { useRowGate } from './row-gate';

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

/**
 * The grid's styles, serialised once per theme (not per row and render: a scrolling frame may
 * mount several rows, and Emotion would otherwise walk and hash each style object every time).
 */
function gridStyles(theme: Theme) {
  const row = css({
    position: 'absolute',
    top: 0,
    insetInlineStart: 0,
    width: '100%',
    display: 'grid',
    gap: tileGap,
    contain: 'strict',
    // The cells: styled from here, so a cell is a plain element (no Emotion element per cell).
    '& > div': { minWidth: 0, height: '100%', contain: 'strict', borderRadius: theme.radius },
  });
  return {
    row,
    /** A row waiting for its tiles: one element painted as a row of empty tiles (columns in --columns). */
    waiting: css(row, {
      backgroundImage: `repeating-linear-gradient(to right, ${theme.colors.surface} 0 calc((100% + ${tileGap}px) / var(--columns) - ${tileGap}px), transparent 0 calc((100% + ${tileGap}px) / var(--columns)))`,
    }),
  };
}

type GridStyles = ReturnType<typeof gridStyles>;

interface RowProps {
  /** The whole filtered list (a stable reference, so unchanged rows skip rendering). */
  games: readonly LobbyGame[];
  start: number;
  columns: number;
  y: number;
  height: number;
  styles: GridStyles;
  renderGame: (game: LobbyGame) => ReactNode;
}

/**
 * A row's tiles come in thirds, a frame apart: mounting a whole row of tiles (React, then
 * style, layout and text shaping of six names and their buttons) was the one frame left over
 * 50 ms at 4× CPU, and halves still left one when their icons arrived (docs/decisions/021).
 */
const rowSteps = 3;

const GridRow = memo(function GridRow({ games, start, columns, y, height, styles, renderGame }: RowProps) {
  const ref = useRef<HTMLDivElement>(null);
  // One column (a phone): nothing to halve.
  const steps = columns > 1 ? rowSteps : 1;
  const level = useRowGate(ref, games, steps);
  const style = {
    transform: `translateY(${y}px)`,
    height,
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    '--columns': columns,
  } as CSSProperties;
  if (level === 0)
    return (
      <div ref={ref} css={styles.waiting} style={style} role="presentation" data-testid="lobby-row-waiting" />
    );
  // Partly open: the first tiles over the stand-in's painting, which still shows the empty ones.
  const shown = level >= steps ? columns : Math.ceil((columns * level) / steps);
  return (
    <div ref={ref} css={level >= steps ? styles.row : styles.waiting} style={style} role="presentation">
      {games.slice(start, start + shown).map((game, i) => (
        <div
          key={game.nodeId}
          role="listitem"
          aria-setsize={games.length}
          aria-posinset={start + i + 1}
          data-testid="lobby-cell"
        >
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

function useGridShape(ref: React.RefObject<HTMLDivElement | null>): GridShape {
  const [shape, setShape] = useState(() => gridShape(Math.min(window.innerWidth, 1104)));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = (): void => {
      const next = gridShape(el.clientWidth);
      setShape((current) =>
        current.columns === next.columns && current.rowHeight === next.rowHeight ? current : next,
      );
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
  const theme = useTheme();
  const styles = useMemo(() => gridStyles(theme), [theme]);
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
    <div
      ref={ref}
      css={list}
      style={style}
      role="list"
      aria-label={label}
      onFocus={onFocus}
      data-testid="lobby-list"
    >
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
            styles={styles}
            renderGame={renderGame}
          />
        );
      })}
    </div>
  );
});
