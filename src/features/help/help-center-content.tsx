/**
 * Help categories as tabs; inside each, its articles as a list beside the selected article
 * (sanitised HTML). Keyboard: arrows move within a list, Tab moves between the lists and the
 * article text.
 */
import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HelpArticle, HelpCategory } from '../../../schemas/content';
import { languages, type LangCode } from '../../../schemas/languages';
import { usePreferences } from '../../brand/brand-context';
import { SafeHtml } from '../../ui/safe-html';
import { ListDetail } from '../../ui/tabs/list-detail';
import { TabList, TabPanel } from '../../ui/tabs/tabs';

const layout = (theme: Theme) => ({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: theme.space.md,
  height: '100%',
  minHeight: 0,
});
const panel = { minHeight: 0 };
const heading = (theme: Theme) => ({
  margin: `0 0 ${theme.space.md}`,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
});

function useLangAttribute(): (lang: LangCode) => string | undefined {
  const { language } = usePreferences();
  return (lang) => (lang === language ? undefined : languages[lang].tag);
}

function Article({ article }: { article: HelpArticle }) {
  const langOf = useLangAttribute();
  return (
    <article lang={langOf(article.lang)}>
      <h3 css={heading}>{article.title}</h3>
      <SafeHtml html={article.content} />
    </article>
  );
}

export function HelpCenterContent({ categories }: { categories: readonly HelpCategory[] }) {
  const intl = useIntl();
  const langOf = useLangAttribute();
  const categoryIds = useId();
  const articleIds = useId();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [articleId, setArticleId] = useState<string | null>(null);

  const category = categories.find((c) => c.id === categoryId) ?? categories[0];
  if (!category) return null;
  const article = category.articles.find((a) => a.id === articleId) ?? category.articles[0];

  const selectCategory = (id: string): void => {
    setCategoryId(id);
    setArticleId(null);
  };

  return (
    <div css={layout}>
      <TabList
        label={intl.formatMessage({ id: 'help.categories' })}
        items={categories.map((c) => ({ id: c.id, label: <span lang={langOf(c.lang)}>{c.title}</span> }))}
        selectedId={category.id}
        onSelect={selectCategory}
        orientation="horizontal"
        idBase={categoryIds}
      />
      <TabPanel idBase={categoryIds} id={category.id} css={panel} focusable={false}>
        {article && (
          <ListDetail
            label={intl.formatMessage({ id: 'help.articles' }, { category: category.title })}
            items={category.articles.map((a) => ({ id: a.id, label: <span lang={langOf(a.lang)}>{a.title}</span> }))}
            selectedId={article.id}
            onSelect={setArticleId}
            idBase={`${articleIds}-${category.id}`}
          >
            <Article article={article} />
          </ListDetail>
        )}
      </TabPanel>
    </div>
  );
}
