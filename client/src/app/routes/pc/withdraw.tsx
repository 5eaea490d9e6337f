import { BonusLockedNote } from '../../../features/bonus/components/bonus-locked-note';
import { WithdrawForm } from '../../../features/funds/components/withdraw-form';
import { PcFundsFormPage } from './funds-frame';

/** Desktop withdrawal (/pc/handle/withdraw). */
export default function PcWithdrawPage() {
  return (
    <PcFundsFormPage screen="withdraw" tips="funds.withdraw.tips">
      <BonusLockedNote />
      <WithdrawForm />
    </PcFundsFormPage>
  );
}
