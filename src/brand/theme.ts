/**
 * The theme every Emotion style reads: the brand's colour tokens for one mode plus the scale
 * tokens (space, type, radius, layout) shared by all brands. Styles use these and nothing else:
 * no hex colours and no raw sizes outside brands/ and this file.
 */
import type { BrandTheme, Palette } from '../../schemas/brand';

export type ThemeMode = 'light' | 'dark';

const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;
const fontSize = { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' } as const;
const fontWeight = { regular: 400, medium: 500, bold: 700 } as const;
const layout = {
  maxWidth: '72rem',
  panelWidth: '32rem',
  headerLogoHeight: '2.5rem',
  heroLogoHeight: '6rem',
  focusRing: '3px',
  hairline: '1px',
  spinner: '2.5rem',
  spinnerStroke: '0.25rem',
} as const;
const motion = { fast: '120ms', spin: '900ms' } as const;

export interface AppTheme {
  mode: ThemeMode;
  colors: Palette;
  radius: string;
  font: string;
  space: typeof space;
  fontSize: typeof fontSize;
  fontWeight: typeof fontWeight;
  layout: typeof layout;
  motion: typeof motion;
}

export function buildTheme(
  brandTheme: Pick<BrandTheme, 'light' | 'dark' | 'radius' | 'font'>,
  mode: ThemeMode,
): AppTheme {
  return {
    mode,
    colors: mode === 'dark' ? brandTheme.dark : brandTheme.light,
    radius: `${brandTheme.radius}px`,
    font: brandTheme.font,
    space,
    fontSize,
    fontWeight,
    layout,
    motion,
  };
}

/** The palette of the screens shown before any brand is known (loading, network error). */
const neutral: Pick<BrandTheme, 'light' | 'dark' | 'radius' | 'font'> = {
  radius: 8,
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang TC", "Microsoft JhengHei", sans-serif',
  light: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1b1f24',
    textMuted: '#4f5863',
    primary: '#2f5bd3',
    onPrimary: '#ffffff',
    accent: '#2f5bd3',
    onAccent: '#ffffff',
    border: '#d5dae1',
    focus: '#1a47c2',
    success: '#1e7b45',
    warning: '#8a5a00',
    danger: '#b3261e',
    overlay: 'rgba(0, 0, 0, 0.5)',
  },
  dark: {
    background: '#121417',
    surface: '#1c1f24',
    surfaceRaised: '#262a30',
    text: '#eef1f5',
    textMuted: '#aeb6c0',
    primary: '#8fb0ff',
    onPrimary: '#0d1b3d',
    accent: '#8fb0ff',
    onAccent: '#0d1b3d',
    border: '#3a4049',
    focus: '#b7ccff',
    success: '#6fd39a',
    warning: '#f0c36a',
    danger: '#ff8a80',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
};

export function neutralTheme(mode: ThemeMode): AppTheme {
  return buildTheme(neutral, mode);
}

/** CSS custom properties mirroring the palette (for plain CSS such as the static loader). */
export function cssVariables(theme: AppTheme): Record<string, string> {
  const vars: Record<string, string> = { '--radius': theme.radius, '--font': theme.font };
  for (const [name, value] of Object.entries(theme.colors)) {
    vars[`--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return vars;
}
