/**
 * The console's look: one neutral palette (light and dark by the system's choice, through CSS
 * custom properties set in console-global.tsx), contrast above WCAG AA. No brand theme: staff
 * work on every merchant in the same console.
 */
import type { CSSObject } from '@emotion/react';

export const c = {
  bg: 'var(--c-bg)',
  surface: 'var(--c-surface)',
  text: 'var(--c-text)',
  muted: 'var(--c-muted)',
  border: 'var(--c-border)',
  accent: 'var(--c-accent)',
  onAccent: 'var(--c-on-accent)',
  danger: 'var(--c-danger)',
  ok: 'var(--c-ok)',
  focus: 'var(--c-focus)',
};

export const palette = {
  light: { bg: '#f5f6f8', surface: '#ffffff', text: '#1b1f24', muted: '#4a525c', border: '#8a939e', accent: '#1d4ed8', onAccent: '#ffffff', danger: '#b3261e', ok: '#1b6b34', focus: '#1d4ed8' },
  dark: { bg: '#121417', surface: '#1c2026', text: '#eef1f4', muted: '#b4bcc6', border: '#6b7580', accent: '#8ab4ff', onAccent: '#0b1020', danger: '#ffb4ab', ok: '#7ddc96', focus: '#8ab4ff' },
};

export const page: CSSObject = { display: 'grid', gap: '1rem', padding: '1.5rem', maxWidth: '72rem', margin: '0 auto' };
export const heading: CSSObject = { margin: 0, fontSize: '1.5rem' };
export const panel: CSSObject = { background: c.surface, border: `1px solid ${c.border}`, borderRadius: '0.5rem', padding: '1rem' };
export const field: CSSObject = { display: 'grid', gap: '0.25rem' };
export const label: CSSObject = { fontWeight: 600 };
export const input: CSSObject = {
  font: 'inherit',
  padding: '0.5rem 0.625rem',
  border: `1px solid ${c.border}`,
  borderRadius: '0.375rem',
  background: c.surface,
  color: c.text,
  minHeight: '2.5rem',
};
export const button: CSSObject = {
  font: 'inherit',
  fontWeight: 600,
  padding: '0.5rem 1rem',
  borderRadius: '0.375rem',
  border: `1px solid ${c.accent}`,
  background: c.accent,
  color: c.onAccent,
  cursor: 'pointer',
  minHeight: '2.5rem',
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
};
export const secondaryButton: CSSObject = { ...button, background: 'transparent', color: c.accent };
export const dangerButton: CSSObject = { ...button, background: 'transparent', color: c.danger, borderColor: c.danger };
export const errorText: CSSObject = { color: c.danger, margin: 0 };
export const okText: CSSObject = { color: c.ok, margin: 0 };
export const mutedText: CSSObject = { color: c.muted, margin: 0 };
export const row: CSSObject = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' };
export const table: CSSObject = {
  width: '100%',
  borderCollapse: 'collapse',
  'th, td': { textAlign: 'start', padding: '0.5rem', borderBottom: `1px solid ${c.border}`, verticalAlign: 'top' },
};
