/** The welcome strip under the banner: the brand's logo, its name (the page heading) and welcome. */
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useBrand, usePreferences } from '../../brand/brand-context';

const strip = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  margin: `${theme.space.lg} ${theme.space.md} 0`,
  '@media (max-width: 480px)': { gap: theme.space.sm },
});
/** At the end of the row, so its width (known once loaded) never moves the text. */
const logo = (theme: Theme) => ({
  flex: 'none',
  order: 1,
  marginInlineStart: 'auto',
  height: theme.layout.headerLogoHeight,
  width: 'auto',
  maxWidth: '35%',
  objectFit: 'contain' as const,
  // The header shows the logo right above on phones.
  '@media (max-width: 480px)': { display: 'none' },
});
const title = (theme: Theme) => ({
  margin: 0,
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
  lineHeight: 1.2,
});
const welcome = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });

export function HomeIntro() {
  const { brand, assetUrl } = useBrand();
  const { themeMode } = usePreferences();
  const logoPath = themeMode === 'dark' && brand.theme.logoDark ? brand.theme.logoDark : brand.theme.logo;
  return (
    <div css={strip}>
      <img css={logo} src={assetUrl(logoPath)} alt="" data-testid="brand-logo" />
      <div>
        <h1 id="home-title" css={title}>
          {brand.name}
        </h1>
        <p css={welcome}>
          <FormattedMessage id="home.welcome" values={{ brand: brand.name }} />{' '}
          <FormattedMessage id="home.intro" />
        </p>
      </div>
    </div>
  );
}
