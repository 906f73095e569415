/**
 * Plain-text sections of a brand content page (GET /wps/system/content/:page) for home teasers:
 * key → { title, text }, without loading the HTML sanitiser (html-text.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { languages } from '../../../schemas/languages';
import { contentPageQueryOptions } from '../../api/content/content-page-query';
import { usePreferences } from '../../brand/brand-context';
import { htmlToText } from './html-text';

export interface SectionText {
  title: string;
  text: string;
  /** BCP 47 tag when the section is not in the language on screen (fallback to the default). */
  lang: string | undefined;
}

export function useContentTexts(page: string): { texts: Map<string, SectionText>; failed: boolean } {
  const { language } = usePreferences();
  const query = useQuery(contentPageQueryOptions(page, language));
  const texts = useMemo(
    () =>
      new Map(
        (query.data?.sections ?? []).map((s) => [
          s.key,
          {
            title: s.title,
            text: htmlToText(s.content),
            lang: s.lang === language ? undefined : languages[s.lang].tag,
          },
        ]),
      ),
    [query.data, language],
  );
  return { texts, failed: query.isError };
}
