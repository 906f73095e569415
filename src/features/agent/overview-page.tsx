/**
 * agentTeamOverview (the centre's default page): the whole team's figures for a period — team
 * size, new downlines, active people, deposits, withdrawals, bet volume, team profit and loss and
 * my income — as cards, with the daily trend (chart and table).
 */
import type { Theme } from '@emotion/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OverviewAnswer } from '../../../schemas/agent';
import { agentKeys } from '../../api/agent/agent-call';
import { fetchOverview } from '../../api/agent/overview-calls';
import { Money } from '../../ui/money';
import { alert, card, mobileMedia, row } from '../../ui/page-styles';
import { AgentPageBody } from './agent-frame';
import { AgentQuery } from './agent-query';
import { defaultPeriod, isPeriodError, periodQuery, type PeriodChoice } from './period';
import { PeriodPicker, RangeNote } from './period-picker';
import { TrendChart } from './trend-chart';

const grid = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: theme.space.sm,
  margin: 0,
  [mobileMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
const figureCard = (theme: Theme) => ({
  ...card(theme),
  gap: theme.space.xxs,
  '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSize.sm },
  '& dd': { margin: 0, fontSize: theme.fontSize.lg, fontWeight: theme.fontWeight.bold, fontVariantNumeric: 'tabular-nums' as const, overflowWrap: 'anywhere' as const },
});

type Figure = { key: string; testId: string } & ({ count: (a: OverviewAnswer) => number } | { money: (a: OverviewAnswer) => number; signed?: boolean });

/** Every figure of OverviewAnswer, in the order of the issue. */
const figures: Figure[] = [
  { key: 'agentc.figure_team_size', testId: 'teamSize', count: (a) => a.teamSize },
  { key: 'agentc.figure_new_downlines', testId: 'newDownlines', count: (a) => a.newDownlines },
  { key: 'agentc.figure_active', testId: 'activePeople', count: (a) => a.activePeople },
  { key: 'agentc.figure_deposits', testId: 'depositsMinor', money: (a) => a.depositsMinor },
  { key: 'agentc.figure_withdrawals', testId: 'withdrawalsMinor', money: (a) => a.withdrawalsMinor },
  { key: 'agentc.figure_bet', testId: 'betMinor', money: (a) => a.betMinor },
  { key: 'agentc.figure_team_pl', testId: 'teamProfitLossMinor', money: (a) => a.teamProfitLossMinor, signed: true },
  { key: 'agentc.figure_my_income', testId: 'myIncomeMinor', money: (a) => a.myIncomeMinor },
];

function Figures({ answer }: { answer: OverviewAnswer }) {
  const intl = useIntl();
  return (
    <dl css={grid} data-testid="agent-figures">
      {figures.map((f) => (
        <div key={f.key} css={figureCard} data-testid={`figure-${f.testId}`}>
          <dt><FormattedMessage id={f.key} /></dt>
          <dd data-testid="figure-value">
            {'count' in f ? intl.formatNumber(f.count(answer)) : <Money minor={f.money(answer)} minorDigits={answer.minorDigits} signed={f.signed} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function OverviewPage() {
  const intl = useIntl();
  const [choice, setChoice] = useState<PeriodChoice>(() => defaultPeriod());
  const q = periodQuery(choice);
  const query = useQuery({
    queryKey: agentKeys.overview(q),
    queryFn: ({ signal }) => fetchOverview(isPeriodError(q) ? {} : q, signal),
    enabled: !isPeriodError(q),
    placeholderData: keepPreviousData,
  });
  return (
    <AgentPageBody titleKey="agentc.nav_overview" testId="agent-overview">
      <form css={[card, row]} onSubmit={(e) => e.preventDefault()} aria-label={intl.formatMessage({ id: 'agentc.filters' })}>
        <PeriodPicker choice={choice} onChange={setChoice} />
      </form>
      {isPeriodError(q) ? (
        <p css={alert} role="alert"><FormattedMessage id={q.errorKey} /></p>
      ) : (
        <AgentQuery query={query}>
          {(answer) => (
            <>
              <RangeNote range={answer.range} />
              <Figures answer={answer} />
              <TrendChart points={answer.trend} minorDigits={answer.minorDigits} />
            </>
          )}
        </AgentQuery>
      )}
    </AgentPageBody>
  );
}
