import { ExchangeForm } from '../../../features/funds/components/exchange-form';
import { WpFundsFormPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile exchange between currencies (/wp/transfer). */
function WpTransferPage() {
  return (
    <WpFundsFormPage screen="transfer">
      <ExchangeForm compact />
    </WpFundsFormPage>
  );
}

export default withNamespaces(['funds'], WpTransferPage);
