/**
 * /missions (§7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard, GCSGAME_getRankList;
 * docs/decisions/051): each mission with my progress in its period (from settled rounds), the
 * leaderboard of the mission I pick, and the merchant's rank list of top wins.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MissionSummary } from '../../../schemas/missions';
import { fetchMissionSummary, ticketKeys } from '../../api/tickets/ticket-calls';
import { isApiError } from '../../api/client';
import { buttonStyle } from '../../ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';
import { formatMinor, Money } from '../../ui/money';
import { card, field, h1, h2, input, muted, success } from '../../ui/page-styles';
import { Leaderboard } from './leaderboard';
import { RankList } from './rank-list';

const frame = (t: Theme) => ({ display: 'grid', gap: t.space.lg, padding: `${t.space.xl} ${t.space.md}` });
const grid = (t: Theme) => ({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: t.space.md, margin: 0, padding: 0, listStyle: 'none' });

function Goal({ mission, digits }: { mission: MissionSummary; digits: number }) {
  const intl = useIntl();
  const amount = (v: number) => (mission.metric === 'bet_volume' ? <Money minor={v} minorDigits={digits} /> : intl.formatNumber(v));
  return <FormattedMessage id={`missions.goal.${mission.metric}.${mission.period}`} values={{ amount: amount(mission.target) }} />;
}

function MissionCard({ mission, digits }: { mission: MissionSummary; digits: number }) {
  const intl = useIntl();
  const shown = Math.min(mission.progress, mission.target);
  const value = (v: number) => (mission.metric === 'bet_volume' ? <Money minor={v} minorDigits={digits} /> : intl.formatNumber(v));
  const titleId = `mission-${mission.missionId}`;
  return (
    <li>
      <article css={card} aria-labelledby={titleId} data-testid="mission-card" data-mission={mission.missionId} data-progress={mission.progress}>
        <h2 id={titleId} css={h2}>
          <Goal mission={mission} digits={digits} />
        </h2>
        <progress max={mission.target} value={shown} aria-labelledby={titleId} css={{ width: '100%' }} />
        <p css={muted} data-testid="mission-progress">
          <FormattedMessage id="missions.progress" values={{ progress: value(mission.progress), target: value(mission.target) }} />
        </p>
        {mission.completed && (
          <p css={success}>
            <FormattedMessage id="missions.completed" />
          </p>
        )}
      </article>
    </li>
  );
}

export function MissionsPage({ ticketsPath }: { ticketsPath: string }) {
  const intl = useIntl();
  const selectId = useId();
  const summary = useQuery({ queryKey: ticketKeys.missions, queryFn: ({ signal }) => fetchMissionSummary(signal) });
  const [picked, setPicked] = useState<string | null>(null);
  const missions = summary.data?.missions ?? [];
  const missionId = picked ?? missions[0]?.missionId ?? null;
  const pickedMission = missions.find((m) => m.missionId === missionId);
  return (
    <section css={frame} aria-labelledby="missions-title">
      <div css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: t.space.sm, alignItems: 'center', justifyContent: 'space-between' })}>
        <h1 id="missions-title" css={h1}>
          <FormattedMessage id="missions.title" />
        </h1>
        <Link to={ticketsPath} css={buttonStyle('quiet')}>
          <FormattedMessage id="tickets.title" />
        </Link>
      </div>
      {summary.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'member.loading' })} />
      ) : summary.isError ? (
        <ErrorState message={intl.formatMessage({ id: isApiError(summary.error) ? summary.error.messageKey : 'error.unknown' })} retryLabel={intl.formatMessage({ id: 'action.retry' })} onRetry={() => void summary.refetch()} />
      ) : missions.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'missions.none' })} />
      ) : (
        <>
          <ul css={grid} data-testid="mission-list">
            {missions.map((m) => (
              <MissionCard key={m.missionId} mission={m} digits={summary.data.minorDigits} />
            ))}
          </ul>
          <section css={card} aria-labelledby="leaderboard-title">
            <h2 id="leaderboard-title" css={h2}>
              <FormattedMessage id="missions.leaderboard" />
            </h2>
            <div css={field}>
              <label htmlFor={selectId}>
                <FormattedMessage id="missions.pick" />
              </label>
              <select id={selectId} css={input} value={missionId ?? ''} onChange={(e) => setPicked(e.target.value)} data-testid="leaderboard-mission">
                {missions.map((m) => (
                  <option key={m.missionId} value={m.missionId}>
                    {intl.formatMessage({ id: `missions.goal.${m.metric}.${m.period}` }, { amount: m.metric === 'bet_volume' ? formatMinor(intl, m.target, summary.data.minorDigits) : intl.formatNumber(m.target) })}
                  </option>
                ))}
              </select>
            </div>
            {missionId && pickedMission && <Leaderboard key={missionId} missionId={missionId} digits={summary.data.minorDigits} caption={<Goal mission={pickedMission} digits={summary.data.minorDigits} />} />}
          </section>
        </>
      )}
      <RankList />
    </section>
  );
}
