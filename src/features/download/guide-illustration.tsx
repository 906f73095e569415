/**
 * Step pictures of the install guide, drawn as small inline SVGs in the theme's colours: a
 * phone whose screen shows the step (scan, allow, settings, install, open, unknown sources, and
 * for Lite a browser's address bar and its add-to-home-screen menu).
 * Decorative: the caption beside it says the step.
 */
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { GuideScene } from './guide-steps';

export const illustrationSize = { width: 160, height: 240 } as const;

const svg = (theme: Theme) => ({
  display: 'block',
  width: '10rem',
  height: '15rem',
  maxWidth: '100%',
  color: theme.colors.primary,
  '& .screen': { fill: theme.colors.surfaceRaised },
  '& .frame': { fill: theme.colors.surface, stroke: theme.colors.text },
  '& .ink': { fill: theme.colors.text },
  '& .muted': { fill: theme.colors.border },
  '& .accent': { fill: theme.colors.primary },
  '& .on-accent': { fill: theme.colors.onPrimary },
  '& .line, & .line-on': {
    fill: 'none',
    strokeWidth: 6,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  },
  '& .line': { stroke: theme.colors.primary },
  '& .line-on': { stroke: theme.colors.onPrimary },
});

function Button({ y, wide = false }: { y: number; wide?: boolean }) {
  return <rect className="accent" x={wide ? 34 : 50} y={y} width={wide ? 92 : 60} height={22} rx={11} />;
}

function QrGlyph() {
  const cells = [0, 1, 2, 4, 6, 7, 9, 12, 14, 15, 17, 18, 20, 22, 24];
  return (
    <g>
      <rect className="frame" x="40" y="60" width="80" height="80" rx="6" strokeWidth="2" />
      {cells.map((c) => (
        <rect
          key={c}
          className="ink"
          x={50 + (c % 5) * 12}
          y={70 + Math.floor(c / 5) * 12}
          width="10"
          height="10"
        />
      ))}
      <path className="line" d="M30 100h100" />
    </g>
  );
}

function Dialog({ children }: { children: ReactNode }) {
  return (
    <g>
      <rect className="frame" x="26" y="78" width="108" height="84" rx="10" strokeWidth="2" />
      <rect className="muted" x="40" y="92" width="80" height="8" rx="4" />
      <rect className="muted" x="48" y="106" width="64" height="8" rx="4" />
      {children}
    </g>
  );
}

function Rows({ highlight }: { highlight: number }) {
  return (
    <g>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect
            className={i === highlight ? 'accent' : 'muted'}
            x="28"
            y={60 + i * 34}
            width="104"
            height="26"
            rx="6"
          />
          <circle className={i === highlight ? 'on-accent' : 'frame'} cx="42" cy={73 + i * 34} r="6" />
        </g>
      ))}
    </g>
  );
}

function AppGrid() {
  return (
    <g>
      {Array.from({ length: 9 }, (_, i) => (
        <rect
          key={i}
          className={i === 4 ? 'accent' : 'muted'}
          x={34 + (i % 3) * 34}
          y={64 + Math.floor(i / 3) * 40}
          width="24"
          height="24"
          rx="6"
        />
      ))}
      <path className="line" d="M80 150l0 26m-10-10l10 10 10-10" />
    </g>
  );
}

/** A browser: the address bar over a page. */
function Browser({ children }: { children?: ReactNode }) {
  return (
    <g>
      <rect className="frame" x="24" y="38" width="112" height="20" rx="10" strokeWidth="2" />
      <rect className="accent" x="34" y="45" width="56" height="6" rx="3" />
      <rect className="muted" x="28" y="70" width="104" height="40" rx="6" />
      <rect className="muted" x="28" y="118" width="70" height="8" rx="4" />
      <rect className="muted" x="28" y="132" width="90" height="8" rx="4" />
      {children}
    </g>
  );
}

const scenes: Record<GuideScene, () => ReactNode> = {
  browser: () => <Browser />,
  'add-home': () => (
    <Browser>
      <rect className="frame" x="56" y="132" width="78" height="66" rx="8" strokeWidth="2" />
      <rect className="muted" x="64" y="142" width="60" height="8" rx="4" />
      <rect className="accent" x="62" y="160" width="66" height="18" rx="6" />
      <path className="line-on" d="M70 169h10m-5-5v10" />
      <rect className="muted" x="64" y="184" width="48" height="8" rx="4" />
    </Browser>
  ),
  scan: () => <QrGlyph />,
  allow: () => (
    <Dialog>
      <Button y={128} />
    </Dialog>
  ),
  settings: () => <Rows highlight={0} />,
  install: () => (
    <g>
      <rect className="accent" x="58" y="64" width="44" height="44" rx="10" />
      <path className="line-on" d="M66 86l10 10 20-20" />
      <rect className="muted" x="40" y="122" width="80" height="8" rx="4" />
      <Button y={146} wide />
    </g>
  ),
  open: () => <AppGrid />,
  'unknown-sources': () => (
    <g>
      <Rows highlight={2} />
      <rect className="frame" x="104" y="134" width="22" height="12" rx="6" strokeWidth="2" />
      <circle className="accent" cx="120" cy="140" r="5" />
    </g>
  ),
};

export function GuideIllustration({ scene }: { scene: GuideScene }) {
  return (
    <svg
      css={svg}
      viewBox={`0 0 ${illustrationSize.width} ${illustrationSize.height}`}
      width={illustrationSize.width}
      height={illustrationSize.height}
      aria-hidden="true"
      focusable="false"
      data-scene={scene}
    >
      <rect className="frame" x="8" y="4" width="144" height="232" rx="22" strokeWidth="3" />
      <rect className="screen" x="18" y="30" width="124" height="180" rx="6" />
      <rect className="ink" x="62" y="14" width="36" height="6" rx="3" />
      <circle className="ink" cx="80" cy="222" r="6" />
      {scenes[scene]()}
    </svg>
  );
}
