/**
 * A page that failed to render or whose chunk failed to load (§8: a load failure). The player
 * gets the "page could not be loaded" message and a reload, never a blank page.
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button';

const section = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.md,
  justifyItems: 'center',
  textAlign: 'center' as const,
  padding: `${theme.space.xxl} ${theme.space.md}`,
});
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl });

export function RouteError() {
  return (
    <section css={section} role="alert">
      <h1 css={heading}>
        <FormattedMessage id="error.page_failed" />
      </h1>
      <Button onClick={() => window.location.reload()}>
        <FormattedMessage id="action.reload" />
      </Button>
    </section>
  );
}
