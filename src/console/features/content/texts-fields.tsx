/**
 * A title and (optionally) an HTML content for each of the merchant's languages, the default
 * first and marked required. A refusal naming one of them (/title/VI …) is shown at that field.
 */
import { lazy, Suspense, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { isLangCode, languages as langTable } from '../../../../schemas/languages';
import type { ContentLanguages, ContentTexts } from '../../../../schemas/console-content';
import { errorText, field, input, label, mutedText } from '../../ui/console-styles';
import { errorMessageOf } from '../../api/error-messages';
import { problemPaths } from './content-draft';

/**
 * The editor (TipTap with ProseMirror, about 130 kB gzipped) is its own chunk, loaded when a draft
 * with a body opens, so the content lists stay light; until it arrives an empty box holds its place.
 */
const RichTextField = lazy(() => import('./rich-text-field').then((m) => ({ default: m.RichTextField })));
const editorPlaceholder = { minHeight: '11rem', border: '1px dashed var(--c-border)', borderRadius: '0.375rem' } as const;

export interface TextsValue {
  title: ContentTexts;
  content?: ContentTexts;
}

interface Props {
  languages: ContentLanguages;
  value: TextsValue;
  onChange: (next: TextsValue) => void;
  /** The body path of these texts, e.g. "" or "/sections/0". */
  at?: string;
  error: unknown;
  disabled?: boolean;
  /** Key of the title's label (e.g. the banner's alternative text). */
  titleLabel?: string;
  titleRequired?: boolean;
}

function FieldProblem({ error, path, id }: { error: unknown; path: string; id: string }) {
  if (!problemPaths(error).includes(path)) return null;
  const { id: message, code } = errorMessageOf(error);
  return (
    <p id={id} css={errorText} role="alert">
      <FormattedMessage id={message} values={{ code }} />
    </p>
  );
}

export function TextsFields({ languages, value, onChange, at = '', error, disabled, titleLabel = 'console.content.title', titleRequired = true }: Props) {
  const base = useId();
  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      {languages.supportLanguages.map((lang) => {
        const isDefault = lang === languages.defaultLang;
        const titleId = `${base}-title-${lang}`;
        const contentId = `${base}-content-${lang}`;
        const contentLabelId = `${contentId}-label`;
        const titleProblem = `${titleId}-problem`;
        const contentProblem = `${contentId}-problem`;
        const titlePath = `${at}/title/${lang}`;
        const contentPath = `${at}/content/${lang}`;
        return (
          <fieldset key={lang} css={{ border: '1px solid var(--c-border)', borderRadius: '0.375rem', padding: '0.75rem', display: 'grid', gap: '0.75rem' }}>
            <legend css={label}>
              <FormattedMessage id={isDefault ? 'console.content.language_default' : 'console.content.language'} values={{ lang: isLangCode(lang) ? langTable[lang].name : lang }} />
            </legend>
            <div css={field}>
              <label htmlFor={titleId} css={label}>
                <FormattedMessage id={titleLabel} />
              </label>
              <input
                id={titleId}
                css={input}
                value={value.title[lang] ?? ''}
                maxLength={200}
                required={isDefault && titleRequired}
                disabled={disabled}
                lang={isLangCode(lang) ? langTable[lang].tag : undefined}
                dir={isLangCode(lang) ? langTable[lang].dir : undefined}
                aria-invalid={problemPaths(error).includes(titlePath) || undefined}
                aria-describedby={titleProblem}
                onChange={(e) => onChange({ ...value, title: { ...value.title, [lang]: e.target.value } })}
              />
              <FieldProblem error={error} path={titlePath} id={titleProblem} />
            </div>
            {value.content ? (
              <div css={field}>
                <span id={contentLabelId} css={label}>
                  <FormattedMessage id="console.content.body" />
                </span>
                <Suspense fallback={<div css={editorPlaceholder} aria-busy="true" />}>
                  <RichTextField
                    id={contentId}
                    labelledBy={contentLabelId}
                    describedBy={contentProblem}
                    value={value.content[lang] ?? ''}
                    lang={lang}
                    disabled={disabled}
                    invalid={problemPaths(error).includes(contentPath)}
                    onChange={(html) => onChange({ ...value, content: { ...(value.content ?? {}), [lang]: html } })}
                  />
                </Suspense>
                <FieldProblem error={error} path={contentPath} id={contentProblem} />
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <p css={mutedText}>
        <FormattedMessage id="console.content.languages_hint" values={{ lang: languages.defaultLang }} />
      </p>
    </div>
  );
}
