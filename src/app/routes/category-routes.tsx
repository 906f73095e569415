/**
 * The games-centre pages wired to addresses: a category page reads ?vendor=; the vendor game
 * list route (gameListCenter/:vassalage/:gameType, both lowercased) is the category page picked
 * to that vendor until the catalogue issue brings the game list; /hot groups every category.
 */
import { useParams, useSearchParams } from 'react-router-dom';
import type { GameCategory } from '../../../schemas/brand';
import { categoryOrder, routeCategories, type CategoryRoute as CategoryRoutePath } from '../../../schemas/game-categories';
import { CategoryPage } from '../../features/games-centre/category-page';
import { HotPage } from '../../features/games-centre/hot-page';
import { categoryPath, paths, vendorParam, vendorPath } from '../paths';
import { NotFoundPage } from './not-found-page';

/** The vendors a route lists: its §2.1 category, except /inHouse which lists the in-house vendors (READINGS #14). */
export function pageCategory(path: CategoryRoutePath): GameCategory {
  return path === paths.inHouse ? 'INHOUSE' : routeCategories[path];
}

function filteredHref(category: GameCategory) {
  return (vassalage: string | null) => (vassalage ? vendorPath({ vassalage, gameType: category }) : categoryPath(category));
}

export function CategoryRoute({ path }: { path: CategoryRoutePath }) {
  const [search] = useSearchParams();
  const category = pageCategory(path);
  return (
    <CategoryPage
      key={category}
      category={category}
      selected={search.get(vendorParam)}
      hrefFor={filteredHref(category)}
      homeHref={paths.home}
    />
  );
}

export function parseGameType(value: string | undefined): GameCategory | null {
  const upper = value?.toUpperCase();
  return categoryOrder.find((c) => c === upper) ?? null;
}

export function GameListCenterRoute() {
  const { vassalage, gameType } = useParams();
  const category = parseGameType(gameType);
  if (!category || !vassalage) return <NotFoundPage />;
  return (
    <CategoryPage
      key={category}
      category={category}
      selected={vassalage}
      hrefFor={filteredHref(category)}
      homeHref={paths.home}
    />
  );
}

export function HotRoute() {
  return <HotPage categoryHref={(category) => categoryPath(category)} homeHref={paths.home} />;
}
