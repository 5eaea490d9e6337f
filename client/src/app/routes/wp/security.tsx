import { AllowListPanel } from '../../../features/funds/components/allow-list-panel';
import { SecurityPasswordPanel } from '../../../features/funds/components/security-password-panel';
import { ApiKeysPanel } from '../../../features/api-keys/components/api-keys-panel';
import { useSecurityOverview } from '../../../features/security/api/get-security-overview';
import { AntiPhishingPanel } from '../../../features/security/components/anti-phishing-panel';
import { LoginHistoryPanel } from '../../../features/security/components/login-history-panel';
import { SessionsPanel } from '../../../features/security/components/sessions-panel';
import { TwoFactorPanel } from '../../../features/security/components/two-factor-panel';
import { WithdrawalBarNotice } from '../../../features/security/components/withdrawal-bar-notice';
import { ResponsiblePanel } from '../../../features/responsible/components/responsible-panel';
import { LoginPasswordPanel } from '../account-parts';
import { WpFunds } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/**
 * Mobile security centre (/wp/security): two-factor, the anti-phishing code, the withdrawal
 * password and address allow-list, the login password, the devices logged in, the login
 * history, the API keys and responsible trading, one under the other.
 */
function WpSecurityPage() {
  const twoFactor = useSecurityOverview().data?.twoFactor.enabled;
  return (
    <WpFunds testId="wp-security">
      <WithdrawalBarNotice />
      <TwoFactorPanel compact />
      <AntiPhishingPanel compact />
      <SecurityPasswordPanel compact />
      <AllowListPanel compact twoFactor={twoFactor} />
      <LoginPasswordPanel device="wp" compact />
      <SessionsPanel compact />
      <LoginHistoryPanel compact />
      <ApiKeysPanel compact twoFactor={twoFactor} />
      <ResponsiblePanel compact />
    </WpFunds>
  );
}

export default withNamespaces(['funds', 'account'], WpSecurityPage);
