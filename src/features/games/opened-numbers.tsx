/**
 * Opened numbers on a lottery page (§7 opened numero; docs/decisions/052): each game of the page
 * (in the prize mode shown) with its latest draw, and its draw history when opened. Re-read on a
 * timer while the page is visible (opened-numbers-query.ts).
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { languages } from '../../../schemas/languages';
import type { LotteryPage } from '../../../schemas/lottery';
import type { OpenedDraw, OpenedGame } from '../../../schemas/lottery-results';
import { currentMerchant, isApiError } from '../../api/client';
import { useSession } from '../../api/identity/session';
import { openedNumbersQuery } from '../../api/lottery-results/opened-numbers-query';
import { usePreferences } from '../../brand/brand-context';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';

const historyLength = 5;

const section = (theme: Theme) => ({ display: 'grid', gap: theme.space.sm });
const subheading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.lg, fontWeight: theme.fontWeight.medium });
const list = (theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs });
const item = (theme: Theme) => ({
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  padding: theme.space.sm,
});
const summary = (theme: Theme) => ({ cursor: 'pointer', display: 'flex', flexWrap: 'wrap' as const, alignItems: 'center', gap: theme.space.sm, minHeight: theme.space.xl });
const balls = (theme: Theme) => ({ display: 'inline-flex', flexWrap: 'wrap' as const, gap: theme.space.xs, listStyle: 'none', margin: 0, padding: 0 });
const ball = (theme: Theme) => ({
  minWidth: theme.space.lg,
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  textAlign: 'center' as const,
  fontVariantNumeric: 'tabular-nums',
});
const muted = (theme: Theme) => ({ color: theme.colors.textMuted });
const table = (theme: Theme) => ({ width: '100%', borderCollapse: 'collapse' as const, marginTop: theme.space.sm, 'th, td': { textAlign: 'start' as const, padding: theme.space.xs } });

function Numbers({ draw, label }: { draw: OpenedDraw; label: string }) {
  return (
    <ul css={balls} aria-label={label} data-testid="opened-numbers">
      {draw.numbers.map((n, i) => (
        <li key={i} css={ball}>
          {n}
        </li>
      ))}
    </ul>
  );
}

function GameResults({ game, locale }: { game: OpenedGame; locale: string }) {
  const intl = useIntl();
  const latest = game.draws[0];
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  const numbersLabel = (draw: OpenedDraw) => intl.formatMessage({ id: 'lottery.opened.numbers_of' }, { issue: draw.issue });
  return (
    <li css={item} data-testid="opened-game" data-game-code={game.gameCode}>
      <details>
        <summary css={summary}>
          <strong>{game.displayName}</strong>
          {latest && (
            <>
              <span css={muted}>{intl.formatMessage({ id: 'lottery.opened.issue' }, { issue: latest.issue })}</span>
              <Numbers draw={latest} label={numbersLabel(latest)} />
            </>
          )}
          <span css={muted}>{intl.formatMessage({ id: 'lottery.opened.next' }, { time: time(game.nextDrawAt) })}</span>
        </summary>
        <table css={table} data-testid="opened-history">
          <caption css={muted}>{intl.formatMessage({ id: 'lottery.opened.history' }, { name: game.displayName })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'lottery.opened.issue_column' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'lottery.opened.time_column' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'lottery.opened.numbers_column' })}</th>
            </tr>
          </thead>
          <tbody>
            {game.draws.map((d) => (
              <tr key={d.issue}>
                <td>{d.issue}</td>
                <td>
                  <time dateTime={d.drawnAt}>{time(d.drawnAt)}</time>
                </td>
                <td>
                  <Numbers draw={d} label={numbersLabel(d)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </li>
  );
}

export function OpenedNumbersSection({ page, prizeMode }: { page: LotteryPage; prizeMode: string | null }) {
  const intl = useIntl();
  const { language } = usePreferences();
  const session = useSession();
  const memberId = session.token ? (session.member?.id ?? null) : null;
  const results = useQuery(openedNumbersQuery(currentMerchant(), memberId, { page, lang: language, prizeMode, limit: historyLength }));
  const titleId = useId();
  if (memberId === null) return null;
  const games = results.data?.games ?? [];
  return (
    <section css={section} aria-labelledby={titleId} data-testid="lottery-opened">
      <h2 id={titleId} css={subheading}>
        {intl.formatMessage({ id: 'lottery.opened.title' })}
      </h2>
      {results.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'lottery.opened.loading' })} />
      ) : results.error && !results.data ? (
        <ErrorState
          message={intl.formatMessage({ id: isApiError(results.error) ? results.error.messageKey : 'error.network' })}
          retryLabel={intl.formatMessage({ id: 'action.retry' })}
          onRetry={() => void results.refetch()}
        />
      ) : games.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'lottery.opened.empty' })} />
      ) : (
        <ul css={list}>
          {games.map((g) => (
            <GameResults key={g.nodeId} game={g} locale={languages[language].tag} />
          ))}
        </ul>
      )}
    </section>
  );
}
