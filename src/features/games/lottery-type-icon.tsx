/**
 * The lottery type icons (§3 "Lottery type icons: ssc, pk10, 11x5, k3, lhc"): one small drawn
 * emblem per draw family — a clock for the time-time lottery (SSC), a chequered flag for PK10
 * racing, a numbered ball for 11-choose-5, a die for three-dice K3 and a six-ball for Mark Six
 * (LHC) — in React SVG (no image files), coloured by the theme. Named by the family's name.
 */
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LotteryKind } from '../../../schemas/lottery-modes';

const badge = (theme: Theme) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: theme.space.xl,
  height: theme.space.xl,
  borderRadius: '50%',
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  border: `${theme.layout.hairline} solid ${theme.colors.surface}`,
  '& svg': { width: '70%', height: '70%', display: 'block' },
});

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const small = { fill: 'currentColor', fontSize: 9, fontWeight: 700, textAnchor: 'middle', fontFamily: 'system-ui, sans-serif' } as const;

const drawings: Record<LotteryKind, ReactNode> = {
  ssc: (
    <>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M12 7v5l3 2" {...stroke} />
    </>
  ),
  pk10: (
    <>
      <path d="M5 21V4" {...stroke} />
      <path d="M5 4h13l-2 4 2 4H5" {...stroke} />
      <path d="M9 4v8M13 4v8" {...stroke} />
    </>
  ),
  '11x5': (
    <>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <text x="12" y="15" {...small}>
        11
      </text>
    </>
  ),
  k3: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" {...stroke} />
      <circle cx="8.5" cy="8.5" r="1.5" fill="currentColor" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1.5" fill="currentColor" />
    </>
  ),
  lhc: (
    <>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <circle cx="12" cy="12" r="5" {...stroke} />
      <text x="12" y="15" {...small}>
        6
      </text>
    </>
  ),
};

export function LotteryTypeIcon({ kind, className }: { kind: LotteryKind; className?: string }) {
  const intl = useIntl();
  return (
    <span css={badge} className={className} role="img" aria-label={intl.formatMessage({ id: `lottery.type.${kind}` })} data-testid="lottery-type-icon" data-lottery-type={kind}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {drawings[kind]}
      </svg>
    </span>
  );
}
