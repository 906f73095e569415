/**
 * One platform's install steps, one slide at a time (§2.7): the picture, "Step n of m" and the
 * caption, with previous/next buttons and a button per step. Changes are announced politely.
 */
import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonStyle } from '../../ui/button';
import { GuideIllustration } from './guide-illustration';
import type { GuideStep } from './guide-steps';

const layout = (theme: Theme) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space.md,
  textAlign: 'center' as const,
});
const slide = (theme: Theme) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space.sm,
  minHeight: '21rem',
  alignContent: 'start',
});
const counter = (theme: Theme) => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
});
const caption = (theme: Theme) => ({
  margin: 0,
  maxWidth: '24rem',
  minHeight: '3em',
  color: theme.colors.text,
});
const controls = (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.xs });
const dot = (theme: Theme) => ({
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
    background: theme.colors.border,
  },
  '&[aria-current="step"] > span': { background: theme.colors.primary, transform: 'scale(1.4)' },
});

export function GuideSlides({ steps }: { steps: readonly GuideStep[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const step = steps[Math.min(index, steps.length - 1)];
  if (!step) return null;
  const count = steps.length;
  const position = intl.formatMessage({ id: 'download.guide.step' }, { index: index + 1, count });
  return (
    <div css={layout}>
      <div
        css={slide}
        role="group"
        aria-roledescription={intl.formatMessage({ id: 'download.guide.slide' })}
        aria-label={position}
        aria-live="polite"
        data-testid="guide-slide"
        data-step={index + 1}
      >
        <GuideIllustration scene={step.scene} />
        <p css={counter}>{position}</p>
        <p css={caption}>
          <FormattedMessage {...step.text} />
        </p>
      </div>
      <div css={controls}>
        <button
          type="button"
          css={buttonStyle('quiet')}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <FormattedMessage id="download.guide.prev" />
        </button>
        <span>
          {steps.map((s, i) => (
            <button
              key={s.text.id}
              type="button"
              css={dot}
              aria-current={i === index ? 'step' : undefined}
              aria-label={intl.formatMessage({ id: 'download.guide.step' }, { index: i + 1, count })}
              onClick={() => setIndex(i)}
            >
              <span />
            </button>
          ))}
        </span>
        <button
          type="button"
          css={buttonStyle('primary')}
          disabled={index === count - 1}
          onClick={() => setIndex(index + 1)}
        >
          <FormattedMessage id="download.guide.next" />
        </button>
      </div>
    </div>
  );
}
