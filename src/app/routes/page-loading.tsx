/** Shown while a lazily loaded page arrives. */
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../ui/spinner';

const box = (theme: Theme) => ({ display: 'grid', placeItems: 'center', padding: theme.space.xxl });

export function PageLoading() {
  const intl = useIntl();
  return (
    <div css={box}>
      <Spinner label={intl.formatMessage({ id: 'boot.loading' })} />
    </div>
  );
}
