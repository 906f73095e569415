/** An amount in minor units shown in the viewer's language with the currency's decimals, left-to-right. */
import { useIntl } from 'react-intl';

export function MinorAmount({ minor, minorDigits }: { minor: number; minorDigits: number }) {
  const intl = useIntl();
  const text = intl.formatNumber(minor / 10 ** minorDigits, {
    minimumFractionDigits: minorDigits,
    maximumFractionDigits: minorDigits,
  });
  return <bdi dir="ltr">{text}</bdi>;
}
