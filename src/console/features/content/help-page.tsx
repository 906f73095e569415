/**
 * Help-centre articles of a merchant (§7 helpCenter): the list by category, and the draft of a
 * new or an existing article — its category, title and content per language — previewed, then
 * published.
 */
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import type { ContentLanguages, HelpArticleFields, HelpList } from '../../../../schemas/console-content';
import { button, field, input, label, okText, panel, row, secondaryButton } from '../../ui/console-styles';
import { ErrorLine, Failed, Loading } from '../../ui/states';
import { compactTexts, slugFrom, slugRule } from './content-draft';
import { ContentFrame } from './content-frame';
import { contentKinds, useContentList, useDeleteContent, useSaveContent } from './content-queries';
import { ContentTable } from './content-table';
import { HtmlPreview } from './html-preview';
import { TextsFields } from './texts-fields';

type Article = HelpList['items'][number];
type Draft = HelpArticleFields & { slug: string };

export function HelpPage({ session }: { session: StaffSessionAnswer }) {
  const canPublish = session.staff.capabilities.includes('content.publish');
  return (
    <ContentFrame pagePath="/help" title="console.help.title">
      {(merchant, languages) => <HelpArticles key={merchant} merchant={merchant} languages={languages} canPublish={canPublish} />}
    </ContentFrame>
  );
}

function HelpArticles({ merchant, languages, canPublish }: { merchant: string; languages: ContentLanguages; canPublish: boolean }) {
  const list = useContentList<HelpList>(contentKinds.help, merchant);
  const remove = useDeleteContent(contentKinds.help, merchant);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed error={list.error} onRetry={() => void list.refetch()} />;
  const { items, categories } = list.data;
  const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.title[languages.defaultLang] ?? slug;
  const current = editing === null || editing === 'new' ? null : (items.find((i) => i.slug === editing) ?? null);
  return (
    <>
      {canPublish && categories.length > 0 ? (
        <div>
          <button type="button" css={button} onClick={() => setEditing('new')}>
            <FormattedMessage id="console.help.new" />
          </button>
        </div>
      ) : null}
      {editing !== null ? <ArticleEditor key={editing} merchant={merchant} languages={languages} categories={categories} item={current} canPublish={canPublish} onDone={() => setEditing(null)} /> : null}
      <ContentTable
        rows={items.map((i) => ({ id: i.slug, title: i.title[languages.defaultLang] ?? '', kind: categoryName(i.category), when: '—', enabled: i.enabled }))}
        emptyId="console.help.empty"
        canEdit={canPublish}
        onEdit={setEditing}
        onDelete={(slug) => remove.mutate(slug, { onSuccess: () => setEditing((e) => (e === slug ? null : e)) })}
        deleting={remove.isPending ? (remove.variables ?? null) : null}
        deleteError={remove.error}
      />
    </>
  );
}

interface EditorProps {
  merchant: string;
  languages: ContentLanguages;
  categories: HelpList['categories'];
  item: Article | null;
  canPublish: boolean;
  onDone: () => void;
}

function ArticleEditor({ merchant, languages, categories, item, canPublish, onDone }: EditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => {
    if (!item) return { slug: '', category: categories[0]?.slug ?? '', title: {}, content: {}, sort: 0, enabled: true };
    const { updatedAt: _u, ...fields } = item;
    return fields;
  });
  const [published, setPublished] = useState(false);
  const save = useSaveContent<Article>(contentKinds.help, merchant);
  const isNew = item === null;
  const slug = isNew && draft.slug === '' ? slugFrom(draft.title[languages.defaultLang] ?? '') : draft.slug;
  const disabled = !canPublish || save.isPending;
  const set = (next: Partial<Draft>) => {
    setPublished(false);
    save.reset();
    setDraft((d) => ({ ...d, ...next }));
  };
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = { category: draft.category, title: compactTexts(draft.title), content: compactTexts(draft.content), sort: draft.sort, enabled: draft.enabled };
    save.mutate({ id: isNew ? null : draft.slug, body: isNew ? { slug, ...body } : body }, { onSuccess: () => setPublished(true) });
  };
  return (
    <form css={{ ...panel, display: 'grid', gap: '1rem' }} onSubmit={onSubmit} aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`} css={{ margin: 0, fontSize: '1.125rem' }}>
        <FormattedMessage id={isNew ? 'console.content.new_draft' : 'console.content.edit_draft'} values={{ slug: draft.slug }} />
      </h2>
      <div css={row}>
        {isNew ? (
          <div css={field}>
            <label htmlFor={`${id}-slug`} css={label}>
              <FormattedMessage id="console.content.slug" />
            </label>
            <input id={`${id}-slug`} css={input} value={slug} pattern={slugRule.source} maxLength={64} disabled={disabled} onChange={(e) => set({ slug: e.target.value })} />
          </div>
        ) : null}
        <div css={field}>
          <label htmlFor={`${id}-category`} css={label}>
            <FormattedMessage id="console.help.category" />
          </label>
          <select id={`${id}-category`} css={input} value={draft.category} disabled={disabled} onChange={(e) => set({ category: e.target.value })}>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.title[languages.defaultLang] ?? c.slug}
              </option>
            ))}
          </select>
        </div>
        <div css={field}>
          <label htmlFor={`${id}-sort`} css={label}>
            <FormattedMessage id="console.content.sort" />
          </label>
          <input id={`${id}-sort`} type="number" css={{ ...input, width: '7rem' }} value={draft.sort} disabled={disabled} onChange={(e) => set({ sort: Number.parseInt(e.target.value, 10) || 0 })} />
        </div>
        <label css={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: '2.5rem' }}>
          <input type="checkbox" checked={draft.enabled} disabled={disabled} onChange={(e) => set({ enabled: e.target.checked })} />
          <FormattedMessage id="console.content.enabled" />
        </label>
      </div>
      <TextsFields languages={languages} value={{ title: draft.title, content: draft.content }} onChange={(t) => set({ title: t.title, content: t.content ?? {} })} error={save.error} disabled={disabled} />
      <HtmlPreview merchant={merchant} texts={draft.content} />
      <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {canPublish ? (
          <button type="submit" css={button} disabled={save.isPending}>
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
