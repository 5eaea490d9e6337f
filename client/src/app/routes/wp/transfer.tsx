import { ExchangeForm } from '../../../features/funds/components/exchange-form';
import { WpFundsFormPage } from './funds-frame';

/** Mobile exchange between currencies (/wp/transfer). */
export default function WpTransferPage() {
  return (
    <WpFundsFormPage screen="transfer">
      <ExchangeForm compact />
    </WpFundsFormPage>
  );
}
