/** Country dialing code ("dialingCode"; §2.9): the shared dropdown, starting from the value or the visitor's country (docs/decisions/031). */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { WidgetProps } from '@rjsf/utils';
import { useBrand } from '../../../brand/brand-context';
import { DialingCodeSelect } from '../../../ui/dialing-code/dialing-code-select';

export function DialingCodeWidget({ value, label, disabled, readonly, onChange }: WidgetProps) {
  const intl = useIntl();
  const { phoneCountries } = useBrand();
  const report = useCallback((code: string) => onChange(code), [onChange]);
  return (
    <DialingCodeSelect
      label={label}
      initialCode={typeof value === 'string' ? value : null}
      currentCountry={phoneCountries}
      locale={intl.locale}
      onChange={report}
      disabled={disabled || readonly}
    />
  );
}
