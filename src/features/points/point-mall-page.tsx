/**
 * The points mall (/pointMall, chunk PointMall; issue 19, docs/decisions/049): the balance, then
 * tabs for products (redeem), convert, redeem history, points details and VIP. The tab is in
 * the address (?tab=) so each part can be linked and the back button returns to it. Member only
 * (the route guard sends guests to /login and stops trial accounts).
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { TabList, TabPanel } from '../../ui/tabs/tabs';
import { h1 } from '../../ui/page-styles';
import { ConvertPanel } from './convert-panel';
import { PointDetailsPanel, RedeemHistoryPanel } from './history-panels';
import { PointBalanceCard, ProductsPanel } from './products-panel';
import { VipPanel } from './vip-panel';

export const pointMallTabs = ['products', 'convert', 'history', 'details', 'vip'] as const;
export type PointMallTab = (typeof pointMallTabs)[number];

const isTab = (v: string | null): v is PointMallTab => v !== null && (pointMallTabs as readonly string[]).includes(v);

const frame = { display: 'grid', gap: '1rem', maxWidth: '72rem', margin: '0 auto', padding: '1rem' } as const;

export function PointMallPage() {
  const intl = useIntl();
  const idBase = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: PointMallTab = isTab(raw) ? raw : 'products';
  const items = pointMallTabs.map((id) => ({ id, label: intl.formatMessage({ id: `points.tab_${id}` }) }));
  return (
    <div css={frame} data-testid="point-mall">
      <h2 css={h1}>
        <FormattedMessage id="points.title" />
      </h2>
      <PointBalanceCard />
      <TabList
        label={intl.formatMessage({ id: 'points.title' })}
        items={items}
        selectedId={tab}
        orientation="horizontal"
        idBase={idBase}
        onSelect={(id) => setParams(id === 'products' ? {} : { tab: id }, { replace: true })}
      />
      <TabPanel idBase={idBase} id={tab} focusable={false}>
        {tab === 'products' && <ProductsPanel />}
        {tab === 'convert' && <ConvertPanel />}
        {tab === 'history' && <RedeemHistoryPanel />}
        {tab === 'details' && <PointDetailsPanel />}
        {tab === 'vip' && <VipPanel />}
      </TabPanel>
    </div>
  );
}
