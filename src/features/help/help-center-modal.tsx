/**
 * The help-centre modal: loading, error (the §8 message, retry), empty, or the categories and
 * their articles (help-center-content.tsx), in the language on screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError, messageKeyOf } from '../../api/client';
import { usePreferences } from '../../brand/brand-context';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';
import { Modal } from '../../ui/modal/modal';
import { helpCenterQueryOptions } from './api/help-center-query';
import { HelpCenterContent } from './help-center-content';

export default function HelpCenterModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { language } = usePreferences();
  const query = useQuery(helpCenterQueryOptions(language));
  const categories = query.data?.categories.filter((category) => category.articles.length > 0) ?? [];

  let content;
  if (query.isPending) {
    content = <LoadingState label={intl.formatMessage({ id: 'help.loading' })} />;
  } else if (query.isError) {
    const key = isApiError(query.error) ? query.error.messageKey : messageKeyOf('UNKNOWN');
    content = (
      <ErrorState
        message={intl.formatMessage({ id: key })}
        retryLabel={intl.formatMessage({ id: 'action.retry' })}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (categories.length === 0) {
    content = <EmptyState message={intl.formatMessage({ id: 'help.empty' })} />;
  } else {
    content = <HelpCenterContent categories={categories} />;
  }

  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'w_help' })}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      size="lg"
      tall
    >
      {content}
    </Modal>
  );
}
