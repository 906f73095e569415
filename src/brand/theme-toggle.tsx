/** Light/dark switch: a toggle button (aria-pressed) whose choice is kept in local storage. */
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { buttonStyle } from '../ui/button';
import { usePreferences } from './brand-context';

const icon = (theme: Theme) => ({
  width: theme.fontSize.lg,
  height: theme.fontSize.lg,
  fill: 'currentColor',
});

function MoonIcon() {
  return (
    <svg css={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg css={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="5" />
      <path d="M11 1h2v3h-2zM11 20h2v3h-2zM1 11h3v2H1zM20 11h3v2h-3zM4.2 2.8l2.1 2.1-1.4 1.4-2.1-2.1zM17.7 18.1l2.1 2.1-1.4 1.4-2.1-2.1zM2.8 19.8l2.1-2.1 1.4 1.4-2.1 2.1zM18.1 6.3l2.1-2.1 1.4 1.4-2.1 2.1z" />
    </svg>
  );
}

const pressed = (theme: Theme) => ({
  '&[aria-pressed="true"]': { borderColor: theme.colors.primary, color: theme.colors.primary },
});

export function ThemeToggle() {
  const { themeMode, setThemeMode } = usePreferences();
  const intl = useIntl();
  const dark = themeMode === 'dark';
  return (
    <button
      type="button"
      css={[buttonStyle('quiet'), pressed]}
      aria-pressed={dark}
      onClick={() => setThemeMode(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
      <span>{intl.formatMessage({ id: 'theme.dark' })}</span>
    </button>
  );
}
