/**
 * Daily rebate rates on home (§9 "Displayed rebate rates"): the rate of every game type the
 * merchant offers, formatted as a percentage in the player's language.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { homeVendorsQueryOptions } from '../../api/catalogue/home-vendors-query';
import { categoryLabels } from './category-labels';
import { section, sectionHeading, sectionText } from './home-styles';
import { belowTheFold } from '../../ui/below-the-fold';
import { offeredRebates } from './rebate-rates';
import { useContentTexts } from './use-content-texts';

const list = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media (max-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
const item = (theme: Theme) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: theme.space.xs,
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
});
const rate = (theme: Theme) => ({
  fontWeight: theme.fontWeight.bold,
  color: theme.colors.primary,
  fontVariantNumeric: 'tabular-nums',
});

export function RebateSection() {
  const intl = useIntl();
  const vendors = useQuery(homeVendorsQueryOptions());
  const rows = useMemo(() => offeredRebates((vendors.data ?? []).map((v) => v.gameType)), [vendors.data]);
  const { texts } = useContentTexts('home');
  const intro = texts.get('rebates');
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <section css={[section, belowTheFold(320)]} aria-labelledby={`${id}-title`} data-testid="home-rebates">
      <h2 id={`${id}-title`} css={sectionHeading}>
        <FormattedMessage id="home.rebates.title" />
      </h2>
      {intro && (
        <p css={sectionText} lang={intro.lang}>
          {intro.text}
        </p>
      )}
      <ul css={list}>
        {rows.map((row) => (
          <li key={row.gameType} css={item}>
            <FormattedMessage {...categoryLabels[row.gameType]} />
            <span css={rate}>
              {intl.formatNumber(row.rate / 100, { style: 'percent', maximumFractionDigits: 2 })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
