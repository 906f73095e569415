/**
 * The games-centre pages wired to addresses, tiles and launches: a category page reads
 * ?vendor=; the vendor game list route (gameListCenter/:vassalage/:gameType, both lowercased)
 * is the category page picked to that vendor; /hot groups every category (the /rng slot lobby
 * is rng-lobby-route.tsx, its own chunk). Features never import one another, so the game tile
 * and the launch hook (features/games) meet the pages (features/games-centre) here.
 */
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { GameCategory } from '../../../schemas/brand';
import type { GameItem, VendorCardItem } from '../../../schemas/catalogue';
import { categoryOrder, routeCategories, type CategoryRoute as CategoryRoutePath } from '../../../schemas/game-categories';
import { GameTile } from '../../features/games/game-tile';
import { useGameLaunch } from '../../features/games/use-game-launch';
import { CategoryPage } from '../../features/games-centre/category-page';
import { HotPage } from '../../features/games-centre/hot-page';
import { categoryPath, paths, vendorParam, vendorPath } from '../paths';
import { MemberArea } from './member-area';
import { NotFoundPage } from './not-found-page';

/** The vendors a route lists: its §2.1 category, except /inHouse which lists the in-house vendors (READINGS #14). */
export function pageCategory(path: CategoryRoutePath): GameCategory {
  return path === paths.inHouse ? 'INHOUSE' : routeCategories[path];
}

/** The game centres (§2.1) show the member's favourites and recent games. */
const centres: readonly GameCategory[] = ['LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'RNG'];

function filteredHref(category: GameCategory) {
  return (vassalage: string | null) => (vassalage ? vendorPath({ vassalage, gameType: category }) : categoryPath(category));
}

const renderGame = (game: GameItem) => <GameTile game={game} />;

function useVendorLaunch(): (vendor: VendorCardItem) => void {
  const { launchVendor } = useGameLaunch();
  return useCallback((vendor: VendorCardItem) => launchVendor(vendor), [launchVendor]);
}

function Category({ category, selected }: { category: GameCategory; selected: string | null }) {
  const onVendor = useVendorLaunch();
  return (
    <CategoryPage
      key={category}
      category={category}
      selected={selected}
      hrefFor={filteredHref(category)}
      homeHref={paths.home}
      renderGame={renderGame}
      onVendor={onVendor}
      memberArea={centres.includes(category) ? <MemberArea renderGame={renderGame} /> : undefined}
    />
  );
}

export function CategoryRoute({ path }: { path: CategoryRoutePath }) {
  const [search] = useSearchParams();
  return <Category category={pageCategory(path)} selected={search.get(vendorParam)} />;
}

export function parseGameType(value: string | undefined): GameCategory | null {
  const upper = value?.toUpperCase();
  return categoryOrder.find((c) => c === upper) ?? null;
}

export function GameListCenterRoute() {
  const { vassalage, gameType } = useParams();
  const category = parseGameType(gameType);
  if (!category || !vassalage) return <NotFoundPage />;
  return <Category category={category} selected={vassalage} />;
}

export function HotRoute() {
  return <HotPage categoryHref={(category) => categoryPath(category)} homeHref={paths.home} renderGame={renderGame} />;
}
