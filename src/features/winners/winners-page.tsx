/**
 * The winners list page (§2.1 "winners list"; §3 "Winner board entry"; §7 GCSGAME_getRankList;
 * docs/decisions/052): the biggest recent wins, all games or one category, with rank, masked
 * player, game, win (2 decimals with grouping, §9) and when, in the player's time zone.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { GameCategory } from '../../../schemas/brand';
import { categoryLabelKeys, categoryOrder } from '../../../schemas/game-categories';
import { languages } from '../../../schemas/languages';
import { currentMerchant, isApiError } from '../../api/client';
import { winnersListQuery } from '../../api/winners/winners-list-query';
import { usePreferences } from '../../brand/brand-context';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';

const page = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.lg,
  padding: `${theme.space.xl} ${theme.space.lg}`,
  [`@media (max-width: 30rem)`]: { padding: `${theme.space.lg} ${theme.space.md}` },
});
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl, fontWeight: theme.fontWeight.bold });
const filter = (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm });
const select = (theme: Theme) => ({
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
});
const box = (theme: Theme) => ({
  overflowX: 'auto' as const,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
});
const table = (theme: Theme) => ({
  width: '100%',
  borderCollapse: 'collapse' as const,
  'th, td': { padding: `${theme.space.xs} ${theme.space.sm}`, textAlign: 'start' as const, borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}` },
  th: { background: theme.colors.surfaceRaised },
  'td:nth-of-type(4), th:nth-of-type(4)': { textAlign: 'end' as const, fontVariantNumeric: 'tabular-nums', fontWeight: theme.fontWeight.bold },
});
const game = (theme: Theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space.xs });

const formatWin = (amount: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(amount);

export function WinnersPage() {
  const intl = useIntl();
  const { language } = usePreferences();
  const [category, setCategory] = useState<GameCategory | 'ALL'>('ALL');
  const list = useQuery(winnersListQuery(currentMerchant(), language, category));
  const titleId = useId();
  const filterId = useId();
  const locale = languages[language].tag;
  const rows = list.data ?? [];
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));
  return (
    <section css={page} aria-labelledby={titleId} data-testid="winners-page">
      <h1 id={titleId} css={heading}>
        {intl.formatMessage({ id: 'winners.page_title' })}
      </h1>
      <div css={filter}>
        <label htmlFor={filterId}>{intl.formatMessage({ id: 'winners.category' })}</label>
        <select id={filterId} css={select} value={category} onChange={(e) => setCategory(e.target.value as GameCategory | 'ALL')}>
          <option value="ALL">{intl.formatMessage({ id: 'winners.all_games' })}</option>
          {categoryOrder.map((c) => (
            <option key={c} value={c}>
              {intl.formatMessage({ id: categoryLabelKeys[c] })}
            </option>
          ))}
        </select>
      </div>
      {list.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'winners.loading' })} />
      ) : list.error && !list.data ? (
        <ErrorState
          message={intl.formatMessage({ id: isApiError(list.error) ? list.error.messageKey : 'error.network' })}
          retryLabel={intl.formatMessage({ id: 'action.retry' })}
          onRetry={() => void list.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'winners.empty' })} />
      ) : (
        <div css={box} role="region" tabIndex={0} aria-labelledby={titleId}>
          <table css={table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{intl.formatMessage({ id: 'winners.player' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'winners.game' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'winners.amount' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'winners.time' })}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ vo }, i) => (
                <tr key={`${vo.account}-${vo.nodeId}-${vo.winTime}-${i}`} data-testid="winners-row" data-game-type={vo.gameType}>
                  <td>{i + 1}</td>
                  <td>{vo.account}</td>
                  <td>
                    <span css={game}>
                      <img src={vo.iconUrl} alt="" width={24} height={24} loading="lazy" decoding="async" />
                      {vo.displayName}
                    </span>
                  </td>
                  <td>{formatWin(vo.winAmount, locale)}</td>
                  <td>
                    <time dateTime={vo.winTime}>{time(vo.winTime)}</time>
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
