/**
 * The body of the notice list modal (§2.4; opened from the home marquee): every notice with
 * its start date in the player's time zone (zone named) and its text as sanitised HTML.
 * Import it only from a lazily loaded module (it brings DOMPurify). Usage, inside the Modal:
 *
 *   const notices = useQuery(homeNoticesQueryOptions(language));   // src/api
 *   <NoticeList
 *     notices={(notices.data ?? []).map((n) => ({ id: n.id, title: n.title, html: n.content,
 *       date: n.startDateStr, langTag: n.lang === language ? undefined : languages[n.lang].tag }))}
 *     emptyMessage={intl.formatMessage({ id: 'notices.empty' })} />
 */
import type { Theme } from '@emotion/react';
import { DateTime } from './date-time';
import { EmptyState } from './content-state';
import { SafeHtml } from './safe-html';

export interface NoticeListItem {
  id: string;
  /** Plain text. */
  title: string;
  /** HTML; sanitised here. */
  html: string;
  /** ISO 8601 start date. */
  date: string;
  /** BCP 47 tag when the text is not in the language on screen. */
  langTag?: string;
}

const list = (theme: Theme) => ({ display: 'grid', gap: theme.space.md, margin: 0, padding: 0, listStyle: 'none' });
const item = (theme: Theme) => ({
  paddingBottom: theme.space.md,
  borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}`,
  '&:last-child': { borderBottom: 0, paddingBottom: 0 },
});
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.md, fontWeight: theme.fontWeight.bold });
const date = (theme: Theme) => ({
  display: 'block',
  margin: `${theme.space.xxs} 0 ${theme.space.xs}`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSize.sm,
});

export function NoticeList({ notices, emptyMessage }: { notices: readonly NoticeListItem[]; emptyMessage: string }) {
  if (notices.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <ul css={list}>
      {notices.map((notice) => (
        <li key={notice.id} css={item} lang={notice.langTag}>
          <article>
            <h3 css={heading}>{notice.title}</h3>
            <DateTime iso={notice.date} css={date} />
            <SafeHtml html={notice.html} />
          </article>
        </li>
      ))}
    </ul>
  );
}
