/**
 * The preview of a draft's HTML as players will see it: the gateway's answer (its checks and its
 * sanitiser, nothing written) rendered through the player's own browser sanitiser (DOMPurify,
 * src/ui/safe-html.tsx), one block per language.
 */
import { FormattedMessage } from 'react-intl';
import type { ContentTexts } from '../../../../schemas/console-content';
import { isLangCode, languages } from '../../../../schemas/languages';
import { sanitizeHtml } from '../../../ui/safe-html';
import { mutedText, panel, secondaryButton } from '../../ui/console-styles';
import { ErrorLine } from '../../ui/states';
import { compactTexts } from './content-draft';
import { usePreview } from './content-queries';

export function HtmlPreview({ merchant, texts }: { merchant: string; texts: ContentTexts }) {
  const preview = usePreview(merchant);
  const shown = preview.data?.texts ?? null;
  return (
    <section css={{ display: 'grid', gap: '0.5rem' }} data-testid="content-preview">
      <div>
        <button type="button" css={secondaryButton} onClick={() => preview.mutate(compactTexts(texts))} disabled={preview.isPending}>
          <FormattedMessage id="console.content.preview" />
        </button>
      </div>
      <div aria-live="polite">
        {preview.isError ? <ErrorLine error={preview.error} /> : null}
        {shown && Object.keys(shown).length === 0 ? (
          <p css={mutedText}>
            <FormattedMessage id="console.content.preview_empty" />
          </p>
        ) : null}
        {shown
          ? Object.entries(shown).map(([lang, html]) => (
              <article key={lang} css={{ ...panel, marginTop: '0.5rem' }} lang={isLangCode(lang) ? languages[lang].tag : undefined} dir={isLangCode(lang) ? languages[lang].dir : undefined}>
                <h4 css={{ margin: '0 0 0.5rem', fontSize: '0.875rem' }}>{isLangCode(lang) ? languages[lang].name : lang}</h4>
                <div css={{ overflowWrap: 'anywhere', lineHeight: 1.6, img: { maxWidth: '100%', height: 'auto' }, a: { color: 'inherit' } }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
              </article>
            ))
          : null}
      </div>
    </section>
  );
}
