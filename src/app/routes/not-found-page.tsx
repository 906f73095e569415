/** Any address without a page (and, for now, the routes whose issue has not landed). */
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonStyle } from '../../ui/button';
import { paths } from '../paths';

const section = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.md,
  justifyItems: 'center',
  textAlign: 'center' as const,
  padding: `${theme.space.xxl} ${theme.space.md}`,
});
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl });
const text = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });

export function NotFoundPage() {
  return (
    <section css={section} aria-labelledby="not-found-title">
      <h1 id="not-found-title" css={heading}>
        <FormattedMessage id="notfound.title" />
      </h1>
      <p css={text}>
        <FormattedMessage id="notfound.body" />
      </p>
      <Link to={paths.home} css={buttonStyle('primary')}>
        <FormattedMessage id="notfound.home" />
      </Link>
    </section>
  );
}
