/**
 * Content pages of a merchant (/join, /sponsor1..3, /seamless, terms …): the list, and the draft
 * of a whole page — its title per language and its sections in order, each with an optional
 * title and an HTML content per language — previewed section by section, then published whole.
 */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import type { ContentLanguages, ContentPageList, ContentSectionFields } from '../../../../schemas/console-content';
import { pageIdPattern } from '../../../../schemas/console-content';
import { button, field, input, label, okText, panel, row, secondaryButton } from '../../ui/console-styles';
import { ErrorLine, Failed, Loading } from '../../ui/states';
import { compactTexts } from './content-draft';
import { ContentFrame } from './content-frame';
import { contentKinds, useContentList, useDeleteContent, useSaveContent } from './content-queries';
import { ContentTable } from './content-table';
import { HtmlPreview } from './html-preview';
import { TextsFields } from './texts-fields';

type PageItem = ContentPageList['items'][number];

export function PagesPage({ session }: { session: StaffSessionAnswer }) {
  const canPublish = session.staff.capabilities.includes('content.publish');
  return (
    <ContentFrame pagePath="/pages" title="console.pages.title">
      {(merchant, languages) => <Pages key={merchant} merchant={merchant} languages={languages} canPublish={canPublish} />}
    </ContentFrame>
  );
}

function Pages({ merchant, languages, canPublish }: { merchant: string; languages: ContentLanguages; canPublish: boolean }) {
  const list = useContentList<ContentPageList>(contentKinds.pages, merchant);
  const remove = useDeleteContent(contentKinds.pages, merchant);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.items;
  const current = editing === null || editing === 'new' ? null : (items.find((i) => i.page === editing) ?? null);
  return (
    <>
      {canPublish ? (
        <div>
          <button type="button" css={button} onClick={() => setEditing('new')}>
            <FormattedMessage id="console.pages.new" />
          </button>
        </div>
      ) : null}
      {editing !== null ? <PageEditor key={editing} merchant={merchant} languages={languages} item={current} canPublish={canPublish} onDone={() => setEditing(null)} /> : null}
      <ContentTable
        rows={items.map((i) => ({ id: i.page, title: i.title[languages.defaultLang] ?? '', kind: <FormattedMessage id="console.pages.sections" values={{ count: i.sections.length }} />, when: `/${i.page}`, enabled: i.enabled }))}
        emptyId="console.pages.empty"
        canEdit={canPublish}
        onEdit={setEditing}
        onDelete={(page) => remove.mutate(page, { onSuccess: () => setEditing((e) => (e === page ? null : e)) })}
        deleting={remove.isPending ? (remove.variables ?? null) : null}
        deleteError={remove.error}
      />
    </>
  );
}

interface Draft {
  page: string;
  title: Record<string, string>;
  enabled: boolean;
  sections: ContentSectionFields[];
}

function PageEditor({ merchant, languages, item, canPublish, onDone }: { merchant: string; languages: ContentLanguages; item: PageItem | null; canPublish: boolean; onDone: () => void }) {
  const id = useId();
  const intl = useIntl();
  const [draft, setDraft] = useState<Draft>(() => (item ? { page: item.page, title: item.title, enabled: item.enabled, sections: item.sections } : { page: '', title: {}, enabled: true, sections: [] }));
  const [published, setPublished] = useState(false);
  const save = useSaveContent<PageItem>(contentKinds.pages, merchant);
  const isNew = item === null;
  const disabled = !canPublish || save.isPending;
  const set = (next: Partial<Draft>) => {
    setPublished(false);
    save.reset();
    setDraft((d) => ({ ...d, ...next }));
  };
  const setSection = (i: number, next: ContentSectionFields | null) => set({ sections: draft.sections.flatMap((s, j) => (j === i ? (next ? [next] : []) : [s])) });
  const move = (i: number, by: number) => {
    const sections = [...draft.sections];
    const [s] = sections.splice(i, 1);
    if (s) sections.splice(i + by, 0, s);
    set({ sections });
  };
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = { title: compactTexts(draft.title), enabled: draft.enabled, sections: draft.sections.map((s) => ({ key: s.key, title: compactTexts(s.title), content: compactTexts(s.content) })) };
    // A page is published whole with PUT, new or not.
    save.mutate({ id: draft.page, body }, { onSuccess: () => setPublished(true) });
  };
  return (
    <form css={{ ...panel, display: 'grid', gap: '1rem' }} onSubmit={onSubmit} aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`} css={{ margin: 0, fontSize: '1.125rem' }}>
        <FormattedMessage id={isNew ? 'console.content.new_draft' : 'console.content.edit_draft'} values={{ slug: draft.page }} />
      </h2>
      <div css={row}>
        {isNew ? (
          <div css={field}>
            <label htmlFor={`${id}-page`} css={label}>
              <FormattedMessage id="console.pages.page_id" />
            </label>
            <input id={`${id}-page`} css={input} value={draft.page} pattern={pageIdPattern} maxLength={40} disabled={disabled} onChange={(e) => set({ page: e.target.value })} />
          </div>
        ) : null}
        <label css={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: '2.5rem' }}>
          <input type="checkbox" checked={draft.enabled} disabled={disabled} onChange={(e) => set({ enabled: e.target.checked })} />
          <FormattedMessage id="console.content.enabled" />
        </label>
      </div>
      <TextsFields languages={languages} value={{ title: draft.title }} onChange={(t) => set({ title: t.title })} error={save.error} disabled={disabled} />
      {draft.sections.map((s, i) => (
        <section key={i} css={{ display: 'grid', gap: '0.75rem', borderTop: '1px solid var(--c-border)', paddingTop: '0.75rem' }} aria-label={intl.formatMessage({ id: 'console.pages.section' }, { n: i + 1 })}>
          <div css={row}>
            <div css={field}>
              <label htmlFor={`${id}-key-${i}`} css={label}>
                <FormattedMessage id="console.pages.section_key" values={{ n: i + 1 }} />
              </label>
              <input id={`${id}-key-${i}`} css={input} value={s.key} pattern={pageIdPattern} maxLength={40} disabled={disabled} onChange={(e) => setSection(i, { ...s, key: e.target.value })} />
            </div>
            <button type="button" css={secondaryButton} disabled={disabled || i === 0} onClick={() => move(i, -1)}>
              <FormattedMessage id="console.pages.move_up" />
            </button>
            <button type="button" css={secondaryButton} disabled={disabled || i === draft.sections.length - 1} onClick={() => move(i, 1)}>
              <FormattedMessage id="console.pages.move_down" />
            </button>
            <button type="button" css={secondaryButton} disabled={disabled} onClick={() => setSection(i, null)}>
              <FormattedMessage id="console.pages.remove_section" />
            </button>
          </div>
          <TextsFields languages={languages} value={{ title: s.title, content: s.content }} at={`/sections/${i}`} onChange={(t) => setSection(i, { ...s, title: t.title, content: t.content ?? {} })} error={save.error} disabled={disabled} titleRequired={false} />
          <HtmlPreview merchant={merchant} texts={s.content} />
        </section>
      ))}
      {canPublish ? (
        <div>
          <button type="button" css={secondaryButton} disabled={disabled} onClick={() => set({ sections: [...draft.sections, { key: `section-${draft.sections.length + 1}`, title: {}, content: {} }] })}>
            <FormattedMessage id="console.pages.add_section" />
          </button>
        </div>
      ) : null}
      <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {canPublish ? (
          <button type="submit" css={button} disabled={save.isPending || draft.page === ''}>
            <FormattedMessage id={save.isPending ? 'console.content.publishing' : 'console.content.publish'} />
          </button>
        ) : null}
        <button type="button" css={secondaryButton} onClick={onDone}>
          <FormattedMessage id="console.content.close" />
        </button>
      </div>
      <div aria-live="polite">
        {published ? (
          <p css={okText} role="status">
            <FormattedMessage id="console.content.published" />
          </p>
        ) : null}
      </div>
      {save.isError ? <ErrorLine error={save.error} /> : null}
    </form>
  );
}
