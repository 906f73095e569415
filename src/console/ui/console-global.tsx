/** Page-wide styles of the console: the palette's custom properties, light and dark. */
import { Global } from '@emotion/react';
import { palette } from './console-styles';

const vars = (p: Record<string, string>) =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [`--c-${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}`, v]));

export function ConsoleGlobal() {
  return (
    <Global
      styles={{
        ':root': { ...vars(palette.light), colorScheme: 'light dark' },
        '@media (prefers-color-scheme: dark)': { ':root': vars(palette.dark) },
        body: { background: 'var(--c-bg)', color: 'var(--c-text)' },
        a: { color: 'var(--c-accent)' },
        ':focus-visible': { outline: '3px solid var(--c-focus)', outlineOffset: '2px' },
      }}
    />
  );
}
