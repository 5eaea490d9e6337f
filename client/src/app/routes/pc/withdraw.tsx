import { BonusLockedNote } from '../../../features/bonus/components/bonus-locked-note';
import { WithdrawForm } from '../../../features/funds/components/withdraw-form';
import { useSecurityOverview } from '../../../features/security/api/get-security-overview';
import { PcFundsFormPage } from './funds-frame';

/** Desktop withdrawal (/pc/handle/withdraw); with two-factor on it also asks for a code. */
export default function PcWithdrawPage() {
  const twoFactor = useSecurityOverview().data?.twoFactor.enabled;
  return (
    <PcFundsFormPage screen="withdraw" tips="funds.withdraw.tips">
      <BonusLockedNote />
      <WithdrawForm twoFactor={twoFactor} />
    </PcFundsFormPage>
  );
}
