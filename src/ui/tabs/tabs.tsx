/**
 * Tabs (WAI-ARIA pattern, selection follows focus): a tab list, horizontal or vertical, with
 * one tab stop (roving tabindex), arrow keys, Home and End; and the panel of the selected tab,
 * itself focusable so its text can be reached and scrolled by keyboard.
 */
import type { Theme } from '@emotion/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyTarget, type Orientation } from './tab-keys';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export const tabIdOf = (idBase: string, id: string): string => `${idBase}-tab-${id}`;
export const panelIdOf = (idBase: string, id: string): string => `${idBase}-panel-${id}`;

interface TabListProps {
  /** Names the list for assistive technology. */
  label: string;
  items: readonly TabItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  orientation: Orientation;
  /** Prefix of the tab and panel ids (from useId). */
  idBase: string;
}

const list = (orientation: Orientation) => (theme: Theme) =>
  orientation === 'vertical'
    ? { display: 'flex', flexDirection: 'column' as const, gap: theme.space.xxs }
    : {
        display: 'flex',
        gap: theme.space.xxs,
        overflowX: 'auto' as const,
        borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}`,
      };

const tab = (orientation: Orientation) => (theme: Theme) => ({
  flex: 'none',
  display: 'block',
  width: orientation === 'vertical' ? '100%' : 'auto',
  minHeight: theme.space.xxl,
  padding: `${theme.space.xs} ${theme.space.sm}`,
  border: 0,
  borderRadius: orientation === 'vertical' ? theme.radius : 0,
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  textAlign: 'start' as const,
  overflowWrap: 'anywhere' as const,
  cursor: 'pointer',
  ...(orientation === 'vertical'
    ? { borderInlineStart: `${theme.layout.focusRing} solid transparent` }
    : { borderBottom: `${theme.layout.focusRing} solid transparent`, whiteSpace: 'nowrap' as const }),
  '&:hover': { background: theme.colors.surfaceRaised },
  '&[aria-selected="true"]': {
    fontWeight: theme.fontWeight.bold,
    background: orientation === 'vertical' ? theme.colors.surfaceRaised : 'transparent',
    ...(orientation === 'vertical'
      ? { borderInlineStartColor: theme.colors.primary }
      : { borderBottomColor: theme.colors.primary }),
  },
  '&:focus-visible': { outlineOffset: `-${theme.layout.focusRing}` },
});

export function TabList({ label, items, selectedId, onSelect, orientation, idBase }: TabListProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = tabKeyTarget(event.key, selectedIndex, items.length, orientation, rtl);
    const item = target === null ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    onSelect(item.id);
    refs.current.get(item.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} aria-orientation={orientation} css={list(orientation)} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const selected = index === selectedIndex;
        return (
          <button
            key={item.id}
            ref={(el) => {
              if (el) refs.current.set(item.id, el);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabIdOf(idBase, item.id)}
            aria-selected={selected}
            aria-controls={panelIdOf(idBase, item.id)}
            tabIndex={selected ? 0 : -1}
            css={tab(orientation)}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idBase: string;
  /** The selected tab's id. */
  id: string;
  children: ReactNode;
  className?: string;
  /** A Tab stop of its own (default); off when the panel starts with controls (a nested list). */
  focusable?: boolean;
}

export function TabPanel({ idBase, id, children, className, focusable = true }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelIdOf(idBase, id)}
      aria-labelledby={tabIdOf(idBase, id)}
      tabIndex={focusable ? 0 : undefined}
      className={className}
    >
      {children}
    </div>
  );
}
