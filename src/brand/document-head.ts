/**
 * What the brand and the preferences change outside the React tree: <html lang dir>, the
 * colour scheme and CSS custom properties on <html>, the document title and the favicon.
 */
import type { LangCode } from '../../schemas/languages';
import { languageDir, languageTag } from './language';
import { cssVariables, type AppTheme } from './theme';

export function applyLanguage(code: LangCode): void {
  const root = document.documentElement;
  root.lang = languageTag(code);
  root.dir = languageDir(code);
}

export function applyTheme(theme: AppTheme): void {
  const root = document.documentElement;
  root.style.colorScheme = theme.mode;
  root.dataset.theme = theme.mode;
  for (const [name, value] of Object.entries(cssVariables(theme))) root.style.setProperty(name, value);
}

export function applyTitle(title: string): void {
  if (document.title !== title) document.title = title;
}

export function applyFavicon(href: string | null): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!href) return;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}
