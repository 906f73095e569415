/**
 * The maintenance page (§2.2, status 1): the end time when known, in the player's time zone
 * with the zone named (READINGS 18), and the customer-service button.
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePreferences } from '../../brand/brand-context';
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

/** The operator's message in the player's language, else in English, else none (docs/decisions/046). */
export function maintenanceMessageFor(message: Record<string, string>, language: string): string | null {
  const text = message[language] ?? message.EN ?? '';
  return text.trim() === '' ? null : text;
}

export function MaintenancePage({ endTime, message = {} }: { endTime: string | null; message?: Record<string, string> }) {
  const intl = useIntl();
  const operatorMessage = maintenanceMessageFor(message, usePreferences().language);
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
      {operatorMessage !== null && (
        <p css={text} data-testid="maintenance-message" dir="auto">
          {operatorMessage}
        </p>
      )}
    </FullPagePanel>
  );
}
