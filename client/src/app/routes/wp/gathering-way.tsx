import { BankCardPanel } from '../../../features/funds/components/bank-card-panel';
import { CryptoAddressPanel } from '../../../features/funds/components/crypto-address-panel';
import { WpFunds } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile payment methods (/wp/gatheringWay): the bank card and the crypto addresses. */
function WpGatheringWayPage() {
  return (
    <WpFunds testId="wp-gathering-way">
      <BankCardPanel compact />
      <CryptoAddressPanel compact />
    </WpFunds>
  );
}

export default withNamespaces(['funds'], WpGatheringWayPage);
