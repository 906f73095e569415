/**
 * The popup announcement's modal (a lazy chunk with DOMPurify): draggable, closable, the
 * titles of the page as a list beside the selected announcement, and previous / next when
 * there is more than one page (§9: 8 per page).
 */
import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PopupAnnouncement, PopupPage } from '../../../schemas/content';
import { languages } from '../../../schemas/languages';
import { usePreferences } from '../../brand/brand-context';
import { DateTime } from '../../ui/date-time';
import { Modal } from '../../ui/modal/modal';
import { Pager } from '../../ui/pager';
import { SafeHtml } from '../../ui/safe-html';
import { ListDetail } from '../../ui/tabs/list-detail';

interface AnnouncementPopupModalProps {
  page: PopupPage;
  onPage: (page: number) => void;
  onClose: () => void;
  /** The next page is loading (the current one stays on screen). */
  busy: boolean;
}

const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.lg, fontWeight: theme.fontWeight.bold });
const date = (theme: Theme) => ({
  display: 'block',
  margin: `${theme.space.xxs} 0 ${theme.space.md}`,
  fontSize: theme.fontSize.sm,
  color: theme.colors.textMuted,
});

function AnnouncementArticle({ item }: { item: PopupAnnouncement }) {
  const { language } = usePreferences();
  return (
    <article lang={item.lang === language ? undefined : languages[item.lang].tag}>
      <h3 css={heading}>{item.title}</h3>
      <DateTime iso={item.startDateStr} css={date} />
      <SafeHtml html={item.content} />
    </article>
  );
}

export default function AnnouncementPopupModal({ page, onPage, onClose, busy }: AnnouncementPopupModalProps) {
  const intl = useIntl();
  const idBase = useId();
  const [selection, setSelection] = useState({ pageNum: page.pageNum, id: page.content[0]?.id ?? '' });
  const items = page.content;
  const current =
    (selection.pageNum === page.pageNum ? items.find((item) => item.id === selection.id) : undefined) ?? items[0];
  if (!current) return null;

  const paged = page.totalPages > 1;
  const pager = paged ? (
    <Pager
      page={page.pageNum}
      totalPages={page.totalPages}
      onPage={onPage}
      busy={busy}
      labels={{
        nav: intl.formatMessage({ id: 'pager.nav' }),
        previous: intl.formatMessage({ id: 'pager.previous' }),
        next: intl.formatMessage({ id: 'pager.next' }),
        status: intl.formatMessage({ id: 'pager.status' }, { page: page.pageNum, total: page.totalPages }),
      }}
    />
  ) : null;

  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'announcements.title' })}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      draggable
      moveLabel={intl.formatMessage({ id: 'modal.move' })}
      size={items.length > 1 || paged ? 'lg' : 'md'}
      tall={items.length > 1 || paged}
    >
      {items.length > 1 || paged ? (
        <ListDetail
          label={intl.formatMessage({ id: 'announcements.list' })}
          items={items.map((item) => ({ id: item.id, label: item.title }))}
          selectedId={current.id}
          onSelect={(id) => setSelection({ pageNum: page.pageNum, id })}
          idBase={idBase}
          listFooter={pager}
        >
          <AnnouncementArticle item={current} />
        </ListDetail>
      ) : (
        <AnnouncementArticle item={current} />
      )}
    </Modal>
  );
}
