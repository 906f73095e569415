/** The page-wide loader (src/api/identity/session-loader.ts) as an overlay that blocks input while shown. */
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { usePageLoader } from '../../api/identity/session-loader';
import { Spinner } from '../../ui/spinner';

const overlay = (theme: Theme) => ({
  position: 'fixed' as const,
  inset: 0,
  zIndex: 100,
  display: 'grid',
  placeItems: 'center',
  background: theme.colors.overlay,
});

export function PageLoaderOverlay() {
  const intl = useIntl();
  const visible = usePageLoader();
  if (!visible) return null;
  return (
    <div css={overlay} data-testid="page-loader">
      <Spinner label={intl.formatMessage({ id: 'boot.loading' })} />
    </div>
  );
}
