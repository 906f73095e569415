/**
 * The first words a page's still writes (docs/decisions/066), from the browser's own catalogue
 * in the page's language: /rng's title and, for a guest, its "my games" prompt; /down's title
 * and lead. They are drawn in the language's font stack; for a script the gateway serves a face
 * of (Arabic, Thai, Hindi), that face's regular weight comes with the page (font-display: block,
 * preloaded), so the words are drawn in the face the app uses, or not yet, never smaller in a
 * fallback (the app's own text would then be the page's largest paint, late).
 */
import type { BrandTheme } from '../../schemas/brand';
import { languages, type LangCode } from '../../schemas/languages';
import { fontStackFor, scriptFonts } from '../../schemas/script-fonts';
import { scriptFaces } from '../domain/lite/script-font-files';
import { serverText } from '../domain/texts/server-texts';
import type { StillWords } from './still-first-paint';

export interface StillWordsFound {
  words: StillWords;
  /** `<link rel="preload">` tags of the face file(s) the words wait for. */
  preloads: string[];
}

function wordsOf(pathname: string, lang: LangCode, brandName: string, guest: boolean): Omit<StillWords, 'font' | 'faces'> | null {
  const text = (key: string, values?: Record<string, string>) => serverText(lang, key, values);
  const { tag } = languages[lang];
  if (pathname === '/rng') {
    const prompt = guest ? { heading: text('mygames.title'), prompt: text('mygames.sign_in'), signIn: text('w_login') } : null;
    return { lang, tag, title: text('con_rng'), countLine: true, guest: prompt };
  }
  if (pathname === '/down') return { lang, tag, title: text('download.title', { brand: brandName }), lead: text('download.lead') };
  return null;
}

/** The page's first words (null on pages without them). `guest`: no signed-in hint (decision 065). */
export async function stillWordsFor(
  pathname: string,
  lang: LangCode,
  brand: { name: string; theme: BrandTheme },
  guest: boolean,
): Promise<StillWordsFound | null> {
  const words = wordsOf(pathname, lang, brand.name, guest);
  if (!words) return null;
  // Only the regular face: the largest words are regular text, and the one file they wait for
  // gets the bandwidth (Arabic /down's largest paint 1.36 s, against 1.52 s with the bold face
  // too). A still title is drawn bold from it; the app's own stylesheet brings the bold face.
  const face = scriptFonts[lang];
  const faces = face ? await scriptFaces(face.script, 'block', [400]) : null;
  const preloads = (faces?.urls ?? []).map((url) => `<link rel="preload" as="font" type="font/woff2" href="${url.replace(/"/g, '&quot;')}" crossorigin data-first-screen>`);
  // The face heads the words' stack even where the brand's names it after system-ui: Chromium
  // would draw a bold title laid out while the face loads in the system face's empty boxes.
  const stack = fontStackFor(brand.theme, lang);
  const font = face && faces && !stack.startsWith(`"${face.family}"`) ? `"${face.family}", ${stack}` : stack;
  return { words: { ...words, font, faces: faces?.css ?? null }, preloads };
}
