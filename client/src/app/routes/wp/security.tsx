import { SecurityPasswordPanel } from '../../../features/funds/components/security-password-panel';
import { LoginPasswordPanel } from '../account-parts';
import { WpFunds } from './funds-frame';

/** Mobile security (/wp/security): the withdrawal password and the login password. */
export default function WpSecurityPage() {
  return (
    <WpFunds testId="wp-security">
      <SecurityPasswordPanel compact />
      <LoginPasswordPanel device="wp" compact />
    </WpFunds>
  );
}
