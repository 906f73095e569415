/**
 * /rng, the slot lobby (§2.1, §3 "Slot subcategories", §9): the brand's whole slot catalogue
 * (~10,000 games, the compact list downloaded once per visit and language) in a virtualised
 * grid, filtered in the browser — name search in the language on screen, subcategory, vendor
 * and the §9 hints — with the filters in the address. Typing stays responsive: the list is
 * filtered in the same render as the box (narrowing from the last answer) and commits rows of
 * stand-ins whose tiles follow a row a frame (row-gate.ts). docs/decisions/021-lobby-lists.md.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePreferences } from '../../../brand/brand-context';
import { lobbyCatalogueQuery, type LobbyGame } from '../../../api/catalogue/catalogue-query';
import { currentMerchant } from '../../../api/client';
import { Button } from '../../../ui/button';
import { LoadState, mutedText, Notice, pageHeading, pageSection } from '../page-frame';
import { createGameFilter, offeredSubcategories } from './lobby-filters';
import { LobbyFilterBar } from './lobby-filter-bar';
import { LobbyGrid } from './lobby-grid';
import { useLobbyFilters } from './use-lobby-filters';

interface RngLobbyPageProps {
  /** Renders one game (the game tile). */
  renderGame: (game: LobbyGame) => ReactNode;
  /** Shown between the heading and the filters (the member's favourites and recent games). */
  memberArea?: ReactNode;
}

const reservedLine = { minBlockSize: '1lh' };

export function RngLobbyPage({ renderGame, memberArea }: RngLobbyPageProps) {
  const intl = useIntl();
  const { language, languages } = usePreferences();
  const offered = useMemo(() => offeredSubcategories(languages), [languages]);
  const catalogue = useQuery(lobbyCatalogueQuery(currentMerchant(), 'RNG', language));
  const { filters, setText, change, clear } = useLobbyFilters(offered);
  const [filter] = useState(createGameFilter);
  const all = catalogue.data?.games;
  const games = useMemo(() => (all ? filter(all, filters) : []), [all, filters, filter]);
  const vendors = catalogue.data?.vendors ?? [];
  const render = useCallback((game: LobbyGame) => renderGame(game), [renderGame]);

  return (
    <section css={pageSection} aria-labelledby="category-title" data-category="RNG">
      <div>
        <h1 id="category-title" css={pageHeading}>
          <FormattedMessage id="con_rng" />
        </h1>
        {/* The line is there before the list arrives, so nothing below it moves when it fills (CLS). */}
        <p css={[mutedText, reservedLine]} role="status" data-testid={all ? 'lobby-count' : undefined} data-shown={games.length} data-total={all?.length}>
          {all && <FormattedMessage id="lobby.count" values={{ shown: games.length, total: all.length }} />}
        </p>
      </div>
      {memberArea}
      <LobbyFilterBar filters={filters} subcategories={offered} vendors={vendors} onText={setText} onChange={change} onClear={clear} />
      <LoadState
        isPending={catalogue.isPending}
        error={catalogue.isError && !catalogue.data ? catalogue.error : null}
        retrying={catalogue.isFetching}
        onRetry={() => void catalogue.refetch()}
        skeletonCount={12}
      />
      {all && games.length === 0 && (
        <Notice
          actions={
            <Button onClick={clear}>
              <FormattedMessage id="lobby.clear_filters" />
            </Button>
          }
        >
          <FormattedMessage id="lobby.empty" />
        </Notice>
      )}
      {all && games.length > 0 && (
        <LobbyGrid games={games} query={filters.query} label={intl.formatMessage({ id: 'lobby.list_label' })} renderGame={render} />
      )}
    </section>
  );
}
