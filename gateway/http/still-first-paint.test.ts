import { describe, expect, it } from 'vitest';
import type { BrandTheme, Palette } from '../../schemas/brand';
import { looksLikePhone, stillMarkup, stillStyle, withStill, type StillInput } from './still-first-paint';

const palette = (background: string): Palette => ({
  background,
  surface: '#ffffff',
  surfaceRaised: '#fafafa',
  text: '#111111',
  textMuted: '#555555',
  primary: '#223344',
  onPrimary: '#ffffff',
  accent: '#223344',
  onAccent: '#ffffff',
  border: '#dddddd',
  focus: '#0000ff',
  success: '#008000',
  warning: '#806000',
  danger: '#b00000',
  overlay: 'rgba(0, 0, 0, 0.5)',
});
const theme: BrandTheme = {
  light: palette('#f0f0f0'),
  dark: palette('#101010'),
  defaultMode: 'light',
  radius: 8,
  font: 'system-ui, sans-serif',
  logo: 'logo.svg',
  logoDark: 'logo-dark.svg',
};
const input = (over: Partial<StillInput> = {}): StillInput => ({
  theme,
  chosenMode: null,
  logoUrl: '/brands/x/logo.svg',
  logoDarkUrl: '/brands/x/logo-dark.svg',
  banner: { url: '/lgw/media/abc.svg', width: 1200, height: 400 },
  dir: 'ltr',
  ...over,
});

const viteHtml =
  '<html><head><title>t</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/router-1.js">\n' +
  '</head><body><div id="root"><div class="boot-loader"></div></div></body></html>';

describe('looksLikePhone', () => {
  it('follows Sec-CH-UA-Mobile when the browser sends it, else "Mobi" in the user agent', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    expect(looksLikePhone({ 'sec-ch-ua-mobile': '?1', 'user-agent': desktop })).toBe(true);
    expect(looksLikePhone({ 'sec-ch-ua-mobile': '?0', 'user-agent': iphone })).toBe(false);
    expect(looksLikePhone({ 'user-agent': iphone })).toBe(true);
    expect(looksLikePhone({ 'user-agent': desktop })).toBe(false);
    expect(looksLikePhone({})).toBe(false);
  });
});

describe('stillStyle', () => {
  it("paints the brand's default mode and, without a chosen mode, the dark palette when the system asks", () => {
    const style = stillStyle({ theme, chosenMode: null }) ?? '';
    expect(style).toContain('#still{background:#f0f0f0;color:#111111}');
    expect(style).toMatch(/@media \(prefers-color-scheme: dark\)\{#still\{background:#101010;color:#111111\}/);
    // Hidden on wide screens, shown (with the root invisible over it) on phones.
    expect(style).toContain('#still{display:none}');
    expect(style).toContain('@media (max-width: 30rem){#still{display:block');
  });

  it('a chosen mode (the theme cookie) is the only palette painted', () => {
    const style = stillStyle({ theme, chosenMode: 'dark' }) ?? '';
    expect(style).toContain('#still{background:#101010;color:#111111}');
    expect(style).not.toContain('#f0f0f0');
    expect(style).not.toContain('prefers-color-scheme');
  });

  it('anything that is not a colour or a plain font stack means no still at all', () => {
    expect(
      stillStyle({ theme: { ...theme, light: palette('red}body{display:none') }, chosenMode: null }),
    ).toBeNull();
    expect(stillStyle({ theme: { ...theme, font: 'x}</style><script>' }, chosenMode: null })).toBeNull();
  });
});

describe('stillMarkup', () => {
  it('home: the header bar with the logo and the first banner, whose paint starts the code', () => {
    const html = stillMarkup(input());
    expect(html).toMatch(/^<div id="still" dir="ltr" aria-hidden="true"/);
    expect(stillMarkup(input({ dir: 'rtl' }))).toMatch(/^<div id="still" dir="rtl"/);
    expect(html).toContain(
      '<img src="/lgw/media/abc.svg" alt="" width="1200" height="400" fetchpriority="high" data-still-hero>',
    );
    expect(html).toContain('style="aspect-ratio:1200/400"');
    expect(html).toMatch(
      /<source media="\(prefers-color-scheme: dark\)" srcset="\/brands\/x\/logo-dark.svg">/,
    );
    expect(html.match(/data-still-hero/g)).toHaveLength(1);
  });

  it('without a banner the logo is the image that starts the code; a chosen mode picks its logo', () => {
    const html = stillMarkup(input({ banner: null, chosenMode: 'dark' }));
    expect(html).toContain(
      '<img class="still-logo" src="/brands/x/logo-dark.svg" alt="" height="40" data-still-hero>',
    );
    expect(html).not.toContain('<picture>');
  });

  it('a banner address that is not a plain path of this site is left out', () => {
    const html = stillMarkup(input({ banner: { url: '/a" onerror="alert(1)', width: 10, height: 10 } }));
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('still-banner');
    expect(
      stillMarkup(input({ banner: { url: 'https://elsewhere.example/b.png', width: 10, height: 10 } })),
    ).not.toContain('elsewhere');
  });
});

describe('withStill', () => {
  it('moves the entry and every module preload onto the loader and lays the root under the still', () => {
    const page = withStill(viteHtml, {
      loaderFile: 'assets/still-loader-1.js',
      extraPreloads: ['/assets/TW-1.js'],
      style: '<style>s</style>',
      markup: '<div id="still"></div>',
    });
    expect(page).not.toBeNull();
    expect(page).not.toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/still-loader-1.js" data-app-entry="/assets/index-1.js" data-app-preload="/assets/react-1.js /assets/router-1.js /assets/TW-1.js"></script></head>',
    );
    expect(page).toContain('<div id="still"></div><div id="root" data-under-still><div class="boot-loader">');
  });

  it('a template not shaped as Vite writes it gets no still', () => {
    const parts = { loaderFile: 'l.js', extraPreloads: [], style: '', markup: '' };
    expect(withStill('<html><head></head><body><div id="root"></div></body></html>', parts)).toBeNull();
    expect(withStill(viteHtml.replace('<div id="root">', '<main id="app">'), parts)).toBeNull();
  });
});

describe('stillMarkup: words (decision 066) and the login banner (decision 065)', () => {
  const words = { lang: 'EN', tag: 'en', title: 'Slots <b>&</b>', countLine: true, guest: { heading: 'My games', prompt: '<img src=x onerror=alert(1)>', signIn: 'Log In' } };

  it('writes the words escaped, the guest part marked for the loader', () => {
    const html = stillMarkup(input({ banner: null, words }));
    expect(html).toContain('<div class="still-words" lang="en" data-still-words="EN"><div><p class="still-h1">Slots &lt;b&gt;&amp;&lt;/b&gt;</p><p class="still-count"></p></div>');
    expect(html).toContain('<div class="still-games" data-still-guest>');
    expect(html).toContain('<p class="still-muted">&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).not.toContain('<img src=x');
  });

  it('an unexpected language code or tag writes no words', () => {
    expect(stillMarkup(input({ banner: null, words: { ...words, lang: 'en"><script>' } }))).not.toContain('still-words');
    expect(stillMarkup(input({ banner: null, words: { ...words, tag: 'x" onload="' } }))).not.toContain('still-words');
  });

  it('a page with a banner writes no words; the login banner sits in the login panel, for guests only', () => {
    const login = stillMarkup(input({ banner: { url: '/lgw/media/a.svg', width: 720, height: 270, place: 'login' }, words }));
    expect(login).not.toContain('still-words');
    expect(login).toContain('<div class="still-login" data-still-guest><img src="/lgw/media/a.svg" alt="" width="720" height="270" fetchpriority="high" data-still-hero></div>');
  });
});
