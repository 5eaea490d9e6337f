import { useTranslation } from 'react-i18next';
import { useSpotMarkets } from '../../../features/admin/spot/api/get-spot-markets';
import { SpotMarketForm } from '../../../features/admin/spot/components/spot-market-form';
import { SpotMarketsTable } from '../../../features/admin/spot/components/spot-markets-table';
import { SpotOrderList } from '../../../features/admin/spot/components/spot-order-list';
import { SettingsTabsPage } from './settings-tabs-page';
import { withNamespaces } from '../../../components/namespace-gate';

/**
 * Spot (coin-to-coin) trading's back office (decision 041): every market's settings, each
 * change a four-eyes proposal (settings.write) shown before → after; and every customer's spot
 * orders with their fills, read only.
 */
function AdminSpotPage() {
  const { t } = useTranslation('admin');
  return (
    <SettingsTabsPage
      section="spot"
      settings={useSpotMarkets()}
      settingsTab={{ value: 'markets', label: t('admin.spot.markets') }}
      listTab={{ value: 'orders', label: t('admin.spot.orders') }}
      lead={t('admin.spot.lead')}
      table={(markets, propose) => <SpotMarketsTable markets={markets} onPropose={propose} />}
      list={(markets) => <SpotOrderList markets={markets} />}
      form={(market, onProposed) => <SpotMarketForm market={market} onProposed={onProposed} />}
    />
  );
}

export default withNamespaces(['admin', 'account'], AdminSpotPage);
