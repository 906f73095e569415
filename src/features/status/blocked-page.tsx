/** The blocked-region page (§2.2, status 2): access restricted, with the visitor's IP. */
import type { Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FullPagePanel } from '../../ui/full-page';
import { StatusLogo } from './status-logo';

const text = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });
const ipLine = (theme: Theme) => ({ margin: 0, fontWeight: theme.fontWeight.bold });

export function BlockedPage({ ip }: { ip: string }) {
  const intl = useIntl();
  return (
    <FullPagePanel title={intl.formatMessage({ id: 'blocked.title' })} media={<StatusLogo />}>
      <p css={text}>
        <FormattedMessage id="blocked.body" />
      </p>
      <p css={ipLine} data-testid="visitor-ip">
        <FormattedMessage id="blocked.ip" values={{ ip: <bdi dir="ltr">{ip}</bdi> }} />
      </p>
    </FullPagePanel>
  );
}
