import { ExchangeForm } from '../../../features/funds/components/exchange-form';
import { PcFundsFormPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop exchange between currencies (/pc/handle/transfer). */
function PcTransferPage() {
  return (
    <PcFundsFormPage screen="transfer" tips="funds.exchange.note">
      <ExchangeForm />
    </PcFundsFormPage>
  );
}

export default withNamespaces(['funds'], PcTransferPage);
