/**
 * The lottery pages (§2.1 /lottery, /seaLottery, /vnLottery with ?gameCode=; token-guarded by
 * the route table): the games of that page's lottery vendors (§7 VN lottery menu, "lottery games
 * by prizeMode"), the member's recent ones (§7 VN recent menu), and the game named by ?gameCode=
 * preselected at the top. The page's ?gameCode= and ?prizeMode= go to both calls as they are
 * (§7 "query passed through"); when the page offers several prize modes (§9) a switch shows
 * each. Every tile wears its lottery type icon (§3) and launches through the same launch path,
 * started here (`direct`) rather than routed back.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PrizeMode } from '../../../schemas/brand';
import type { LotteryPage as LotteryPageName } from '../../../schemas/lottery';
import { prizeModeParam } from '../../../schemas/lottery-modes';
import { currentMerchant, isApiError } from '../../api/client';
import { lotteryMenuQuery, recentLotteryQuery, type LotteryGame } from '../../api/catalogue/launch-calls';
import { useSession } from '../../api/identity/session';
import { usePreferences } from '../../brand/brand-context';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';
import { GameTile } from './game-tile';
import { LotteryTypeIcon } from './lottery-type-icon';
import { OpenedNumbersSection } from './opened-numbers';

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
/** The tile and its lottery type icon over the picture's top corner (the heart has the other). */
const withIcon = { position: 'relative' as const };
const iconPlace = (theme: Theme) => ({ position: 'absolute' as const, top: theme.space.xs, insetInlineStart: theme.space.xs, zIndex: 1 });
const modes = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space.xs, listStyle: 'none', margin: 0, padding: 0 });
const modeLink = (theme: Theme) => ({
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
  '&[aria-current="page"]': { background: theme.colors.primary, borderColor: theme.colors.primary, color: theme.colors.onPrimary },
});

function LotteryTile({ game, lazy }: { game: LotteryGame; lazy: boolean }) {
  return (
    <div css={withIcon}>
      {game.lotteryType && <LotteryTypeIcon kind={game.lotteryType} css={iconPlace} />}
      <GameTile game={game} direct lazy={lazy} />
    </div>
  );
}

function GameGrid({ games, labelledBy, testId }: { games: readonly LotteryGame[]; labelledBy: string; testId: string }) {
  return (
    <ul css={grid} aria-labelledby={labelledBy} data-testid={testId}>
      {games.map((game, i) => (
        <li key={game.nodeId}>
          <LotteryTile game={game} lazy={i >= 12} />
        </li>
      ))}
    </ul>
  );
}

/** The prize modes the page offers (§9), as links that keep to this page: the shown one is current. */
function PrizeModeSwitch({ modes: offered, shown }: { modes: readonly PrizeMode[]; shown: PrizeMode | null }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'lottery.prize_modes' })} data-testid="lottery-prize-modes">
      <ul css={modes}>
        {offered.map((mode) => (
          <li key={mode}>
            <Link css={modeLink} to={{ search: `?${new URLSearchParams({ [prizeModeParam]: mode })}` }} aria-current={mode === shown ? 'page' : undefined} data-prize-mode={mode}>
              {intl.formatMessage({ id: `lottery.prize_mode.${mode}` })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface LotteryPageProps {
  page: LotteryPageName;
  /** ?gameCode= of the address: the game shown first. */
  gameCode: string | null;
  /** ?prizeMode= of the address: the prize mode whose games are shown (absent: the game's, else the first). */
  prizeMode: string | null;
}

export function LotteryPage({ page: name, gameCode, prizeMode }: LotteryPageProps) {
  const intl = useIntl();
  const { language } = usePreferences();
  const session = useSession();
  const merchant = currentMerchant();
  const memberId = session.token ? (session.member?.id ?? null) : null;
  const query = { page: name, lang: language, gameCode, prizeMode };
  const menu = useQuery(lotteryMenuQuery(merchant, query));
  const recent = useQuery(recentLotteryQuery(merchant, memberId, query));
  const titleId = useId();
  const selectedId = useId();
  const recentId = useId();
  const allId = useId();
  const selectedRef = useRef<HTMLElement>(null);
  const games = menu.data?.games ?? [];
  const selected = menu.data?.selected ?? null;

  useEffect(() => {
    if (selected) selectedRef.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  return (
    <section css={page} aria-labelledby={titleId} data-testid="lottery-page" data-page={name}>
      <h1 id={titleId} css={heading}>
        {intl.formatMessage({ id: 'lottery.title' })}
      </h1>
      {menu.data && menu.data.prizeModes.length > 1 && <PrizeModeSwitch modes={menu.data.prizeModes} shown={menu.data.prizeMode} />}
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
                <LotteryTile game={selected} lazy={false} />
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
          <OpenedNumbersSection page={name} prizeMode={menu.data?.prizeMode ?? null} />
        </>
      )}
    </section>
  );
}
