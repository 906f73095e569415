/**
 * A category page (§2.1 /live, /pvp, /sports, /esports, /fish, /lott, /elott, /cockfight,
 * /inHouse; and the vendor game list route): the category's vendor cards (GCSGAME_getVassGameType,
 * cached per session, §9) as tiles that open the vendor (the app's onVendor: launch, popup list
 * or game list), a vendor filter, and below it the chosen vendor's games (paged). An empty state
 * when the brand offers no vendor of the type. The app owns the addresses (hrefFor), the game
 * tile (renderGame) and the member area (favourites and recent games).
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { GameCategory } from '../../../schemas/brand';
import type { GameItem, VendorCardItem } from '../../../schemas/catalogue';
import { currentMerchant } from '../../api/client';
import { vendorCardsQuery } from '../../api/catalogue/game-list-query';
import { useVendorMenus } from '../../api/catalogue/vendor-menus';
import { categoryLabelKey } from './category-label';
import { LoadState, mutedText, Notice, pageHeading, pageSection } from './page-frame';
import { VendorGames } from './vendor-games';
import { VendorGrid } from './vendor-grid';

export interface CategoryPageProps {
  category: GameCategory;
  /** The vendor code the address picks (compared case-insensitively), or null for all. */
  selected: string | null;
  /** The address of this page filtered to a vendor, or of all vendors (null). */
  hrefFor: (vassalage: string | null) => string;
  /** Where the empty state leads (home). */
  homeHref: string;
  /** Renders one game (the game tile). */
  renderGame: (game: GameItem) => ReactNode;
  /** Opens a vendor (its tile was clicked). */
  onVendor?: (vendor: VendorCardItem) => void;
  /** The member's favourites and recent games (game centres). */
  memberArea?: ReactNode;
}

const chips = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space.xs,
});

const chip = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.md}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover': { borderColor: theme.colors.primary },
  '&[aria-current="page"]': {
    background: theme.colors.primary,
    borderColor: theme.colors.primary,
    color: theme.colors.onPrimary,
  },
});

const link = (theme: Theme) => ({ color: theme.colors.primary, fontWeight: theme.fontWeight.medium });

function VendorFilter({ vendors, picked, hrefFor }: { vendors: VendorCardItem[]; picked: VendorCardItem | null; hrefFor: CategoryPageProps['hrefFor'] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'games.vendors_nav' })}>
      <ul css={chips}>
        <li>
          <Link css={chip} to={hrefFor(null)} aria-current={picked ? undefined : 'page'}>
            <FormattedMessage id="games.all_vendors" />
          </Link>
        </li>
        {vendors.map((v) => (
          <li key={v.nodeId}>
            <Link css={chip} to={hrefFor(v.vassalage)} aria-current={picked?.nodeId === v.nodeId ? 'page' : undefined}>
              {v.displayName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CategoryBody({ category, vendors, selected, hrefFor, homeHref, renderGame, onVendor }: CategoryPageProps & { vendors: VendorCardItem[] }) {
  if (vendors.length === 0) {
    return (
      <Notice actions={<Link css={link} to={homeHref}><FormattedMessage id="notfound.home" /></Link>}>
        <FormattedMessage id="games.empty" />
      </Notice>
    );
  }
  const wanted = selected?.toLowerCase() ?? null;
  const picked = wanted ? (vendors.find((v) => v.vassalage.toLowerCase() === wanted) ?? null) : null;
  return (
    <>
      {vendors.length > 1 && <VendorFilter vendors={vendors} picked={picked} hrefFor={hrefFor} />}
      {wanted && !picked ? (
        <Notice actions={<Link css={link} to={hrefFor(null)}><FormattedMessage id="games.all_vendors" /></Link>}>
          <FormattedMessage id="games.vendor_missing" />
        </Notice>
      ) : (
        <VendorGrid vendors={picked ? [picked] : vendors} onOpen={onVendor} />
      )}
      {picked ? (
        <VendorGames key={picked.nodeId} category={category} vendor={picked} renderGame={renderGame} />
      ) : (
        <p css={mutedText}>
          <FormattedMessage id="games.pick_vendor" />
        </p>
      )}
    </>
  );
}

export function CategoryPage(props: CategoryPageProps) {
  const { category, memberArea } = props;
  const menus = useQuery(vendorCardsQuery(currentMerchant(), category));
  const vendors = menus.data ?? [];
  const lottAlso = useVendorMenus().data?.some((v) => v.gameType === 'LOTT') ?? true;
  return (
    <section css={pageSection} aria-labelledby="category-title" data-category={category}>
      <div>
        <h1 id="category-title" css={pageHeading}>
          <FormattedMessage id={categoryLabelKey(category, lottAlso)} />
        </h1>
        {menus.data && vendors.length > 0 && (
          <p css={mutedText}>
            <FormattedMessage id="games.vendor_count" values={{ count: vendors.length }} />
          </p>
        )}
      </div>
      <LoadState
        isPending={menus.isPending}
        error={menus.isError && !menus.data ? menus.error : null}
        retrying={menus.isFetching}
        onRetry={() => void menus.refetch()}
      />
      {memberArea}
      {menus.data && <CategoryBody {...props} vendors={vendors} />}
    </section>
  );
}
