/**
 * The still first paint (docs/decisions/007-first-screen-in-the-page.md, session 5): on a phone
 * (≤ 480 px, the layout's mobile breakpoint) the page the gateway serves for a normal visit
 * (status 0) draws, before any script, a wordless copy of the header bar (menu button, logo,
 * the account row's place) and, on home, the first banner, in the brand's colours and at the
 * places the app will draw them. The app's root stays invisible over it until the routed page
 * has committed (src/app/still/still-drop.tsx), then the still goes: the player sees the brand
 * at once and the app takes over in the same places.
 *
 * So that the still is on screen before the app's code competes with it, the page starts the
 * code from a small loader (src/app/still/loader.ts) once the still's largest image has been
 * painted (or after a short bound): the entry and the modules the page would have preloaded
 * move from the HTML onto the loader's data attributes. A template that does not have the
 * shape Vite writes (entry script, modulepreload links, `<div id="root">`) gets no still.
 *
 * Everything written here comes from the validated brand (colours match the brand schema's
 * colour pattern, the font its pattern) and the banner answer; each is checked again and
 * escaped, and anything unexpected leaves the page without a still.
 */
import type { BrandTheme, Palette } from '../../schemas/brand';

/** The layout's mobile breakpoint (src/app/layout/breakpoints.ts): 30rem. */
export const stillMedia = '(max-width: 30rem)';
/** The still's element id and the root's marker while the still is shown. */
export const stillElementId = 'still';
export const underStillAttribute = 'data-under-still';
/** The image whose paint lets the app's code start. */
export const stillHeroAttribute = 'data-still-hero';
/** The part drawn for a guest only: the still loader removes it in a tab holding a session. */
export const stillGuestAttribute = 'data-still-guest';
/** The part drawn in words (with its lang): the loader removes it when the tab shows another language. */
export const stillWordsAttribute = 'data-still-words';

export interface StillBanner {
  url: string;
  width: number;
  height: number;
  /**
   * Where the app draws it: `hero` under the header (home's carousel), `card` at the top of the
   * first card under the page's title and section heading (/promotions' first activity), `login`
   * at the top of the login screen's panel (/login, and a guarded address for a guest: the boot
   * sends a guest there, src/app/boot.tsx).
   */
  place?: 'hero' | 'card' | 'login';
}

/**
 * A page's first words (decision 066), from the browser's own catalogue, where the page draws
 * them: on /rng the title, the count's reserved line and, for a guest, the "my games" sign-in
 * prompt; on /down the title and lead. Each is that page's largest paint on a phone.
 */
export interface StillWords {
  /** The catalogue's language code, written as the still's lang (the loader checks it). */
  lang: string;
  /** Its BCP 47 tag (schemas/languages.ts), the element's lang: the glyphs the app's text uses. */
  tag: string;
  title: string;
  /** /rng: the line under the title the lobby fills with its count, kept as space. */
  countLine?: boolean;
  /** /down: the paragraph under the title. */
  lead?: string | null;
  /** /rng: a guest's "my games" heading, prompt and sign-in link; null for a member (signed-in hint). */
  guest?: { heading: string; prompt: string; signIn: string } | null;
  /** The language's font stack (schemas/script-fonts.ts fontStackFor), as the app draws it. */
  font?: string;
  /**
   * The @font-face rule of the language's self-hosted script face (regular) with font-display: block
   * (gateway/domain/lite/script-font-files.ts scriptFaces): the words wait for the face the app
   * uses rather than being drawn smaller in a fallback (the app's text would then be the page's
   * largest paint, late).
   */
  faces?: string | null;
}

export interface StillInput {
  theme: BrandTheme;
  /** The mode the player chose (theme cookie), if any; else the system's preference decides. */
  chosenMode: 'light' | 'dark' | null;
  logoUrl: string;
  logoDarkUrl: string | null;
  banner: StillBanner | null;
  /** The brand's default language's direction: the header mirrors in a right-to-left language. */
  dir: 'ltr' | 'rtl';
  /** On /rng and /down: the page's first words. */
  words?: StillWords | null;
}

/**
 * Whether the visitor is on a phone: the still is drawn (and the code waits for its paint) only
 * then. Chromium browsers send `Sec-CH-UA-Mobile` on every request; others say "Mobi" in the
 * user agent. A desktop browser gets the plain page, whose scripts the HTML names at once.
 */
export function looksLikePhone(headers: Record<string, string | string[] | undefined>): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  const agent = headers['user-agent'];
  return typeof agent === 'string' && /\bMobi/.test(agent);
}

const colourPattern =
  /^(#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*\d*\.?\d+\s*)?\))$/;
const fontPattern = /^[^;{}()<>\\]{1,200}$/;

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function checkedPalette(palette: Palette): Palette | null {
  const used = [palette.background, palette.surface, palette.surfaceRaised, palette.border, palette.text, palette.textMuted, palette.primary];
  return used.every((c) => colourPattern.test(c)) ? palette : null;
}

/** The still's colours for one palette (the theme's tokens: background, surface, raised, border, text). */
function paletteRules(p: Palette): string {
  return (
    `#${stillElementId}{background:${p.background};color:${p.text}}` +
    `.still-muted{color:${p.textMuted}}` +
    `.still-link{color:${p.primary}}` +
    `.still-notice{background:${p.surface};border:1px solid ${p.border}}` +
    `.still-bar{background:${p.surface};border-bottom:1px solid ${p.border}}` +
    `.still-menu{border:1px solid ${p.border};background:${p.surface}}` +
    `.still-banner{background:${p.surfaceRaised}}` +
    `.still-card{background:${p.surface};border:1px solid ${p.border}}`
  );
}

/**
 * The style of the still: hidden on wider screens, and on a phone the still covers the page
 * while the app's root lies, invisible, over it in the same place. Sizes are the app's theme
 * scale (src/brand/theme.ts: space sm 0.75rem, md 1rem, xs 0.5rem, xxl 3rem, logo 2.5rem).
 */
export function stillStyle(input: Pick<StillInput, 'theme' | 'chosenMode' | 'words'>): string | null {
  const { theme, chosenMode } = input;
  const wordsFont = input.words?.font && fontPattern.test(input.words.font) ? `.still-words{font-family:${input.words.font}}` : '';
  const light = checkedPalette(theme.light);
  const dark = checkedPalette(theme.dark);
  if (!light || !dark || !fontPattern.test(theme.font) || !Number.isFinite(theme.radius)) return null;
  const radius = `${Math.max(0, Math.min(64, Math.round(theme.radius)))}px`;
  const base = chosenMode ?? theme.defaultMode;
  const colours =
    chosenMode !== null || base === 'dark'
      ? paletteRules(base === 'dark' ? dark : light)
      : `${paletteRules(light)}@media (prefers-color-scheme: dark){${paletteRules(dark)}}`;
  return (
    `<style data-first-screen>` +
    (input.words?.faces ?? '') +
    `#${stillElementId}{display:none}` +
    `@media ${stillMedia}{` +
    `#${stillElementId}{display:block;min-height:100vh;font-family:${theme.font}}` +
    `[${underStillAttribute}]{visibility:hidden;position:absolute;top:0;left:0;right:0}` +
    `.still-bar{display:grid;grid-template-columns:auto 1fr;grid-template-rows:3rem 3.5rem;column-gap:1rem;row-gap:0.5rem;align-items:center;padding:0.75rem}` +
    `.still-menu{width:3rem;height:3rem;border-radius:${radius}}` +
    `.still-logo{display:block;height:2.5rem;width:auto}` +
    `.still-banner{margin:1rem 1rem 0;border-radius:${radius};overflow:hidden}` +
    `.still-banner img{display:block;width:100%;height:auto}` +
    // A card page (/promotions, the app's page frame, title, section heading and card): the
    // title lines are wordless space, the card and its banner where the app draws them.
    `.still-page{padding:1.5rem 1rem}` +
    `.still-title{height:2.625rem}` +
    `.still-heading{height:1.875rem;margin-top:1.5rem}` +
    `.still-card{margin-top:1rem;padding:1rem;border-radius:${radius}}` +
    `.still-card img{display:block;width:100%;height:auto;border-radius:0.25rem}` +
    // The login screen's panel (src/features/login/login-screen.tsx: padding xl md, its banner first).
    `.still-login{padding:2rem 1rem}` +
    `.still-login img{display:block;width:100%;height:auto;border-radius:${radius}}` +
    // Pages in words: the /rng lobby (src/features/games-centre/lobby/rng-lobby-page.tsx,
    // page-frame.tsx and member-games.tsx on a phone: section padding lg md, gap lg; title xl
    // bold; the count's reserved line; my games gap md, heading lg bold; the notice's padding lg,
    // gap md) and /down (download-page.tsx: the same frame, title, lead muted within 60ch).
    `.still-words{display:grid;gap:1.5rem;padding:1.5rem 1rem}` +
    `.still-words p{margin:0}` +
    `.still-lead{max-width:60ch}` +
    wordsFont +
    `.still-h1{font-size:1.75rem;font-weight:700}` +
    `.still-count{min-block-size:1lh}` +
    `.still-games{display:grid;gap:1rem}` +
    `.still-h2{font-size:1.25rem;font-weight:700}` +
    `.still-notice{display:grid;gap:1rem;justify-items:start;padding:1.5rem;border-radius:${radius}}` +
    `.still-link{font-weight:500;text-decoration:underline}` +
    colours +
    `}</style>`
  );
}

function logoMarkup(input: StillInput, hero: boolean): string {
  const mark = hero ? ` ${stillHeroAttribute}` : '';
  const img = `<img class="still-logo" src="${attribute(input.logoUrl)}" alt="" height="40"${mark}>`;
  if (!input.logoDarkUrl || input.chosenMode === 'light' || input.logoDarkUrl === input.logoUrl) return img;
  if (input.chosenMode === 'dark')
    return `<img class="still-logo" src="${attribute(input.logoDarkUrl)}" alt="" height="40"${mark}>`;
  return `<picture><source media="(prefers-color-scheme: dark)" srcset="${attribute(input.logoDarkUrl)}">${img}</picture>`;
}

/** The still's markup (goes just before the app's root). */
export function stillMarkup(input: StillInput): string {
  const banner = input.banner;
  const bannerOk =
    banner !== null &&
    Number.isInteger(banner.width) &&
    Number.isInteger(banner.height) &&
    banner.width > 0 &&
    banner.height > 0 &&
    /^\/(?!\/)[^\s"<>]*$/.test(banner.url);
  const logo = logoMarkup(input, !bannerOk);
  const image = bannerOk
    ? `<img src="${attribute(banner.url)}" alt="" width="${banner.width}" height="${banner.height}" fetchpriority="high" ${stillHeroAttribute}>`
    : '';
  const bannerPart = !bannerOk
    ? ''
    : banner.place === 'card'
      ? `<div class="still-page"><div class="still-title"></div><div class="still-heading"></div><div class="still-card">${image}</div></div>`
      : banner.place === 'login'
        ? `<div class="still-login" ${stillGuestAttribute}>${image}</div>`
        : `<div class="still-banner" style="aspect-ratio:${banner.width}/${banner.height}">${image}</div>`;
  return (
    `<div id="${stillElementId}" dir="${input.dir === 'rtl' ? 'rtl' : 'ltr'}" aria-hidden="true" data-first-screen>` +
    `<div class="still-bar"><span class="still-menu"></span>${logo}</div>` +
    bannerPart +
    (bannerOk ? '' : wordsMarkup(input.words ?? null)) +
    `</div>`
  );
}

const langPattern = /^[A-Z]{2}$/;
const tagPattern = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** A page's first words (empty without them, or with an unexpected language code). */
function wordsMarkup(page: StillWords | null): string {
  if (!page || !langPattern.test(page.lang) || !tagPattern.test(page.tag)) return '';
  const title = `<p class="still-h1">${text(page.title)}</p>`;
  const head = page.countLine ? `<div>${title}<p class="still-count"></p></div>` : title;
  const lead = page.lead ? `<p class="still-muted still-lead">${text(page.lead)}</p>` : '';
  const guest = page.guest
    ? `<div class="still-games" ${stillGuestAttribute}><p class="still-h2">${text(page.guest.heading)}</p>` +
      `<div class="still-notice"><p class="still-muted">${text(page.guest.prompt)}</p>` +
      `<span class="still-link">${text(page.guest.signIn)}</span></div></div>`
    : '';
  return `<div class="still-words" lang="${page.tag}" ${stillWordsAttribute}="${page.lang}">${head}${lead}${guest}</div>`;
}

const entryScript = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>\s*/;
const preloadLink = /<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)"[^>]*>\s*/g;
const rootOpen = '<div id="root">';

/**
 * The page with the app's code started by the loader: the entry script and every modulepreload
 * link (Vite's and `extraPreloads`) move onto the loader's data attributes, the still goes
 * before the root and the root is marked as under it. Null when the template is not the shape
 * Vite writes.
 */
export function withStill(
  html: string,
  parts: { loaderFile: string; extraPreloads: string[]; style: string; markup: string },
): string | null {
  const entry = entryScript.exec(html);
  if (!entry?.[1] || !html.includes(rootOpen) || !html.includes('</head>')) return null;
  const preloads: string[] = [];
  const page = html.replace(entryScript, '').replace(preloadLink, (_all, href: string) => {
    preloads.push(href);
    return '';
  });
  const all = [...new Set([...preloads, ...parts.extraPreloads])];
  const loader =
    `<script type="module" crossorigin src="/${attribute(parts.loaderFile)}" ` +
    `data-app-entry="${attribute(entry[1])}" data-app-preload="${attribute(all.join(' '))}"></script>`;
  return page
    .replace('</head>', () => `${parts.style}${loader}</head>`)
    .replace(rootOpen, () => `${parts.markup}<div id="root" ${underStillAttribute}>`);
}
