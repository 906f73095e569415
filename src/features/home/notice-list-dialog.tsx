/**
 * The notice list (§2.4) opened from the marquee: the modal system's Modal around the shared
 * NoticeList (src/ui: each notice with its start time in the player's zone and its sanitised
 * text). A chunk of its own, with DOMPurify and the modal system, loaded on the first open.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { languages } from '../../../schemas/languages';
import { homeNoticesQueryOptions } from '../../api/content/home-notices-query';
import { usePreferences } from '../../brand/brand-context';
import { Modal } from '../../ui/modal/modal';
import { NoticeList } from '../../ui/notice-list';

export default function NoticeListDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { language } = usePreferences();
  const notices = useQuery(homeNoticesQueryOptions(language));
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'home.notices.title' })}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'home.notices.close' })}
      size="md"
    >
      <NoticeList
        notices={(notices.data ?? []).map((n) => ({
          id: n.id,
          title: n.title,
          html: n.content,
          date: n.startDateStr,
          langTag: n.lang === language ? undefined : languages[n.lang].tag,
        }))}
        emptyMessage={intl.formatMessage({ id: 'home.notices.empty' })}
      />
    </Modal>
  );
}
