/**
 * Controls of the banner carousel: previous and next (mirrored right to left), a pause/play
 * toggle (WCAG 2.2.2), and one button per slide saying which one is shown. Every control has
 * a name in the player's language and a touch target of at least 24 px.
 */
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';

const control = (theme: Theme) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: theme.space.xl,
  height: theme.space.xl,
  padding: 0,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  borderRadius: '50%',
  background: theme.colors.surface,
  color: theme.colors.text,
  cursor: 'pointer',
  opacity: 0.92,
  '&:hover': { opacity: 1, color: theme.colors.primary },
});
const arrow = (side: 'start' | 'end') => (theme: Theme) => ({
  position: 'absolute' as const,
  top: '50%',
  transform: 'translateY(-50%)',
  [side === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: theme.space.xs,
  zIndex: 2,
  // Phones swipe; the arrows would cover most of a short banner.
  '@media (max-width: 480px)': { display: 'none' },
});
const bottomBar = (theme: Theme) => ({
  position: 'absolute' as const,
  insetInline: 0,
  bottom: theme.space.xxs,
  zIndex: 2,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: theme.space.xxs,
  pointerEvents: 'none' as const,
  '& > *': { pointerEvents: 'auto' as const },
});
const dotButton = (theme: Theme) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: theme.space.lg,
  height: theme.space.lg,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '& > span': {
    width: theme.space.xs,
    height: theme.space.xs,
    borderRadius: '50%',
    background: theme.colors.surface,
    border: `${theme.layout.hairline} solid ${theme.colors.text}`,
    transition: `width ${theme.motion.fast}`,
  },
  '&[aria-current="true"] > span': {
    width: theme.space.md,
    borderRadius: theme.radius,
    background: theme.colors.primary,
  },
});
const smallControl = (theme: Theme) => ({ width: theme.space.lg, height: theme.space.lg });
const icon = (theme: Theme) => ({
  width: theme.fontSize.md,
  height: theme.fontSize.md,
  fill: 'currentColor',
});
const mirrored = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

function Chevron({ back }: { back: boolean }) {
  return (
    <svg css={[icon, mirrored]} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={back ? 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z' : 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z'} />
    </svg>
  );
}

function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg css={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paused ? 'M8 5v14l11-7z' : 'M6 5h4v14H6zM14 5h4v14h-4z'} />
    </svg>
  );
}

interface CarouselControlsProps {
  count: number;
  active: number;
  paused: boolean;
  canPause: boolean;
  onPrev: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onTogglePause: () => void;
}

export function CarouselControls(props: CarouselControlsProps) {
  const { count, active, paused, canPause } = props;
  const intl = useIntl();
  if (count < 2) return null;
  return (
    <>
      <button
        type="button"
        data-control="prev"
        css={[control, arrow('start')]}
        onClick={props.onPrev}
        aria-label={intl.formatMessage({ id: 'home.banner.prev' })}
      >
        <Chevron back />
      </button>
      <button
        type="button"
        data-control="next"
        css={[control, arrow('end')]}
        onClick={props.onNext}
        aria-label={intl.formatMessage({ id: 'home.banner.next' })}
      >
        <Chevron back={false} />
      </button>
      <div css={bottomBar}>
        {canPause && (
          <button
            type="button"
            data-control="pause"
            css={[control, smallControl]}
            onClick={props.onTogglePause}
            aria-label={intl.formatMessage(paused ? { id: 'home.banner.play' } : { id: 'home.banner.pause' })}
          >
            <PauseIcon paused={paused} />
          </button>
        )}
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            data-control={`slide-${index}`}
            css={dotButton}
            aria-current={index === active ? 'true' : undefined}
            aria-label={intl.formatMessage({ id: 'home.banner.go_to' }, { index: index + 1, count })}
            onClick={() => props.onGoTo(index)}
          >
            <span />
          </button>
        ))}
      </div>
    </>
  );
}
