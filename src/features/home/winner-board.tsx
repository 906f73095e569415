/**
 * Home's winner board (§3 "Winner board entry", §7 GCSGAME_getRankList: gameCategory ALL,
 * limitNum 20, cached per session §9): rank, masked account, game and the win, the amount
 * formatted for the language on screen with 2 decimals and thousands separators (§9). A fixed
 * height with its own scroll, so the page below never moves.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { winnerBoardLimit } from '../../../schemas/catalogue';
import { languages } from '../../../schemas/languages';
import { currentMerchant, isApiError } from '../../api/client';
import { winnerBoardQuery } from '../../api/catalogue/game-list-query';
import { usePreferences } from '../../brand/brand-context';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';
import { section, sectionHeading } from './home-styles';
import { belowTheFold } from '../../ui/below-the-fold';

export const winnerBoardHeight = 360;

const box = (theme: Theme) => ({
  height: winnerBoardHeight,
  overflowY: 'auto' as const,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
});
const table = (theme: Theme) => ({
  width: '100%',
  borderCollapse: 'collapse' as const,
  fontSize: theme.fontSize.sm,
  'th, td': { padding: `${theme.space.xxs} ${theme.space.sm}`, textAlign: 'start' as const, borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}` },
  'th': { position: 'sticky' as const, top: 0, background: theme.colors.surfaceRaised },
  'td:last-of-type, th:last-of-type': { textAlign: 'end' as const, fontVariantNumeric: 'tabular-nums', fontWeight: theme.fontWeight.bold },
});
const game = { display: 'inline-flex', alignItems: 'center', gap: '0.5rem' };

/** Pure: a win in major units for a BCP 47 locale, 2 decimals with grouping (§9). */
export function formatWin(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(amount);
}

export default function WinnerBoard() {
  const intl = useIntl();
  const { language } = usePreferences();
  const board = useQuery(winnerBoardQuery(currentMerchant(), language));
  // The rows render from a deferred value, in a transition React slices, not in the blocking
  // render the query's answer starts (decision 067); the loading state stays until then.
  const data = useDeferredValue(board.data);
  const locale = languages[language].tag;
  const rows = useMemo(() => (data ?? []).slice(0, winnerBoardLimit), [data]);
  return (
    <section css={[section, belowTheFold(440)]} aria-labelledby="winners-title" data-testid="winner-board">
      <h2 id="winners-title" css={sectionHeading}>
        <FormattedMessage id="winners.title" />
      </h2>
      {/* The list scrolls inside its box: a region the keyboard can reach and scroll (axe scrollable-region-focusable). */}
      <div css={box} role="region" tabIndex={0} aria-labelledby="winners-title">
        {data === undefined && !board.isError && <LoadingState label={intl.formatMessage({ id: 'winners.loading' })} />}
        {board.isError && !data && (
          <ErrorState
            message={intl.formatMessage({ id: isApiError(board.error) ? board.error.messageKey : 'error.network' })}
            retryLabel={intl.formatMessage({ id: 'action.retry' })}
            onRetry={() => void board.refetch()}
          />
        )}
        {data && rows.length === 0 && <EmptyState message={intl.formatMessage({ id: 'winners.empty' })} />}
        {rows.length > 0 && (
          <table css={table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col"><FormattedMessage id="winners.player" /></th>
                <th scope="col"><FormattedMessage id="winners.game" /></th>
                <th scope="col"><FormattedMessage id="winners.amount" /></th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ vo }, i) => (
                <tr key={`${vo.account}-${vo.nodeId}-${vo.winTime}`} data-testid="winner-row">
                  <td>{i + 1}</td>
                  <td>{vo.account}</td>
                  <td>
                    <span css={game}>
                      <img src={vo.iconUrl} alt="" width={24} height={24} loading="lazy" decoding="async" />
                      {vo.displayName}
                    </span>
                  </td>
                  <td>{formatWin(vo.winAmount, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
