/**
 * Styles of the modal layer, panel and title bar, from theme tokens. The few fixed numbers are
 * the spec's (§9: default 200 x 200, open delay 100 ms) and the panel widths.
 */
import { keyframes, type Theme } from '@emotion/react';

/** §9 "Modal default 200x200". */
export const modalMinSize = '200px';
/** §9 "open delay 100 ms". */
export const modalOpenDelay = '100ms';
/** z-index of every modal layer (above the header and side bars); later layers paint on top. */
export const modalZIndex = 1000;

/** Panel widths: `xs` is the §9 default (200 × 200); the others for content that needs the room. */
export const modalWidths = { xs: modalMinSize, sm: '26rem', md: '42rem', lg: '60rem' } as const;
/** Height of a `tall` modal (content can switch without the panel jumping). */
export const modalTallHeight = '40rem';
export type ModalSize = keyof typeof modalWidths;
/** §9 "Modal default 200x200": the size of a modal that names none. */
export const defaultModalSize: ModalSize = 'xs';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const layer = (theme: Theme) => ({
  position: 'fixed' as const,
  inset: 0,
  zIndex: modalZIndex,
  display: 'grid',
  placeItems: 'center',
  padding: theme.space.md,
  overscrollBehavior: 'contain' as const,
  animation: `${fadeIn} ${theme.motion.fast} ease-out ${modalOpenDelay} both`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  '@media (max-width: 480px)': { padding: theme.space.xs },
});

export const backdrop = (theme: Theme) => ({
  position: 'absolute' as const,
  inset: 0,
  background: theme.colors.overlay,
});

export const panel = (size: ModalSize, tall: boolean, surface: boolean) => (theme: Theme) => ({
  position: 'relative' as const,
  display: 'flex',
  flexDirection: 'column' as const,
  width: `min(100%, ${modalWidths[size]})`,
  minWidth: `min(100%, ${modalMinSize})`,
  minHeight: `min(100%, ${modalMinSize})`,
  maxHeight: '100%',
  height: tall ? `min(100%, ${modalTallHeight})` : 'auto',
  overflow: 'hidden',
  color: theme.colors.text,
  borderRadius: theme.radius,
  ...(surface
    ? {
        background: theme.colors.surface,
        border: `${theme.layout.hairline} solid ${theme.colors.border}`,
        boxShadow: `0 ${theme.space.xs} ${theme.space.xl} ${theme.colors.overlay}`,
      }
    : {}),
  '&:focus': { outline: 'none' },
});

export const titleBar = (draggable: boolean) => (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  paddingBlock: theme.space.xs,
  paddingInlineStart: theme.space.lg,
  paddingInlineEnd: theme.space.xs,
  borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}`,
  ...(draggable ? { cursor: 'move', touchAction: 'none' as const, userSelect: 'none' as const } : {}),
});

export const title = (hidden: boolean) => (theme: Theme) => ({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  overflowWrap: 'anywhere' as const,
  ...(hidden
    ? {
        position: 'absolute' as const,
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0, 0, 0, 0)',
        whiteSpace: 'nowrap' as const,
      }
    : {}),
});

export const iconButton = (theme: Theme) => ({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: theme.space.xxl,
  height: theme.space.xxl,
  padding: 0,
  border: 0,
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceRaised, color: theme.colors.primary },
  svg: { width: theme.space.lg, height: theme.space.lg },
});

export const moveButton = (theme: Theme) => ({ ...iconButton(theme), cursor: 'move', touchAction: 'none' as const });

export const body = (theme: Theme) => ({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: theme.space.lg,
  '@media (max-width: 480px)': { padding: theme.space.md },
});

export const footer = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  justifyContent: 'flex-end',
  gap: theme.space.sm,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  borderTop: `${theme.layout.hairline} solid ${theme.colors.border}`,
});
