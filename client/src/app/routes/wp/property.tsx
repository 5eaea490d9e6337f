import { BonusList } from '../../../features/bonus/components/bonus-list';
import { AssetOverview } from '../../../features/funds/components/asset-overview';
import { FundFlow } from '../../../features/funds/components/fund-flow';
import { WpFunds } from './funds-frame';

/** Mobile assets (/wp/property): totals per currency and the fund flow. */
export default function WpPropertyPage() {
  return (
    <WpFunds testId="wp-property">
      <AssetOverview layout="cards" />
      <BonusList layout="cards" />
      <FundFlow layout="cards" />
    </WpFunds>
  );
}
