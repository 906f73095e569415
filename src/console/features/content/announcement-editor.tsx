/**
 * The draft of a notice, home notice or promotion — or of a popup with its audience (A logged-in
 * members, B anonymous visitors, F first login, §3). Previewed as players will see it, then
 * published (POST for a new one, PUT for a change); the gateway refuses with the field named.
 */
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AnnouncementFields, ContentLanguages, NoticeType, PopupFields, Stored } from '../../../../schemas/console-content';
import { noticeTypes, contentRowPlatforms } from '../../../../schemas/console-content';
import { popupExecutions, type PopupExecution } from '../../../../schemas/content';
import { button, field, input, label, okText, panel, row, secondaryButton } from '../../ui/console-styles';
import { ErrorLine } from '../../ui/states';
import { compactTexts, slugFrom, slugRule } from './content-draft';
import { contentKinds, useSaveContent } from './content-queries';
import { HtmlPreview } from './html-preview';
import { ScheduleFields } from './schedule-fields';
import { TextsFields } from './texts-fields';

export type AnnouncementKind = 'announcements' | 'popup';
export type AnyAnnouncement = Stored<AnnouncementFields> | Stored<PopupFields>;

interface Draft {
  slug: string;
  type: NoticeType;
  execution: PopupExecution;
  promotionType: string;
  platform: AnnouncementFields['platform'];
  title: Record<string, string>;
  content: Record<string, string>;
  startAt: string;
  endAt: string | null;
  enabled: boolean;
  sort: number;
}

function draftOf(item: AnyAnnouncement | null): Draft {
  if (!item) {
    return { slug: '', type: 'PL', execution: 'B', promotionType: '', platform: 'ALL', title: {}, content: {}, startAt: new Date().toISOString(), endAt: null, enabled: true, sort: 0 };
  }
  return {
    slug: item.slug,
    type: 'type' in item ? item.type : 'PL',
    execution: 'execution' in item ? item.execution : 'B',
    promotionType: item.promotionType ?? '',
    platform: item.platform,
    title: item.title,
    content: item.content,
    startAt: item.startAt,
    endAt: item.endAt,
    enabled: item.enabled,
    sort: item.sort,
  };
}

function bodyOf(kind: AnnouncementKind, d: Draft, isNew: boolean): Record<string, unknown> {
  const common = {
    promotionType: d.promotionType.trim() === '' ? null : d.promotionType.trim(),
    platform: d.platform,
    title: compactTexts(d.title),
    content: compactTexts(d.content),
    startAt: d.startAt,
    endAt: d.endAt,
    enabled: d.enabled,
    sort: d.sort,
  };
  const typed = kind === 'popup' ? { ...common, execution: d.execution } : { ...common, type: d.type };
  return isNew ? { slug: d.slug, ...typed } : typed;
}

interface Props {
  kind: AnnouncementKind;
  merchant: string;
  languages: ContentLanguages;
  item: AnyAnnouncement | null;
  canPublish: boolean;
  onDone: () => void;
}

export function AnnouncementEditor({ kind, merchant, languages, item, canPublish, onDone }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [published, setPublished] = useState(false);
  const save = useSaveContent<AnyAnnouncement>(contentKinds[kind], merchant);
  const isNew = item === null;
  const slug = isNew && draft.slug === '' ? slugFrom(draft.title[languages.defaultLang] ?? '') : draft.slug;
  const set = (next: Partial<Draft>) => {
    setPublished(false);
    save.reset();
    setDraft((d) => ({ ...d, ...next }));
  };
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate({ id: isNew ? null : draft.slug, body: bodyOf(kind, { ...draft, slug }, isNew) }, { onSuccess: () => setPublished(true) });
  };
  const disabled = !canPublish || save.isPending;

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
            <input id={`${id}-slug`} css={input} value={slug} pattern={slugRule.source} maxLength={64} disabled={disabled} onChange={(e) => set({ slug: e.target.value })} aria-describedby={`${id}-slug-hint`} />
            <span id={`${id}-slug-hint`} css={{ fontSize: '0.875rem' }}>
              <FormattedMessage id="console.content.slug_hint" />
            </span>
          </div>
        ) : null}
        {kind === 'popup' ? (
          <div css={field}>
            <label htmlFor={`${id}-audience`} css={label}>
              <FormattedMessage id="console.content.audience" />
            </label>
            <select id={`${id}-audience`} css={input} value={draft.execution} disabled={disabled} onChange={(e) => set({ execution: e.target.value as PopupExecution })}>
              {popupExecutions.map((x) => (
                <FormattedMessage key={x} id={`console.content.audience_${x}`}>
                  {(text) => <option value={x}>{text}</option>}
                </FormattedMessage>
              ))}
            </select>
          </div>
        ) : (
          <div css={field}>
            <label htmlFor={`${id}-type`} css={label}>
              <FormattedMessage id="console.content.type" />
            </label>
            <select id={`${id}-type`} css={input} value={draft.type} disabled={disabled} onChange={(e) => set({ type: e.target.value as NoticeType })}>
              {noticeTypes.map((t) => (
                <FormattedMessage key={t} id={`console.content.type_${t}`}>
                  {(text) => <option value={t}>{text}</option>}
                </FormattedMessage>
              ))}
            </select>
          </div>
        )}
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
        <div css={field}>
          <label htmlFor={`${id}-promotion`} css={label}>
            <FormattedMessage id="console.content.promotion_type" />
          </label>
          <input id={`${id}-promotion`} css={input} value={draft.promotionType} maxLength={32} disabled={disabled} onChange={(e) => set({ promotionType: e.target.value.toUpperCase() })} />
        </div>
      </div>
      <TextsFields languages={languages} value={{ title: draft.title, content: draft.content }} onChange={(t) => set({ title: t.title, content: t.content ?? {} })} error={save.error} disabled={disabled} />
      <ScheduleFields value={draft} onChange={(s) => set(s)} error={save.error} disabled={disabled} />
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
