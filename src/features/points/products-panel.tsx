/** The balance and the brand's products; a product's Redeem opens its form in place. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchPointRewards, pointKeys } from '../../api/points/point-calls';
import { usePreferences } from '../../brand/brand-context';
import { buttonStyle } from '../../ui/button';
import { EmptyState } from '../../ui/content-state';
import { card, h2, muted } from '../../ui/page-styles';
import { QueryView } from './points-query-view';
import { ProductArt } from './product-art';
import { RedeemForm } from './redeem-form';
import { usePointBalance } from './use-points';

const grid = { display: 'grid', gap: '0.75rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', listStyle: 'none', margin: 0, padding: 0 } as const;

export function PointBalanceCard() {
  const intl = useIntl();
  const balance = usePointBalance();
  return (
    <section css={card} aria-labelledby="points-balance-title">
      <h2 id="points-balance-title" css={h2}>
        <FormattedMessage id="points.balance" />
      </h2>
      <QueryView query={balance}>
        {(b) => (
          <>
            <p css={{ margin: 0, fontSize: '1.75rem', fontWeight: 700 }} data-testid="points-balance" data-points={b.points}>
              {intl.formatNumber(b.points)}
            </p>
            <p css={muted}>
              <FormattedMessage id="content.point_mall.never_expire" />
            </p>
          </>
        )}
      </QueryView>
    </section>
  );
}

export function ProductsPanel() {
  const intl = useIntl();
  const { language } = usePreferences();
  const [open, setOpen] = useState<string | null>(null);
  const balance = usePointBalance();
  const rewards = useQuery({ queryKey: pointKeys.rewards(language), queryFn: ({ signal }) => fetchPointRewards(language, signal) });
  return (
    <QueryView query={rewards}>
      {(r) =>
        r.products.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'points.no_products' })} />
        ) : (
          <ul css={grid} aria-label={intl.formatMessage({ id: 'points.products' })}>
            {r.products.map((p) => (
              <li key={p.code} css={card} data-testid="point-product" data-code={p.code}>
                <div css={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
                  <ProductArt art={p.art} />
                  <div>
                    <h3 css={{ margin: 0, fontSize: '1rem' }}>{p.name}</h3>
                    <p css={muted}>
                      <FormattedMessage id="points.cost" values={{ points: intl.formatNumber(p.points) }} />
                    </p>
                  </div>
                </div>
                {open === p.code ? (
                  <RedeemForm product={p} balance={balance.data?.points ?? 0} onDone={() => setOpen(null)} />
                ) : (
                  <button type="button" css={buttonStyle('primary')} onClick={() => setOpen(p.code)} aria-label={intl.formatMessage({ id: 'points.redeem_title' }, { name: p.name })}>
                    <FormattedMessage id="points.redeem" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}
