import { useTranslation } from 'react-i18next';
import { WithdrawForm } from '../../../features/funds/components/withdraw-form';
import { WP_LINKS, WpFunds } from './funds-frame';

/** Mobile withdrawal (/wp/withdraw). */
export default function WpWithdrawPage() {
  const { t } = useTranslation();
  return (
    <WpFunds
      testId="wp-withdraw"
      action={{ label: t('route.withdrawHistory'), to: WP_LINKS.withdrawHistory, testId: 'withdraw-history-link' }}
    >
      <WithdrawForm compact />
    </WpFunds>
  );
}
