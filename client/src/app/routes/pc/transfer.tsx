import { ExchangeForm } from '../../../features/funds/components/exchange-form';
import { PcFundsFormPage } from './funds-frame';

/** Desktop exchange between currencies (/pc/handle/transfer). */
export default function PcTransferPage() {
  return (
    <PcFundsFormPage screen="transfer" tips="funds.exchange.note">
      <ExchangeForm />
    </PcFundsFormPage>
  );
}
