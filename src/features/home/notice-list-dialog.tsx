/**
 * The notice list (§2.4) opened from the marquee: notice titles beside the selected notice (its
 * start time in the player's zone and its text, sanitised). A chunk of its own, with DOMPurify
 * and the modal system, loaded on the first open.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Notice } from '../../../schemas/content';
import { languages } from '../../../schemas/languages';
import { homeNoticesQueryOptions } from '../../api/home-notices-query';
import { usePreferences } from '../../brand/brand-context';
import { DateTime } from '../../ui/date-time';
import { Modal } from '../../ui/modal/modal';
import { SafeHtml } from '../../ui/safe-html';
import { ListDetail } from '../../ui/tabs/list-detail';

const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.lg, fontWeight: theme.fontWeight.bold });
const date = (theme: Theme) => ({
  display: 'block',
  margin: `${theme.space.xxs} 0 ${theme.space.md}`,
  fontSize: theme.fontSize.sm,
  color: theme.colors.textMuted,
});

function NoticeArticle({ notice }: { notice: Notice }) {
  const { language } = usePreferences();
  return (
    <article lang={notice.lang === language ? undefined : languages[notice.lang].tag} data-testid="notice-detail">
      <h3 css={heading}>{notice.title}</h3>
      <DateTime iso={notice.startDateStr} css={date} />
      <SafeHtml html={notice.content} />
    </article>
  );
}

export default function NoticeListDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const idBase = useId();
  const { language } = usePreferences();
  const notices = useQuery(homeNoticesQueryOptions(language));
  const items = notices.data ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const current = items.find((n) => n.id === selectedId) ?? items[0];
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'home.notices.title' })}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'home.notices.close' })}
      size={items.length > 1 ? 'lg' : 'md'}
      tall={items.length > 1}
    >
      {current && items.length > 1 && (
        <ListDetail
          label={intl.formatMessage({ id: 'home.notices.list' })}
          items={items.map((n) => ({ id: n.id, label: n.title }))}
          selectedId={current.id}
          onSelect={setSelectedId}
          idBase={idBase}
        >
          <NoticeArticle notice={current} />
        </ListDetail>
      )}
      {current && items.length === 1 && <NoticeArticle notice={current} />}
    </Modal>
  );
}
