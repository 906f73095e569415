/**
 * A list of titles beside the detail of the selected one (vertical tabs): announcements,
 * notices, help articles. Side by side on wide screens; stacked, the list on top with its
 * own scroll, on narrow ones. Both parts scroll on their own inside a tall modal.
 */
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { TabList, TabPanel, type TabItem } from './tabs';

interface ListDetailProps {
  /** Names the list of titles. */
  label: string;
  items: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  idBase: string;
  /** Under the list (e.g. a pager). */
  listFooter?: ReactNode;
  /** The selected item's detail. */
  children: ReactNode;
}

const grid = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 16rem) minmax(0, 1fr)',
  gap: theme.space.lg,
  height: '100%',
  minHeight: 0,
  '@media (max-width: 600px)': {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    gap: theme.space.md,
  },
});

const side = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  gap: theme.space.sm,
  minHeight: 0,
  overflow: 'auto',
  '@media (max-width: 600px)': { maxHeight: '12rem' },
});

const detail = (theme: Theme) => ({
  minHeight: 0,
  overflow: 'auto',
  paddingInlineEnd: theme.space.xxs,
});

export function ListDetail({ label, items, selectedId, onSelect, idBase, listFooter, children }: ListDetailProps) {
  return (
    <div css={grid}>
      <div css={side}>
        <TabList label={label} items={items} selectedId={selectedId} onSelect={onSelect} orientation="vertical" idBase={idBase} />
        {listFooter}
      </div>
      <TabPanel idBase={idBase} id={selectedId} css={detail}>
        {children}
      </TabPanel>
    </div>
  );
}
