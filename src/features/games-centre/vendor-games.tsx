/**
 * A vendor's games on a category page (relay GCSGAME_gameList, 30 a page): the tiles the app
 * passes in (renderGame), a pager, and loading, empty and failure states. Pages already seen
 * stay cached for the visit.
 */
import type { Theme } from '@emotion/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GameCategory } from '../../../schemas/brand';
import type { GameItem } from '../../../schemas/catalogue';
import { currentMerchant } from '../../api/client';
import { gamePageQuery } from '../../api/catalogue/game-list-query';
import { usePreferences } from '../../brand/brand-context';
import { Pager } from '../../ui/pager';
import { gameTileGrid, LoadState, mutedText } from './page-frame';

const section = (theme: Theme) => ({ display: 'grid', gap: theme.space.md });
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.lg });

interface VendorGamesProps {
  category: GameCategory;
  vendor: { vassalage: string; displayName: string };
  renderGame: (game: GameItem) => ReactNode;
}

export function VendorGames({ category, vendor, renderGame }: VendorGamesProps) {
  const intl = useIntl();
  const { language } = usePreferences();
  const [pageNum, setPageNum] = useState(1);
  const page = useQuery({
    ...gamePageQuery(currentMerchant(), { gameType: category, vendor: vendor.vassalage, lang: language, pageNum }),
    placeholderData: keepPreviousData,
  });
  const data = page.data;
  return (
    <section css={section} aria-labelledby="vendor-games-title" data-testid="vendor-games">
      <h2 id="vendor-games-title" css={heading}>
        <FormattedMessage id="games.vendor_games" values={{ vendor: vendor.displayName }} />
      </h2>
      <LoadState
        isPending={page.isPending}
        error={page.isError && !data ? page.error : null}
        retrying={page.isFetching}
        onRetry={() => void page.refetch()}
      />
      {data && data.content.length === 0 && (
        <p css={mutedText}>
          <FormattedMessage id="games.no_games" />
        </p>
      )}
      {data && data.content.length > 0 && (
        <ul css={gameTileGrid} aria-busy={page.isPlaceholderData}>
          {data.content.map((game, i) => (
            <li key={game.nodeId} data-index={i}>
              {renderGame(game)}
            </li>
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <Pager
          page={data.pageNum}
          totalPages={data.totalPages}
          onPage={setPageNum}
          busy={page.isFetching}
          labels={{
            nav: intl.formatMessage({ id: 'pager.nav' }),
            previous: intl.formatMessage({ id: 'pager.previous' }),
            next: intl.formatMessage({ id: 'pager.next' }),
            status: intl.formatMessage({ id: 'pager.status' }, { page: data.pageNum, total: data.totalPages }),
          }}
        />
      )}
    </section>
  );
}
