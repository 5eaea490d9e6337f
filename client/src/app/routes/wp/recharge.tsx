import { useTranslation } from 'react-i18next';
import { RechargePanel } from '../../../features/funds/components/recharge-panel';
import { WP_LINKS, WpFunds } from './funds-frame';

/** Mobile deposit (/wp/recharge). */
export default function WpRechargePage() {
  const { t } = useTranslation();
  return (
    <WpFunds
      testId="wp-recharge"
      action={{ label: t('route.rechargeHistory'), to: WP_LINKS.rechargeHistory, testId: 'recharge-history-link' }}
    >
      <RechargePanel compact />
    </WpFunds>
  );
}
