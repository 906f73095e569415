/**
 * The frame of every content page: the merchant from the address (the first one the staff member
 * may open when none is named), the page's heading, and the merchant's content languages, with
 * loading, failed and empty states.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import type { ContentLanguages } from '../../../../schemas/console-content';
import { useMerchants } from '../../api/console-queries';
import { heading, page } from '../../ui/console-styles';
import { Empty, Failed, Loading } from '../../ui/states';
import { useContentLanguages } from './content-queries';

export interface ContentFrameProps {
  pagePath: string;
  title: string;
  children: (merchant: string, languages: ContentLanguages) => ReactNode;
}

export function ContentFrame({ pagePath, title, children }: ContentFrameProps) {
  const { merchant } = useParams<{ merchant?: string }>();
  const merchants = useMerchants();
  if (!merchant) {
    if (merchants.isPending) return <Loading />;
    if (merchants.isError) return <Failed error={merchants.error} onRetry={() => void merchants.refetch()} />;
    const first = merchants.data.merchants[0];
    return first ? <Navigate to={`${pagePath}/${encodeURIComponent(first)}`} replace /> : <Empty id="console.no_merchants" />;
  }
  return (
    <div css={page}>
      <h1 css={heading}>
        <FormattedMessage id={title} values={{ merchant }} />
      </h1>
      <MerchantContent key={merchant} merchant={merchant}>
        {children}
      </MerchantContent>
    </div>
  );
}

function MerchantContent({ merchant, children }: { merchant: string; children: ContentFrameProps['children'] }) {
  const languages = useContentLanguages(merchant);
  if (languages.isPending) return <Loading />;
  if (languages.isError) return <Failed error={languages.error} onRetry={() => void languages.refetch()} />;
  return <>{children(merchant, languages.data)}</>;
}
