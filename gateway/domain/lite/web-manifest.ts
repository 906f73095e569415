/**
 * The Lite app's web app manifest of one merchant (served at /manifest.webmanifest on its own
 * host): its name, its theme's colours and icons drawn from its logo in the sizes an install
 * needs (192 and 512 px, each also "maskable"). Pure. docs/decisions/053.
 */
import type { Brand } from '../../../schemas/brand';
import { languages } from '../../../schemas/languages';

export const liteIconSizes = [192, 512] as const;
export type LiteIconSize = (typeof liteIconSizes)[number];
export type LiteIconPurpose = 'any' | 'maskable';

/** /lite/icons/<size>.png and /lite/icons/maskable-<size>.png */
export function liteIconFile(size: LiteIconSize, purpose: LiteIconPurpose): string {
  return purpose === 'maskable' ? `maskable-${size}.png` : `${size}.png`;
}

export function parseLiteIconFile(file: string): { size: LiteIconSize; purpose: LiteIconPurpose } | null {
  const match = /^(maskable-)?(192|512)\.png$/.exec(file);
  if (!match) return null;
  return { size: Number(match[2]) as LiteIconSize, purpose: match[1] ? 'maskable' : 'any' };
}

/** The palette the icons and the installed app's window use: the brand's default mode's. */
export function liteColours(brand: Pick<Brand, 'theme'>): { background: string; theme: string } {
  const palette = brand.theme[brand.theme.defaultMode];
  return { background: palette.background, theme: palette.primary };
}

/** A short name for the home screen (launchers cut after about 12 characters). */
function shortName(name: string): string {
  const chars = [...name];
  return chars.length <= 12 ? name : chars.slice(0, 12).join('');
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: LiteIconPurpose }[];
}

/** `version` busts the icons' day-long cache when the logo or colours change. */
export function webManifest(brand: Pick<Brand, 'name' | 'defaultLang' | 'theme'>, version: string): WebManifest {
  const colours = liteColours(brand);
  const lang = languages[brand.defaultLang];
  return {
    id: '/',
    name: brand.name,
    short_name: shortName(brand.name),
    lang: lang.tag,
    dir: lang.dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colours.background,
    theme_color: colours.theme,
    icons: liteIconSizes.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: `/lite/icons/${liteIconFile(size, purpose)}?v=${version}`,
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose,
      })),
    ),
  };
}
