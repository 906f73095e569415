/** Country dialing code ("dialingCode"; §2.9): the shared dropdown, starting from the value or the visitor's country. */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WidgetProps } from '@rjsf/utils';
import { regionOfLanguages } from '../../../ui/dialing-code/countries';
import { DialingCodeSelect } from '../../../ui/dialing-code/dialing-code-select';

export function DialingCodeWidget({ value, label, disabled, readonly, onChange }: WidgetProps) {
  const intl = useIntl();
  const [country] = useState(() => regionOfLanguages(globalThis.navigator?.languages ?? []) ?? null);
  const report = useCallback((code: string) => onChange(code), [onChange]);
  return (
    <DialingCodeSelect
      label={label}
      initialCode={typeof value === 'string' ? value : null}
      currentCountry={country}
      locale={intl.locale}
      onChange={report}
      disabled={disabled || readonly}
    />
  );
}
