import { useTranslation } from 'react-i18next';
import { ExchangeForm } from '../../../features/funds/components/exchange-form';
import { WP_LINKS, WpFunds } from './funds-frame';

/** Mobile exchange between currencies (/wp/transfer). */
export default function WpTransferPage() {
  const { t } = useTranslation();
  return (
    <WpFunds
      testId="wp-transfer"
      action={{ label: t('route.transferHistory'), to: WP_LINKS.transferHistory, testId: 'transfer-history-link' }}
    >
      <ExchangeForm compact />
    </WpFunds>
  );
}
