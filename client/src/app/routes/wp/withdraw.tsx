import { BonusLockedNote } from '../../../features/bonus/components/bonus-locked-note';
import { WithdrawForm } from '../../../features/funds/components/withdraw-form';
import { useSecurityOverview } from '../../../features/security/api/get-security-overview';
import { WpFundsFormPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile withdrawal (/wp/withdraw); with two-factor on it also asks for a code. */
function WpWithdrawPage() {
  const twoFactor = useSecurityOverview().data?.twoFactor.enabled;
  return (
    <WpFundsFormPage screen="withdraw">
      <BonusLockedNote />
      <WithdrawForm compact twoFactor={twoFactor} />
    </WpFundsFormPage>
  );
}

export default withNamespaces(['funds', 'account'], WpWithdrawPage);
