/**
 * The maintenance page (§2.2, status 1): the end time when known, in the player's time zone
 * with the zone named (READINGS 18), and the customer-service button.
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CustomerServiceMenu } from '../../brand/customer-service-menu';
import { FullPagePanel } from '../../ui/full-page';
import { StatusLogo } from './status-logo';

const text = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });
const strong = (theme: Theme) => ({ margin: 0, fontWeight: theme.fontWeight.bold });

function parseEnd(endTime: string | null): Date | null {
  if (!endTime) return null;
  const date = new Date(endTime);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dateStyle cannot be combined with timeZoneName, hence the fields one by one. */
function endTimeFormat(timeZone: string): Intl.DateTimeFormatOptions {
  return {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  };
}

export function playerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function MaintenancePage({ endTime }: { endTime: string | null }) {
  const intl = useIntl();
  const end = parseEnd(endTime);
  const zone = playerTimeZone();
  return (
    <FullPagePanel
      title={intl.formatMessage({ id: 'maintenance.title' })}
      media={<StatusLogo />}
      actions={<CustomerServiceMenu />}
    >
      <p css={text}>
        <FormattedMessage id="maintenance.body" />
      </p>
      <p css={strong} data-testid="maintenance-end">
        {end ? (
          <FormattedMessage
            id="maintenance.until"
            values={{
              time: <time dateTime={end.toISOString()}>{intl.formatDate(end, endTimeFormat(zone))}</time>,
              zone: <bdi dir="ltr">{zone}</bdi>,
            }}
          />
        ) : (
          <FormattedMessage id="maintenance.until_unknown" />
        )}
      </p>
    </FullPagePanel>
  );
}
