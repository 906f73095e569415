/** VIP: my level, the progress to the next from bet volume, and every level with its benefits. */
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchVip, pointKeys } from '../../api/points/point-calls';
import { card, h2, muted } from '../../ui/page-styles';
import { Money } from '../../ui/money';
import { QueryView } from './points-query-view';

export function VipPanel() {
  const intl = useIntl();
  const query = useQuery({ queryKey: pointKeys.vip, queryFn: ({ signal }) => fetchVip(signal) });
  return (
    <QueryView query={query}>
      {(v) => (
        <div css={{ display: 'grid', gap: '0.75rem' }}>
          <section css={card} aria-labelledby="vip-current">
            <h2 id="vip-current" css={h2} data-testid="vip-level" data-level={v.level}>
              <FormattedMessage id="header.vip" values={{ level: v.level }} />
            </h2>
            <p css={muted}>
              <FormattedMessage id="vip.bet_volume" />: <Money minor={v.betMinor} minorDigits={v.minorDigits} symbol={v.currencySymbol} />
            </p>
            {v.next ? (
              <>
                <div
                  role="progressbar"
                  aria-label={intl.formatMessage({ id: 'vip.progress' }, { level: v.next.level })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={v.next.percent}
                  data-testid="vip-progress"
                  css={(theme) => ({ height: '0.75rem', borderRadius: '0.375rem', background: theme.colors.border, overflow: 'hidden' })}
                >
                  <div css={(theme) => ({ width: `${v.next?.percent ?? 0}%`, height: '100%', background: theme.colors.primary })} />
                </div>
                <p css={muted}>
                  <FormattedMessage id="vip.remaining" values={{ level: v.next.level, percent: v.next.percent }} />{' '}
                  <Money minor={v.next.remainingMinor} minorDigits={v.minorDigits} symbol={v.currencySymbol} />
                </p>
              </>
            ) : (
              <p css={muted}>
                <FormattedMessage id="vip.top" />
              </p>
            )}
          </section>
          <ol css={{ display: 'grid', gap: '0.5rem', listStyle: 'none', margin: 0, padding: 0 }} aria-label={intl.formatMessage({ id: 'vip.levels' })}>
            {v.levels.map((l) => (
              <li key={l.level} css={card} aria-current={l.level === v.level ? 'true' : undefined} data-testid="vip-level-row">
                <h3 css={{ margin: 0, fontSize: '1rem' }}>
                  <FormattedMessage id="header.vip" values={{ level: l.level }} />
                </h3>
                <p css={muted}>
                  <FormattedMessage id="vip.from" />: <Money minor={l.minBetMinor} minorDigits={v.minorDigits} symbol={v.currencySymbol} />
                </p>
                <ul css={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                  {l.benefits.map((b) => (
                    <li key={b}>
                      <FormattedMessage id={b} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      )}
    </QueryView>
  );
}
