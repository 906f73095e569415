/**
 * A brand content page (/join, /sponsor1..3, /seamless, /pointMall, terms, privacy, responsible
 * gaming): the gateway's page in the language on screen (each section in the language it has,
 * marked with lang when it fell back to the brand default), its HTML sanitised in the browser.
 * Loading, failure (with Retry) and empty states; the points mall shows its intro when the
 * brand has no page (redeeming comes with the points issue), and always says its points never
 * expire (§9; pageRules).
 */
import type { Theme } from '@emotion/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { ContentPageResponse } from '../../../schemas/content';
import { languages, type LangCode } from '../../../schemas/languages';
import { contentPageQueryOptions } from '../../api/content/content-page-query';
import { isApiError } from '../../api/client';
import { usePreferences } from '../../brand/brand-context';
import { ContentEmpty, ContentError, ContentLoading } from './content-states';
import { builtInIntros, contentPageIds, pageRules, type ContentPageName } from './content-pages';
import { pageFrame, pageTitle, prose } from './prose-styles';
import { SafeHtml } from '../../ui/safe-html';

const card = (theme: Theme) => ({
  padding: theme.space.lg,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  '@media (max-width: 480px)': { padding: theme.space.md },
});
const ruleNote = (theme: Theme) => ({
  margin: 0,
  padding: `${theme.space.sm} ${theme.space.md}`,
  borderRadius: theme.radius,
  borderInlineStart: `${theme.space.xxs} solid ${theme.colors.primary}`,
  background: theme.colors.surface,
  fontWeight: theme.fontWeight.medium,
});
const sectionTitle = (theme: Theme) => ({
  margin: `0 0 ${theme.space.sm}`,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
});

function tagIfOther(lang: LangCode, shown: LangCode): string | undefined {
  return lang === shown ? undefined : languages[lang].tag;
}

function PageBody({ data, shown }: { data: ContentPageResponse; shown: LangCode }) {
  if (data.sections.length === 0) return <ContentEmpty />;
  return (
    <>
      {data.sections.map((s) => (
        <section
          key={s.key}
          css={card}
          aria-labelledby={`section-${s.key}`}
          lang={tagIfOther(s.lang, shown)}
          data-testid="content-section"
        >
          <h2 id={`section-${s.key}`} css={sectionTitle}>
            {s.title}
          </h2>
          <SafeHtml html={s.content} css={prose} />
        </section>
      ))}
    </>
  );
}

function BuiltInIntro({ page }: { page: ContentPageName }) {
  const intro = builtInIntros[page];
  if (!intro) return <ContentEmpty />;
  return (
    <>
      <h1 css={pageTitle}>
        <FormattedMessage {...intro.title} />
      </h1>
      <section css={card} data-testid="content-section">
        <p css={{ margin: 0 }}>
          <FormattedMessage {...intro.text} />
        </p>
      </section>
    </>
  );
}

export function ContentPage({ page }: { page: ContentPageName }) {
  const { language } = usePreferences();
  const id = contentPageIds[page];
  const query = useQuery({
    ...contentPageQueryOptions(id ?? '', language),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
  const missing = id === null || (isApiError(query.error) && query.error.code === 'NOT_FOUND');
  let body;
  if (query.data && !missing) {
    body = (
      <>
        <h1 css={pageTitle} lang={tagIfOther(query.data.lang, language)}>
          {query.data.title}
        </h1>
        <PageBody data={query.data} shown={language} />
      </>
    );
  } else if (missing) {
    body = <BuiltInIntro page={page} />;
  } else if (query.isError) {
    body = (
      <ContentError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  } else {
    body = <ContentLoading />;
  }
  const rule = pageRules[page];
  return (
    <article css={pageFrame} aria-busy={query.isFetching} data-testid="content-page" data-page={page}>
      {body}
      {rule && (
        <p css={ruleNote} data-testid="content-rule">
          <FormattedMessage {...rule} />
        </p>
      )}
    </article>
  );
}
