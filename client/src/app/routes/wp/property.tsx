import { BonusList } from '../../../features/bonus/components/bonus-list';
import { AssetOverview } from '../../../features/funds/components/asset-overview';
import { FundFlow } from '../../../features/funds/components/fund-flow';
import { WpFunds } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile assets (/wp/property): totals per currency and the fund flow. */
function WpPropertyPage() {
  return (
    <WpFunds testId="wp-property">
      <AssetOverview layout="cards" />
      <BonusList layout="cards" />
      <FundFlow layout="cards" />
    </WpFunds>
  );
}

export default withNamespaces(['funds', 'account'], WpPropertyPage);
