/**
 * Announcements of a merchant (notices, home notices, promotions) or its popups, by kind: the
 * list, and the draft of a new or an existing one beside it. Read-only without content.publish.
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import type { ContentLanguages } from '../../../../schemas/console-content';
import { button } from '../../ui/console-styles';
import { Failed, Loading } from '../../ui/states';
import { AnnouncementEditor, type AnnouncementKind, type AnyAnnouncement } from './announcement-editor';
import { ContentFrame } from './content-frame';
import { contentKinds, useContentList, useDeleteContent } from './content-queries';
import { ContentTable, When } from './content-table';

export function AnnouncementsPage({ session, kind }: { session: StaffSessionAnswer; kind: AnnouncementKind }) {
  const canPublish = session.staff.capabilities.includes('content.publish');
  return (
    <ContentFrame pagePath={`/${kind}`} title={kind === 'popup' ? 'console.popup.title' : 'console.announcements.title'}>
      {(merchant, languages) => <AnnouncementList key={`${kind}-${merchant}`} kind={kind} merchant={merchant} languages={languages} canPublish={canPublish} />}
    </ContentFrame>
  );
}

function AnnouncementList({ kind, merchant, languages, canPublish }: { kind: AnnouncementKind; merchant: string; languages: ContentLanguages; canPublish: boolean }) {
  const list = useContentList<{ items: AnyAnnouncement[] }>(contentKinds[kind], merchant);
  const remove = useDeleteContent(contentKinds[kind], merchant);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.items;
  const current = editing === null || editing === 'new' ? null : (items.find((i) => i.slug === editing) ?? null);
  return (
    <>
      {canPublish ? (
        <div>
          <button type="button" css={button} onClick={() => setEditing('new')}>
            <FormattedMessage id={kind === 'popup' ? 'console.popup.new' : 'console.announcements.new'} />
          </button>
        </div>
      ) : null}
      {editing !== null ? <AnnouncementEditor key={editing} kind={kind} merchant={merchant} languages={languages} item={current} canPublish={canPublish} onDone={() => setEditing(null)} /> : null}
      <ContentTable
        rows={items.map((i) => ({
          id: i.slug,
          title: i.title[languages.defaultLang] ?? Object.values(i.title)[0] ?? '',
          kind: 'execution' in i ? <FormattedMessage id={`console.content.audience_${i.execution}`} /> : <FormattedMessage id={`console.content.type_${i.type}`} />,
          when: <When startAt={i.startAt} endAt={i.endAt} />,
          enabled: i.enabled,
        }))}
        emptyId={kind === 'popup' ? 'console.popup.empty' : 'console.announcements.empty'}
        canEdit={canPublish}
        onEdit={setEditing}
        onDelete={(slug) => remove.mutate(slug, { onSuccess: () => setEditing((e) => (e === slug ? null : e)) })}
        deleting={remove.isPending ? (remove.variables ?? null) : null}
        deleteError={remove.error}
      />
    </>
  );
}

export const NoticesPage = ({ session }: { session: StaffSessionAnswer }) => <AnnouncementsPage session={session} kind="announcements" />;
export const PopupPage = ({ session }: { session: StaffSessionAnswer }) => <AnnouncementsPage session={session} kind="popup" />;
