/**
 * The rank list of top wins (§7 GCSGAME_getRankList, the winner board's call, cached per session
 * §9) where the missions page shows rankings: rank, masked player, game and the win.
 */
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { winnerBoardQuery } from '../../api/catalogue/game-list-query';
import { currentMerchant } from '../../api/client';
import { usePreferences } from '../../brand/brand-context';
import { EmptyState, LoadingState } from '../../ui/content-state';
import { card, h2, table, tableWrap } from '../../ui/page-styles';

export function RankList() {
  const intl = useIntl();
  const { language } = usePreferences();
  const board = useQuery(winnerBoardQuery(currentMerchant(), language));
  return (
    <section css={card} aria-labelledby="rank-list-title" data-testid="rank-list">
      <h2 id="rank-list-title" css={h2}>
        <FormattedMessage id="winners.title" />
      </h2>
      {board.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'winners.loading' })} />
      ) : !board.data || board.data.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'winners.empty' })} />
      ) : (
        <div css={tableWrap}>
          <table css={table}>
            <thead>
              <tr>
                <th className="num" scope="col">
                  <FormattedMessage id="missions.rank" />
                </th>
                <th scope="col">
                  <FormattedMessage id="winners.player" />
                </th>
                <th scope="col">
                  <FormattedMessage id="winners.game" />
                </th>
                <th className="num" scope="col">
                  <FormattedMessage id="winners.amount" />
                </th>
              </tr>
            </thead>
            <tbody>
              {board.data.slice(0, 10).map((w, i) => (
                <tr key={`${w.vo.account}-${i}`}>
                  <td className="num">{i + 1}</td>
                  <td>
                    <bdi>{w.vo.account}</bdi>
                  </td>
                  <td>{w.vo.displayName}</td>
                  <td className="num">
                    <bdi dir="ltr">{intl.formatNumber(w.vo.winAmount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
