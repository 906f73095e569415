/**
 * A QR code (§9: default size 200, error level M, margin 20; qrcode.react loaded lazily, off
 * the first paint, and only once the box comes near the viewport: a code below the fold costs
 * nothing until the player scrolls towards it). `size` is the whole square in CSS pixels and `margin` the quiet zone inside
 * it, so the box never changes size while the code loads. Dark modules on the light palette's
 * surface in both themes: scanners need dark on light.
 */
import { useTheme, type Theme } from '@emotion/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useBrand } from './brand-context';

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export const qrDefaults = { size: 200, level: 'M', margin: 20 } as const;

/** How far outside the viewport a code starts loading. */
const nearViewport = '300px';

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: nearViewport },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

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
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div
      ref={ref}
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
        {near && (
          <QRCodeSVG
            value={value}
            size={inner}
            level={level}
            bgColor={light.surface}
            fgColor={light.text}
            aria-hidden="true"
          />
        )}
      </Suspense>
    </div>
  );
}
