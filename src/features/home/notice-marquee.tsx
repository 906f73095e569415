/**
 * The notice marquee (§2.1 home): home and player notice titles scrolling in one line, paused
 * while hovered or focused; with reduced motion a still list. The whole strip is one button that
 * opens the notice list. The moving copy is doubled for a seamless loop; the copy is hidden
 * from assistive technology so every title is read once.
 */
import { keyframes, type Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Notice } from '../../../schemas/content';
import { languages } from '../../../schemas/languages';
import { homeNoticesQueryOptions } from '../../api/content/home-notices-query';
import { usePreferences } from '../../brand/brand-context';
import { visuallyHidden } from '../../ui/visually-hidden';

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });
const scrollRtl = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(50%)' } });

const bar = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: theme.space.xxl,
  margin: `${theme.space.sm} ${theme.space.md} 0`,
  paddingInlineStart: theme.space.sm,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  color: theme.colors.text,
});
const speaker = (theme: Theme) => ({
  flex: 'none',
  width: theme.fontSize.lg,
  height: theme.fontSize.lg,
  fill: theme.colors.primary,
});
const viewport = (theme: Theme) => ({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  overflow: 'hidden',
  padding: 0,
  border: 0,
  borderRadius: theme.radius,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start' as const,
  cursor: 'pointer',
  '&:hover, &:focus-visible': { color: theme.colors.primary },
});
const track = (theme: Theme) => ({
  display: 'inline-flex',
  whiteSpace: 'nowrap' as const,
  lineHeight: theme.space.xxl,
  animationName: scroll,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '[dir="rtl"] &': { animationName: scrollRtl },
  'button:hover > &, button:focus-visible > &, button:focus > &': { animationPlayState: 'paused' },
  '@media (prefers-reduced-motion: reduce)': {
    animationName: 'none',
    display: 'grid',
    whiteSpace: 'normal' as const,
    lineHeight: 'inherit',
    padding: `${theme.space.xs} 0`,
    gap: theme.space.xxs,
  },
});
const copy = (theme: Theme) => ({
  display: 'inline-flex',
  gap: theme.space.xxl,
  paddingInlineEnd: theme.space.xxl,
  '@media (prefers-reduced-motion: reduce)': { display: 'grid', gap: theme.space.xxs, paddingInlineEnd: 0 },
});
const duplicate = { '@media (prefers-reduced-motion: reduce)': { display: 'none' } };

function SpeakerIcon() {
  return (
    <svg css={speaker} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
    </svg>
  );
}

/** Seconds for one loop: slow enough to read (about 8 characters a second), never under 12 s. */
export function marqueeSeconds(notices: readonly Pick<Notice, 'title'>[]): number {
  const chars = notices.reduce((sum, n) => sum + n.title.length, 0);
  return Math.max(12, Math.round(chars / 8) + notices.length * 2);
}

interface NoticeMarqueeProps {
  onOpen: () => void;
}

export function NoticeMarquee({ onOpen }: NoticeMarqueeProps) {
  const intl = useIntl();
  const { language } = usePreferences();
  const notices = useQuery(homeNoticesQueryOptions(language));
  const list = notices.data ?? [];
  if (notices.isSuccess && list.length === 0) return null;
  const label = intl.formatMessage({ id: 'home.notices.label' });
  const titles = (hidden: boolean) => (
    <span css={[copy, hidden && duplicate]} aria-hidden={hidden || undefined}>
      {list.map((n) => (
        <span key={n.id} lang={n.lang === language ? undefined : languages[n.lang].tag}>
          {n.title}
        </span>
      ))}
    </span>
  );
  return (
    <section css={bar} aria-label={label} data-testid="notice-marquee">
      <SpeakerIcon />
      <button
        type="button"
        css={viewport}
        onClick={onOpen}
        aria-haspopup="dialog"
        disabled={list.length === 0}
      >
        <span css={visuallyHidden}>{intl.formatMessage({ id: 'home.notices.open' })}</span>
        <span
          css={track}
          style={{ animationDuration: `${marqueeSeconds(list)}s` }}
          data-testid="notice-track"
        >
          {titles(false)}
          {titles(true)}
        </span>
      </button>
    </section>
  );
}
