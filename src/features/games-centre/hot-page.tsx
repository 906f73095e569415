/**
 * /hot (§2.1 category page): the hot games (§7 GCSGAME_hotGamesV2, the per-session list home's
 * carousel shares, §9) as playable tiles, then every category's vendors, grouped under a
 * heading that leads to the category's page. Each group is an anchor (#hot-<category>), so a
 * hash link lands on it. The app passes the game tile (renderGame).
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { GameCategory } from '../../../schemas/brand';
import type { GameItem } from '../../../schemas/catalogue';
import { currentMerchant } from '../../api/client';
import { hotGamesQuery } from '../../api/catalogue/game-list-query';
import { groupVendors, useVendorMenus } from '../../api/catalogue/vendor-menus';
import { usePreferences } from '../../brand/brand-context';
import { categoryLabelKey } from './category-label';
import { gameTileGrid, LoadState, mutedText, Notice, pageHeading, pageSection } from './page-frame';
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
  /** Renders one game (the game tile). */
  renderGame: (game: GameItem) => ReactNode;
}

/** The hot games themselves: loading, failure with a retry, an empty note, or the tiles. */
function HotGames({ renderGame }: { renderGame: HotPageProps['renderGame'] }) {
  const { language } = usePreferences();
  const hot = useQuery(hotGamesQuery(currentMerchant(), language));
  return (
    <section css={group} aria-labelledby="hot-games-title" data-testid="hot-games-list">
      <h2 id="hot-games-title" css={groupHeading}>
        <FormattedMessage id="hotgames.title" />
      </h2>
      <LoadState
        isPending={hot.isPending}
        error={hot.isError && !hot.data ? hot.error : null}
        retrying={hot.isFetching}
        onRetry={() => void hot.refetch()}
        skeletonCount={6}
      />
      {hot.data && hot.data.length === 0 && (
        <p css={mutedText}>
          <FormattedMessage id="hotgames.empty" />
        </p>
      )}
      {hot.data && hot.data.length > 0 && (
        <ul css={gameTileGrid}>
          {hot.data.map((game) => (
            <li key={game.nodeId}>{renderGame(game)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HotPage({ categoryHref, homeHref, renderGame }: HotPageProps) {
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
      <HotGames renderGame={renderGame} />
      <h2 css={groupHeading}>
        <FormattedMessage id="games.hot_providers" />
      </h2>
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
            <h3 id={`${hotAnchor(g.category)}-title`} css={groupHeading}>
              <Link css={headingLink} to={categoryHref(g.category)}>
                <FormattedMessage id={categoryLabelKey(g.category, lottAlso)} />
              </Link>
            </h3>
            <VendorGrid vendors={g.vendors} lazyFrom={lazyFrom} />
          </section>
        );
      })}
    </section>
  );
}
