/**
 * Home (§2.1 "/"), first cut: the brand's logo, name and welcome. The banner, notices, game
 * strips, hot games and counters of §2.3 arrive with their issues.
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useBrand, usePreferences } from '../../brand/brand-context';

const hero = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.md,
  justifyItems: 'center',
  textAlign: 'center' as const,
  padding: `${theme.space.xxl} ${theme.space.lg}`,
  margin: theme.space.lg,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
});
const logo = (theme: Theme) => ({ height: theme.layout.heroLogoHeight, width: 'auto', maxWidth: '100%' });
const title = (theme: Theme) => ({
  margin: 0,
  fontSize: theme.fontSize.xxl,
  fontWeight: theme.fontWeight.bold,
});
const welcome = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.lg, color: theme.colors.primary });
const intro = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });

export function HomePage() {
  const { brand, assetUrl } = useBrand();
  const { themeMode } = usePreferences();
  const logoPath = themeMode === 'dark' && brand.theme.logoDark ? brand.theme.logoDark : brand.theme.logo;
  return (
    <section css={hero} aria-labelledby="home-title">
      <img css={logo} src={assetUrl(logoPath)} alt="" data-testid="brand-logo" />
      <h1 id="home-title" css={title}>
        {brand.name}
      </h1>
      <p css={welcome}>
        <FormattedMessage id="home.welcome" values={{ brand: brand.name }} />
      </p>
      <p css={intro}>
        <FormattedMessage id="home.intro" />
      </p>
    </section>
  );
}
