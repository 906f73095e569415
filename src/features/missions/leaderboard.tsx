/**
 * A mission's leaderboard (§7 MCSFE_getMissionLeaderboard): rank, player (masked, mine shown and
 * marked) and progress; my own place below when it is outside the list.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LeaderboardEntry, MissionMetric } from '../../../schemas/missions';
import { fetchMissionLeaderboard, ticketKeys } from '../../api/tickets/ticket-calls';
import { isApiError } from '../../api/client';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';
import { Money } from '../../ui/money';
import { muted, table, tableWrap } from '../../ui/page-styles';

function Value({ metric, value, digits }: { metric: MissionMetric; value: number; digits: number }) {
  const intl = useIntl();
  return metric === 'bet_volume' ? <Money minor={value} minorDigits={digits} /> : <>{intl.formatNumber(value)}</>;
}

function Row({ entry, metric, digits }: { entry: LeaderboardEntry; metric: MissionMetric; digits: number }) {
  return (
    <tr data-testid="leaderboard-row" data-me={entry.me} css={entry.me ? (t) => ({ fontWeight: t.fontWeight.bold }) : undefined}>
      <td className="num">{entry.rank}</td>
      <td>
        <bdi>{entry.account}</bdi>
        {entry.me && (
          <>
            {' '}
            (<FormattedMessage id="missions.you" />)
          </>
        )}
      </td>
      <td className="num">
        <Value metric={metric} value={entry.value} digits={digits} />
      </td>
    </tr>
  );
}

export function Leaderboard({ missionId, digits, caption }: { missionId: string; digits: number; caption: ReactNode }) {
  const intl = useIntl();
  const query = useQuery({ queryKey: ticketKeys.leaderboard(missionId), queryFn: ({ signal }) => fetchMissionLeaderboard(missionId, signal) });
  if (query.isPending) return <LoadingState label={intl.formatMessage({ id: 'member.loading' })} />;
  if (query.isError) {
    return <ErrorState message={intl.formatMessage({ id: isApiError(query.error) ? query.error.messageKey : 'error.unknown' })} retryLabel={intl.formatMessage({ id: 'action.retry' })} onRetry={() => void query.refetch()} />;
  }
  const { entries, mine, metric } = query.data;
  if (entries.length === 0) return <EmptyState message={intl.formatMessage({ id: 'missions.no_entries' })} />;
  const mineListed = entries.some((e) => e.me);
  return (
    <div css={tableWrap}>
      <table css={table} data-testid="leaderboard">
        <caption css={muted}>{caption}</caption>
        <thead>
          <tr>
            <th className="num" scope="col">
              <FormattedMessage id="missions.rank" />
            </th>
            <th scope="col">
              <FormattedMessage id="missions.player" />
            </th>
            <th className="num" scope="col">
              <FormattedMessage id="missions.value" />
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <Row key={`${e.rank}-${e.account}`} entry={e} metric={metric} digits={digits} />
          ))}
          {mine && !mineListed && <Row entry={mine} metric={metric} digits={digits} />}
        </tbody>
      </table>
    </div>
  );
}
