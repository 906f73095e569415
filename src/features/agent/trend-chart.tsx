/**
 * The overview's trend: bet volume, team profit and loss and deposits per day of the period,
 * drawn by uPlot (imported only here, inside the agent chunk). The canvas is decoration for
 * sighted players: the figure is named by its caption and the same points are in a table
 * (a disclosure under the chart), so every value is reachable by keyboard and screen reader.
 */
import { useTheme, type Theme } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { OverviewTrendPoint } from '../../../schemas/agent';
import { Money } from '../../ui/money';
import { card, muted, table } from '../../ui/page-styles';
import { ScrollRegion } from '../../ui/scroll-region';

const chartHeight = 220;

/** Pure: uPlot's columns — x as seconds of each day (UTC midnight), money series in major units. */
export function trendColumns(points: readonly OverviewTrendPoint[], minorDigits: number): [number[], number[], number[], number[]] {
  const major = (minor: number) => minor / 10 ** minorDigits;
  return [
    points.map((p) => Date.parse(`${p.day}T00:00:00Z`) / 1000),
    points.map((p) => major(p.betMinor)),
    points.map((p) => major(p.teamProfitLossMinor)),
    points.map((p) => major(p.depositsMinor)),
  ];
}

function Chart({ points, minorDigits, labels }: { points: readonly OverviewTrendPoint[]; minorDigits: number; labels: [string, string, string] }) {
  const theme = useTheme();
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const stroke = theme.colors.textMuted;
    const axis = { stroke, grid: { stroke: theme.colors.border, width: 1 }, ticks: { stroke: theme.colors.border } };
    const money = (_u: uPlot, values: number[]) => values.map((v) => intl.formatNumber(v, { notation: 'compact' }));
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 240),
        height: chartHeight,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        legend: { show: true, live: false },
        cursor: { show: true, drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [axis, { ...axis, values: money }],
        series: [
          {},
          { label: labels[0], stroke: theme.colors.primary, width: 2 },
          { label: labels[1], stroke: theme.colors.danger, width: 2 },
          { label: labels[2], stroke: theme.colors.success, width: 2 },
        ],
      },
      trendColumns(points, minorDigits),
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 240), height: chartHeight }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, minorDigits, labels, theme, intl]);
  return <div ref={box} aria-hidden="true" css={{ minHeight: chartHeight, '& .u-legend': { color: theme.colors.text } }} />;
}

const legendNote = (theme: Theme) => ({ ...muted(theme), fontSize: theme.fontSize.sm });

export function TrendChart({ points, minorDigits }: { points: readonly OverviewTrendPoint[]; minorDigits: number }) {
  const intl = useIntl();
  const id = useId();
  const labels: [string, string, string] = [
    intl.formatMessage({ id: 'agentc.figure_bet' }),
    intl.formatMessage({ id: 'agentc.figure_team_pl' }),
    intl.formatMessage({ id: 'agentc.figure_deposits' }),
  ];
  return (
    <figure css={card} aria-labelledby={`${id}-caption`} data-testid="agent-trend" style={{ margin: 0 }}>
      <figcaption id={`${id}-caption`} css={(t: Theme) => ({ fontWeight: t.fontWeight.bold })}>
        <FormattedMessage id="agentc.trend_caption" values={{ days: points.length }} />
      </figcaption>
      {points.length > 1 ? <Chart points={points} minorDigits={minorDigits} labels={labels} /> : <p css={legendNote}><FormattedMessage id="agentc.trend_one_day" /></p>}
      <details>
        <summary>
          <FormattedMessage id="agentc.trend_table" />
        </summary>
        <ScrollRegion labelKey="agentc.trend_table">
          <table css={table} data-testid="agent-trend-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="agentc.col_day" /></th>
                <th scope="col" className="num">{labels[0]}</th>
                <th scope="col" className="num">{labels[1]}</th>
                <th scope="col" className="num">{labels[2]}</th>
                <th scope="col" className="num"><FormattedMessage id="agentc.figure_active" /></th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day}>
                  <th scope="row">{p.day}</th>
                  <td className="num"><Money minor={p.betMinor} minorDigits={minorDigits} /></td>
                  <td className="num"><Money minor={p.teamProfitLossMinor} minorDigits={minorDigits} signed /></td>
                  <td className="num"><Money minor={p.depositsMinor} minorDigits={minorDigits} /></td>
                  <td className="num">{intl.formatNumber(p.activePeople)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}
