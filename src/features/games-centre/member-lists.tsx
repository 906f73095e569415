/**
 * The member's own lists of the "my games" area (member-games.tsx): favourites
 * (MCSFE_getFavoriteGamesList) and recently launched games (GCS_recentGame), 12 a page with a
 * pager when there are more (§3 "Favourite list": content, pageNum, totalPages). Loaded only for
 * a logged-in member: a guest's first screen of /rng does not carry it. The favourites follow the
 * shared favourite ids, so a heart toggled anywhere on the page updates the list.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GameItem } from '../../../schemas/catalogue';
import { currentMerchant } from '../../api/client';
import { favouriteIdsQuery } from '../../api/catalogue/favourite-games';
import { memberGamesQuery, type MemberList } from '../../api/catalogue/member-games-query';
import { usePreferences } from '../../brand/brand-context';
import { Pager } from '../../ui/pager';
import { gameTileGrid, LoadState, mutedText } from './page-frame';

const area = (theme: Theme) => ({ display: 'grid', gap: theme.space.md });
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.lg });

type RenderGame = (game: GameItem) => ReactNode;

function MemberList({ list, memberId, renderGame }: { list: MemberList; memberId: string; renderGame: RenderGame }) {
  const intl = useIntl();
  const { language } = usePreferences();
  const merchant = currentMerchant();
  const [pageNum, setPageNum] = useState(1);
  const ids = useQuery(favouriteIdsQuery(merchant, memberId));
  const expected = list === 'favourites' && ids.data ? [...ids.data].sort() : undefined;
  const games = useQuery({ ...memberGamesQuery(list, memberId, language, expected, pageNum), enabled: list === 'recent' || ids.isSuccess });
  const totalPages = games.data?.totalPages ?? 1;
  // A removed favourite can shorten the list under the page shown: go back to its last page.
  if (games.data && pageNum > totalPages) setPageNum(totalPages);
  const id = `my-${list}`;
  return (
    <section css={area} aria-labelledby={id} data-testid={`member-${list}`}>
      <h2 id={id} css={heading}>
        <FormattedMessage id={list === 'favourites' ? 'mygames.favourites' : 'mygames.recent'} />
      </h2>
      <LoadState
        isPending={games.isPending && !games.data}
        error={games.isError && !games.data ? games.error : null}
        retrying={games.isFetching}
        onRetry={() => void games.refetch()}
        skeletonCount={4}
      />
      {games.data && games.data.content.length === 0 && (
        <p css={mutedText}>
          <FormattedMessage id={list === 'favourites' ? 'mygames.no_favourites' : 'mygames.no_recent'} />
        </p>
      )}
      {games.data && games.data.content.length > 0 && (
        <ul css={gameTileGrid}>
          {games.data.content.map((game) => (
            <li key={game.nodeId}>{renderGame(game)}</li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <Pager
            page={pageNum}
            totalPages={totalPages}
            onPage={setPageNum}
            busy={games.isFetching}
            labels={{
              nav: intl.formatMessage({ id: list === 'favourites' ? 'mygames.favourites_pages' : 'mygames.recent_pages' }),
              previous: intl.formatMessage({ id: 'pager.previous' }),
              next: intl.formatMessage({ id: 'pager.next' }),
              status: intl.formatMessage({ id: 'pager.status' }, { page: pageNum, total: totalPages }),
            }}
          />
      )}
    </section>
  );
}

export default function MemberLists({ memberId, renderGame }: { memberId: string; renderGame: RenderGame }) {
  return (
    <>
      <MemberList list="favourites" memberId={memberId} renderGame={renderGame} />
      <MemberList list="recent" memberId={memberId} renderGame={renderGame} />
    </>
  );
}
