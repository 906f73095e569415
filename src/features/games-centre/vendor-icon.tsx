/**
 * A vendor's icon with its intrinsic size reserved (no layout shift). A broken image falls back
 * to the vendor code's initials on a neutral tile (§8 "failed image loads use a default icon").
 */
import type { Theme } from '@emotion/react';
import { useState } from 'react';

export type VendorIconSize = 'sm' | 'md' | 'lg';

/** The generated icons are 96 × 96 (gateway/domain/catalogue/vendor-icon.ts); operator images are scaled. */
const intrinsic = 96;

const side = (theme: Theme, size: VendorIconSize): string =>
  size === 'sm' ? theme.space.lg : size === 'md' ? theme.space.xxl : `calc(${theme.space.xxl} + ${theme.space.md})`;

const box = (size: VendorIconSize) => (theme: Theme) => ({
  display: 'block',
  flex: 'none',
  width: side(theme, size),
  height: side(theme, size),
  borderRadius: theme.radius,
  objectFit: 'contain' as const,
});

const fallback = (size: VendorIconSize) => (theme: Theme) => ({
  ...box(size)(theme),
  display: 'grid',
  placeItems: 'center',
  background: theme.colors.surfaceRaised,
  color: theme.colors.textMuted,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  fontSize: size === 'sm' ? theme.fontSize.sm : theme.fontSize.md,
  fontWeight: theme.fontWeight.bold,
  overflow: 'hidden',
});

interface VendorIconProps {
  src: string;
  code: string;
  /** Empty when the vendor's name is shown beside the icon. */
  alt: string;
  size: VendorIconSize;
  /** Below the fold: let the browser defer it. */
  lazy?: boolean;
}

export function VendorIcon({ src, code, alt, size, lazy = false }: VendorIconProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span css={fallback(size)} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
        {code.slice(0, 2)}
      </span>
    );
  }
  return (
    <img
      css={box(size)}
      src={src}
      alt={alt}
      width={intrinsic}
      height={intrinsic}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
