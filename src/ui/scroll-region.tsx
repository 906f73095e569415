/** A table that may scroll sideways on a phone: a named region reachable by keyboard (WCAG 2.1.1). */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { tableWrap } from './page-styles';

export function ScrollRegion({ labelKey, children }: { labelKey: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    // Focusable: a region that scrolls must be reachable to scroll it by keyboard.
    <div css={tableWrap} tabIndex={0} role="region" aria-label={intl.formatMessage({ id: labelKey })}>
      {children}
    </div>
  );
}
