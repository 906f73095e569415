/**
 * The service section of home (§2.1, §2.3, §9): average deposit and withdrawal times, payment
 * and game partners from the brand's homeCounters, counting up when scrolled into view; reduced
 * motion shows the final values. Assistive technology reads the final value only.
 */
import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HomeCounters } from '../../../schemas/brand';
import { useBrand } from '../../brand/brand-context';
import { visuallyHidden } from '../../ui/visually-hidden';
import { section, sectionHeading, sectionText } from './home-styles';
import { belowTheFold } from '../../ui/below-the-fold';
import { useContentTexts } from './use-content-texts';
import { useCountUp, useInView } from './use-count-up';
import { useReducedMotion } from './use-reduced-motion';

interface CounterSpec {
  key: keyof HomeCounters;
  label: { id: string };
  /** How the number reads (seconds); a plain number when absent. */
  value?: { id: string };
}

const counters: CounterSpec[] = [
  { key: 'depositSeconds', label: { id: 'home.service.deposit' }, value: { id: 'home.service.seconds' } },
  { key: 'withdrawSeconds', label: { id: 'home.service.withdraw' }, value: { id: 'home.service.seconds' } },
  { key: 'paymentPartners', label: { id: 'home.service.payment_partners' } },
  { key: 'gamePartners', label: { id: 'home.service.game_partners' } },
];

const grid = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media (max-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space.sm },
});
const card = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.xxs,
  padding: theme.space.md,
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  textAlign: 'center' as const,
});
const number = (theme: Theme) => ({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
  color: theme.colors.primary,
  fontVariantNumeric: 'tabular-nums',
});
const caption = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm });

function Counter({
  spec,
  target,
  start,
  still,
}: {
  spec: CounterSpec;
  target: number;
  start: boolean;
  still: boolean;
}) {
  const intl = useIntl();
  const shown = useCountUp(target, start, still);
  const format = (value: number): string =>
    spec.value ? intl.formatMessage(spec.value, { value }) : intl.formatNumber(value);
  return (
    <li css={card} data-testid={`counter-${spec.key}`} data-value={shown}>
      <span css={number} aria-hidden="true" data-testid="counter-value">
        {format(shown)}
      </span>
      <span css={visuallyHidden}>{format(target)}</span>
      <span css={caption}>
        <FormattedMessage {...spec.label} />
      </span>
    </li>
  );
}

export function ServiceSection() {
  const { brand } = useBrand();
  const still = useReducedMotion();
  const [ref, seen] = useInView<HTMLUListElement>();
  const { texts } = useContentTexts('home');
  const intro = texts.get('service');
  const id = useId();
  return (
    <section css={[section, belowTheFold(350)]} aria-labelledby={`${id}-title`} data-testid="home-service">
      <h2 id={`${id}-title`} css={sectionHeading}>
        <FormattedMessage id="home.service.title" />
      </h2>
      {intro && (
        <p css={sectionText} lang={intro.lang}>
          {intro.text}
        </p>
      )}
      <ul css={grid} ref={ref}>
        {counters.map((spec) => (
          <Counter
            key={spec.key}
            spec={spec}
            target={brand.homeCounters[spec.key]}
            start={seen}
            still={still}
          />
        ))}
      </ul>
    </section>
  );
}
