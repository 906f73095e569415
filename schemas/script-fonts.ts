/**
 * Self-hosted fonts for scripts devices often lack (issue 20, docs/decisions/053): the gateway
 * serves the script's subset of the Noto Sans face from its @fontsource package at
 * /fonts/<script>.css (the @font-face rules) and /fonts/<script>/<file>.woff2, and the browser
 * links the stylesheet only while a language of that script is shown.
 */
import type { LangCode } from './languages';

export type FontScript = 'thai' | 'arabic' | 'devanagari';

export interface ScriptFont {
  script: FontScript;
  /** The CSS family name the @font-face rules declare. */
  family: string;
  /** A character of the script, to ask the browser for the face (document.fonts.load). */
  sample: string;
}

export const scriptFonts: Partial<Record<LangCode, ScriptFont>> = {
  TH: { script: 'thai', family: 'Noto Sans Thai', sample: 'ก' },
  AR: { script: 'arabic', family: 'Noto Sans Arabic', sample: 'ع' },
  HI: { script: 'devanagari', family: 'Noto Sans Devanagari', sample: 'क' },
};

export const fontScripts: readonly FontScript[] = ['thai', 'arabic', 'devanagari'];

export function scriptFontSheet(script: FontScript): string {
  return `/fonts/${script}.css`;
}

/**
 * The font-family stack of a language: the brand's stack for it (else its default one), with
 * the self-hosted face of the language's script in front unless the stack names it already. The
 * face covers only its script (unicode-range), so Latin text keeps the brand's fonts.
 */
export function fontStackFor(theme: { font: string; fonts?: Partial<Record<LangCode, string>> }, lang: LangCode): string {
  const stack = theme.fonts?.[lang] ?? theme.font;
  const face = scriptFonts[lang];
  if (!face || stack.includes(face.family)) return stack;
  return `"${face.family}", ${stack}`;
}
