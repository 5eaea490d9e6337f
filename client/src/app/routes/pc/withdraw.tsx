import { BonusLockedNote } from '../../../features/bonus/components/bonus-locked-note';
import { WithdrawForm } from '../../../features/funds/components/withdraw-form';
import { useSecurityOverview } from '../../../features/security/api/get-security-overview';
import { PcFundsFormPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop withdrawal (/pc/handle/withdraw); with two-factor on it also asks for a code. */
function PcWithdrawPage() {
  const twoFactor = useSecurityOverview().data?.twoFactor.enabled;
  return (
    <PcFundsFormPage screen="withdraw" tips="funds.withdraw.tips">
      <BonusLockedNote />
      <WithdrawForm twoFactor={twoFactor} />
    </PcFundsFormPage>
  );
}

export default withNamespaces(['funds', 'account'], PcWithdrawPage);
