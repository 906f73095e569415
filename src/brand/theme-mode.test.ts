import { describe, expect, it } from 'vitest';
import { cssVariables, neutralTheme } from './theme';
import { chooseThemeMode } from './theme-mode';

describe('chooseThemeMode', () => {
  it('keeps a stored choice above everything', () => {
    expect(chooseThemeMode('light', true, 'dark')).toBe('light');
    expect(chooseThemeMode('dark', false, 'light')).toBe('dark');
  });

  it('follows a system that asks for dark on a first visit', () => {
    expect(chooseThemeMode(null, true, 'light')).toBe('dark');
  });

  it('otherwise uses the brand default (a "light" system is no choice), ignoring junk in storage', () => {
    expect(chooseThemeMode(null, false, 'dark')).toBe('dark');
    expect(chooseThemeMode(null, false, 'light')).toBe('light');
    expect(chooseThemeMode('purple', false, 'dark')).toBe('dark');
  });
});

describe('cssVariables', () => {
  it('exposes every palette colour as a kebab-case custom property', () => {
    const vars = cssVariables(neutralTheme('dark'));
    expect(vars['--color-background']).toBe(neutralTheme('dark').colors.background);
    expect(vars['--color-on-primary']).toBe(neutralTheme('dark').colors.onPrimary);
    expect(vars['--radius']).toBe('8px');
  });
});
