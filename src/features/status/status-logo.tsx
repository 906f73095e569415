/** The brand's logo on the whole-page status screens. */
import type { Theme } from '@emotion/react';
import { useBrand, usePreferences } from '../../brand/brand-context';

const logo = (theme: Theme) => ({ height: theme.layout.headerLogoHeight, width: 'auto' });

export function StatusLogo() {
  const { brand, assetUrl } = useBrand();
  const { themeMode } = usePreferences();
  const path = themeMode === 'dark' && brand.theme.logoDark ? brand.theme.logoDark : brand.theme.logo;
  return <img css={logo} src={assetUrl(path)} alt={brand.name} />;
}
