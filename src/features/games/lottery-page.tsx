/**
 * The lottery pages (§2.1 /lottery, /seaLottery, /vnLottery with ?gameCode=; token-guarded by
 * the route table): the games of that page's lottery vendors (§7 VN lottery menu), the member's
 * recent ones (§7 VN recent menu), and the game named by ?gameCode= preselected at the top. Every
 * tile launches through the same launch path, started here (`direct`) rather than routed back.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { GameItem } from '../../../schemas/catalogue';
import type { LotteryPage as LotteryPageName } from '../../../schemas/lottery';
import { currentMerchant, isApiError } from '../../api/client';
import { lotteryMenuQuery, recentLotteryQuery } from '../../api/launch-calls';
import { useSession } from '../../api/session';
import { usePreferences } from '../../brand/brand-context';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';
import { GameTile } from './game-tile';

const page = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.lg,
  padding: `${theme.space.xl} ${theme.space.lg}`,
  [`@media (max-width: 30rem)`]: { padding: `${theme.space.lg} ${theme.space.md}` },
});
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl, fontWeight: theme.fontWeight.bold });
const subheading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.lg, fontWeight: theme.fontWeight.medium });
const section = (theme: Theme) => ({ display: 'grid', gap: theme.space.sm });
const grid = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${theme.space.xxl} * 3), 1fr))`,
});
const selectedBox = (theme: Theme) => ({
  maxWidth: `calc(${theme.space.xxl} * 4)`,
  outline: `${theme.layout.focusRing} solid ${theme.colors.primary}`,
  borderRadius: theme.radius,
});

function GameGrid({ games, labelledBy, testId }: { games: readonly GameItem[]; labelledBy: string; testId: string }) {
  return (
    <ul css={grid} aria-labelledby={labelledBy} data-testid={testId}>
      {games.map((game, i) => (
        <li key={game.nodeId}>
          <GameTile game={game} direct lazy={i >= 12} />
        </li>
      ))}
    </ul>
  );
}

export interface LotteryPageProps {
  page: LotteryPageName;
  /** ?gameCode= of the address: the game shown first. */
  gameCode: string | null;
}

export function LotteryPage({ page: name, gameCode }: LotteryPageProps) {
  const intl = useIntl();
  const { language } = usePreferences();
  const session = useSession();
  const merchant = currentMerchant();
  const memberId = session.token ? (session.member?.id ?? null) : null;
  const menu = useQuery(lotteryMenuQuery(merchant, name, language));
  const recent = useQuery(recentLotteryQuery(merchant, memberId, name, language));
  const titleId = useId();
  const selectedId = useId();
  const recentId = useId();
  const allId = useId();
  const selectedRef = useRef<HTMLElement>(null);
  const games = menu.data ?? [];
  const selected = gameCode ? games.find((g) => g.gameCode === gameCode) : undefined;

  useEffect(() => {
    if (selected) selectedRef.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  return (
    <section css={page} aria-labelledby={titleId} data-testid="lottery-page" data-page={name}>
      <h1 id={titleId} css={heading}>
        {intl.formatMessage({ id: 'lottery.title' })}
      </h1>
      {menu.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'lottery.loading' })} />
      ) : menu.error ? (
        <ErrorState
          message={intl.formatMessage({ id: isApiError(menu.error) ? menu.error.messageKey : 'error.network' })}
          retryLabel={intl.formatMessage({ id: 'action.retry' })}
          onRetry={() => void menu.refetch()}
        />
      ) : games.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'lottery.empty' })} />
      ) : (
        <>
          {selected && (
            <section css={section} aria-labelledby={selectedId} ref={selectedRef} data-testid="lottery-selected">
              <h2 id={selectedId} css={subheading}>
                {intl.formatMessage({ id: 'lottery.selected' })}
              </h2>
              <div css={selectedBox}>
                <GameTile game={selected} direct lazy={false} />
              </div>
            </section>
          )}
          {(recent.data?.length ?? 0) > 0 && (
            <section css={section} aria-labelledby={recentId}>
              <h2 id={recentId} css={subheading}>
                {intl.formatMessage({ id: 'lottery.recent' })}
              </h2>
              <GameGrid games={recent.data ?? []} labelledBy={recentId} testId="lottery-recent" />
            </section>
          )}
          <section css={section} aria-labelledby={allId}>
            <h2 id={allId} css={subheading}>
              {intl.formatMessage({ id: 'lottery.all' })}
            </h2>
            <GameGrid games={games} labelledBy={allId} testId="lottery-games" />
          </section>
        </>
      )}
    </section>
  );
}
