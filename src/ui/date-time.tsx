/**
 * A date and time in the player's time zone (the browser's), with the zone named
 * (READINGS #18), in the language on screen: announcements, notices.
 */
import { useIntl } from 'react-intl';

export const dateTimeFormat = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
} as const;

export function DateTime({ iso, className }: { iso: string; className?: string }) {
  const intl = useIntl();
  return (
    <time dateTime={iso} className={className}>
      {intl.formatDate(iso, dateTimeFormat)}
    </time>
  );
}
