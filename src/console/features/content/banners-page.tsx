/**
 * Banners of a merchant by group (§3; w_home, w_login, w_register, w_forget or another w_<name>):
 * the list, and the draft of a new or an existing banner — its image (uploaded, re-encoded by the
 * gateway), its alternative text per language, what a click opens and its schedule.
 */
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import { contentRowPlatforms, type BannerFields, type BannerList, type ContentLanguages } from '../../../../schemas/console-content';
import { bannerGroups, linkageTypes, type LinkageType } from '../../../../schemas/content';
import { button, field, input, label, okText, panel, row, secondaryButton } from '../../ui/console-styles';
import { ErrorLine, Failed, Loading } from '../../ui/states';
import { compactTexts, problemPaths, slugFrom, slugRule } from './content-draft';
import { ContentFrame } from './content-frame';
import { contentKinds, useContentList, useDeleteContent, useSaveContent } from './content-queries';
import { ContentTable, When } from './content-table';
import { BannerImageField } from './banner-image-field';
import { ScheduleFields } from './schedule-fields';
import { TextsFields } from './texts-fields';

type BannerItem = BannerList['items'][number];
type Draft = BannerFields & { slug: string };

export function BannersPage({ session }: { session: StaffSessionAnswer }) {
  const canPublish = session.staff.capabilities.includes('content.publish');
  return (
    <ContentFrame pagePath="/banners" title="console.banners.title">
      {(merchant, languages) => <Banners key={merchant} merchant={merchant} languages={languages} canPublish={canPublish} />}
    </ContentFrame>
  );
}

function Banners({ merchant, languages, canPublish }: { merchant: string; languages: ContentLanguages; canPublish: boolean }) {
  const list = useContentList<BannerList>(contentKinds.banners, merchant);
  const remove = useDeleteContent(contentKinds.banners, merchant);
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
            <FormattedMessage id="console.banners.new" />
          </button>
        </div>
      ) : null}
      {editing !== null ? <BannerEditor key={editing} merchant={merchant} languages={languages} item={current} canPublish={canPublish} onDone={() => setEditing(null)} /> : null}
      <ContentTable
        rows={items.map((i) => ({ id: i.slug, title: i.title[languages.defaultLang] ?? '', kind: i.groupName, when: <When startAt={i.startAt} endAt={i.endAt} />, enabled: i.enabled }))}
        emptyId="console.banners.empty"
        canEdit={canPublish}
        onEdit={setEditing}
        onDelete={(slug) => remove.mutate(slug, { onSuccess: () => setEditing((e) => (e === slug ? null : e)) })}
        deleting={remove.isPending ? (remove.variables ?? null) : null}
        deleteError={remove.error}
      />
    </>
  );
}

function draftOf(item: BannerItem | null): Draft {
  if (!item) return { slug: '', groupName: 'w_home', title: {}, imagePath: '', linkageType: 'NONE', linkTarget: null, platform: 'ALL', startAt: new Date().toISOString(), endAt: null, enabled: true, sort: 0 };
  const { imageWidth: _w, imageHeight: _h, updatedAt: _u, ...fields } = item;
  return fields;
}

function BannerEditor({ merchant, languages, item, canPublish, onDone }: { merchant: string; languages: ContentLanguages; item: BannerItem | null; canPublish: boolean; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [published, setPublished] = useState(false);
  const save = useSaveContent<BannerItem>(contentKinds.banners, merchant);
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
    const { slug: _s, ...fields } = draft;
    const body = { ...fields, title: compactTexts(draft.title), linkTarget: draft.linkageType === 'NONE' ? null : (draft.linkTarget ?? '') };
    save.mutate({ id: isNew ? null : draft.slug, body: isNew ? { slug, ...body } : body }, { onSuccess: () => setPublished(true) });
  };
  const linkRefused = problemPaths(save.error).includes('/linkTarget');
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
          <label htmlFor={`${id}-group`} css={label}>
            <FormattedMessage id="console.banners.group" />
          </label>
          <input id={`${id}-group`} css={input} list={`${id}-groups`} value={draft.groupName} maxLength={43} disabled={disabled} onChange={(e) => set({ groupName: e.target.value })} />
          <datalist id={`${id}-groups`}>
            {bannerGroups.map((g) => (
              <option key={g} value={g} />
            ))}
          </datalist>
        </div>
        <div css={field}>
          <label htmlFor={`${id}-platform`} css={label}>
            <FormattedMessage id="console.content.platform" />
          </label>
          <select id={`${id}-platform`} css={input} value={draft.platform} disabled={disabled} onChange={(e) => set({ platform: e.target.value as Draft['platform'] })}>
            {contentRowPlatforms.map((p) => (
              <FormattedMessage key={p} id={`console.content.platform_${p}`}>
                {(text) => <option value={p}>{text}</option>}
              </FormattedMessage>
            ))}
          </select>
        </div>
      </div>
      <BannerImageField merchant={merchant} path={draft.imagePath} alt={draft.title[languages.defaultLang] ?? ''} disabled={disabled} onUploaded={(image) => set({ imagePath: image.path })} />
      <TextsFields languages={languages} value={{ title: draft.title }} onChange={(t) => set({ title: t.title })} error={save.error} disabled={disabled} titleLabel="console.banners.alt" />
      <div css={row}>
        <div css={field}>
          <label htmlFor={`${id}-linkage`} css={label}>
            <FormattedMessage id="console.banners.linkage" />
          </label>
          <select id={`${id}-linkage`} css={input} value={draft.linkageType} disabled={disabled} onChange={(e) => set({ linkageType: e.target.value as LinkageType })}>
            {linkageTypes.map((t) => (
              <FormattedMessage key={t} id={`console.banners.linkage_${t}`}>
                {(text) => <option value={t}>{text}</option>}
              </FormattedMessage>
            ))}
          </select>
        </div>
        {draft.linkageType !== 'NONE' ? (
          <div css={field}>
            <label htmlFor={`${id}-target`} css={label}>
              <FormattedMessage id="console.banners.target" />
            </label>
            <input id={`${id}-target`} css={input} value={draft.linkTarget ?? ''} maxLength={500} disabled={disabled} aria-invalid={linkRefused || undefined} onChange={(e) => set({ linkTarget: e.target.value })} />
          </div>
        ) : null}
      </div>
      <ScheduleFields value={draft} onChange={(s) => set(s)} error={save.error} disabled={disabled} />
      <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {canPublish ? (
          <button type="submit" css={button} disabled={save.isPending || draft.imagePath === ''}>
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
