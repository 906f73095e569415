/**
 * The page the Lite app's worker shows when a page cannot be loaded (no network): the brand's
 * name and colours, a sentence in the brand's default language and a link to try again. Nothing
 * of any member: the worker keeps it for every visitor of the host. No script (the page CSP
 * allows none inline). Pure. docs/decisions/053.
 */
import type { Brand } from '../../../schemas/brand';
import { languages } from '../../../schemas/languages';
import { serverText } from '../texts/server-texts';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A colour from the brand's checked palette, kept to characters a CSS value needs. */
function cssColour(value: string): string {
  return value.replace(/[^#A-Za-z0-9(),.%\s-]/g, '');
}

export function offlinePage(brand: Pick<Brand, 'name' | 'defaultLang' | 'theme'>): string {
  const lang = brand.defaultLang;
  const palette = brand.theme[brand.theme.defaultMode];
  const name = escapeHtml(brand.name);
  const title = escapeHtml(serverText(lang, 'server.lite.offline_title'));
  const text = escapeHtml(serverText(lang, 'server.lite.offline_text', { brand: brand.name }));
  const retry = escapeHtml(serverText(lang, 'server.lite.offline_retry'));
  return `<!doctype html>
<html lang="${languages[lang].tag}" dir="${languages[lang].dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}: ${title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:${brand.theme.font.replace(/[;{}<>]/g, '')};background:${cssColour(palette.background)};color:${cssColour(palette.text)}}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
a{display:inline-block;margin-top:1.25rem;padding:.75rem 1.5rem;border-radius:${brand.theme.radius}px;background:${cssColour(palette.primary)};color:${cssColour(palette.onPrimary)};text-decoration:none;font-weight:700}
</style></head>
<body><main data-testid="lite-offline"><p>${name}</p><h1>${title}</h1><p>${text}</p><a href="/">${retry}</a></main></body>
</html>
`;
}
