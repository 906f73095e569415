/**
 * /hot (§2.1 category page): every category's vendors, grouped under a heading that leads to
 * the category's page. Each group is an anchor (#hot-<category>), so a hash link lands on it.
 * The hot games list itself comes with the catalogue issue.
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { GameCategory } from '../../../schemas/brand';
import { groupVendors, useVendorMenus } from '../../api/vendor-menus';
import { categoryLabelKey } from './category-label';
import { LoadState, mutedText, Notice, pageHeading, pageSection } from './page-frame';
import { VendorGrid } from './vendor-grid';

export function hotAnchor(category: GameCategory): string {
  return `hot-${category.toLowerCase()}`;
}

const group = (theme: Theme) => ({ display: 'grid', gap: theme.space.md, scrollMarginTop: theme.space.md });
const groupHeading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.lg });
const headingLink = (theme: Theme) => ({
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover': { color: theme.colors.primary, textDecoration: 'underline' },
});

interface HotPageProps {
  categoryHref: (category: GameCategory) => string;
  homeHref: string;
}

export function HotPage({ categoryHref, homeHref }: HotPageProps) {
  const menus = useVendorMenus();
  const groups = menus.data ? groupVendors(menus.data) : [];
  const lottAlso = groups.some((g) => g.category === 'LOTT');
  // Icons beyond the first screenful load lazily: the running count of tiles before each group.
  const before = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.vendors.length, 0));
  return (
    <section css={pageSection} aria-labelledby="hot-title">
      <div>
        <h1 id="hot-title" css={pageHeading}>
          <FormattedMessage id="games.hot_title" />
        </h1>
        <p css={mutedText}>
          <FormattedMessage id="games.hot_intro" />
        </p>
      </div>
      <LoadState
        isPending={menus.isPending}
        error={menus.isError && !menus.data ? menus.error : null}
        retrying={menus.isFetching}
        onRetry={() => void menus.refetch()}
        skeletonCount={12}
      />
      {menus.data && groups.length === 0 && (
        <Notice actions={<Link to={homeHref}><FormattedMessage id="notfound.home" /></Link>}>
          <FormattedMessage id="games.empty" />
        </Notice>
      )}
      {groups.map((g, i) => {
        const lazyFrom = Math.max(0, 12 - (before[i] ?? 0));
        return (
          <section key={g.category} id={hotAnchor(g.category)} css={group} aria-labelledby={`${hotAnchor(g.category)}-title`}>
            <h2 id={`${hotAnchor(g.category)}-title`} css={groupHeading}>
              <Link css={headingLink} to={categoryHref(g.category)}>
                <FormattedMessage id={categoryLabelKey(g.category, lottAlso)} />
              </Link>
            </h2>
            <VendorGrid vendors={g.vendors} lazyFrom={lazyFrom} />
          </section>
        );
      })}
    </section>
  );
}
