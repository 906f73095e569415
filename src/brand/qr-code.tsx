/**
 * A QR code (§9: default size 200, error level M, margin 20; qrcode.react loaded lazily, off
 * the first paint). `size` is the whole square in CSS pixels and `margin` the quiet zone inside
 * it, so the box never changes size while the code loads. Dark modules on the light palette's
 * surface in both themes: scanners need dark on light.
 */
import { useTheme, type Theme } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useBrand } from './brand-context';

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export const qrDefaults = { size: 200, level: 'M', margin: 20 } as const;

const box = (theme: Theme) => ({
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box' as const,
  borderRadius: theme.radius,
  '& svg': { display: 'block' },
});

interface QrCodeProps {
  value: string;
  /** Text alternative: what scanning the code does. */
  label: string;
  size?: number;
  margin?: number;
  level?: 'L' | 'M' | 'Q' | 'H';
  testId?: string;
}

export function QrCode({
  value,
  label,
  size = qrDefaults.size,
  margin = qrDefaults.margin,
  level = qrDefaults.level,
  testId,
}: QrCodeProps) {
  const { brand } = useBrand();
  const theme = useTheme();
  const light = brand.theme.light;
  const inner = Math.max(size - 2 * margin, 16);
  return (
    <div
      css={box}
      role="img"
      aria-label={label}
      data-testid={testId}
      style={{
        width: size,
        height: size,
        padding: margin,
        background: light.surface,
        outline: `${theme.layout.hairline} solid ${light.border}`,
      }}
    >
      <Suspense fallback={null}>
        <QRCodeSVG
          value={value}
          size={inner}
          level={level}
          bgColor={light.surface}
          fgColor={light.text}
          aria-hidden="true"
        />
      </Suspense>
    </div>
  );
}
