/**
 * Loads the self-hosted font of a language's script (schemas/script-fonts.ts) before the
 * language is shown: the stylesheet is linked when a language that needs it is first chosen
 * (never for other languages), and the face itself is awaited (at most `waitMs`), so text does
 * not reflow when it arrives (font-display: swap covers a slower network). Never fails.
 */
import type { LangCode } from '../../schemas/languages';
import { scriptFonts, scriptFontSheet } from '../../schemas/script-fonts';

const waitMs = 2500;
const faceWeights = [400, 700] as const;

export function loadScriptFont(lang: LangCode): Promise<void> {
  const face = scriptFonts[lang];
  if (!face || typeof document === 'undefined') return Promise.resolve();
  const href = scriptFontSheet(face.script);
  let link = document.head.querySelector<HTMLLinkElement>(`link[data-script-font="${face.script}"]`);
  const sheet = new Promise<void>((resolve) => {
    if (link?.sheet) return resolve();
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.scriptFont = face.script;
      document.head.append(link);
    }
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  // Both weights the pages use (body 400, headings 700): a heading drawn while its face is still
  // loading keeps the fallback's empty boxes in Chromium when the face sits behind system-ui in
  // the brand's stack (issue 20), so neither weight is left to load after the language shows.
  const loaded = sheet
    .then(() => Promise.all(faceWeights.map((weight) => document.fonts.load(`${weight} 1em "${face.family}"`, face.sample))))
    .then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
