import { Stack } from '@mantine/core';
import { IncomingTransfers } from '../../../features/funds/components/incoming-transfers';
import { RechargePanel } from '../../../features/funds/components/recharge-panel';
import { PcFundsFormPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop deposit (/pc/handle/recharge): offline transfer or crypto; below it, the transfers to your own addresses. */
function PcRechargePage() {
  return (
    <PcFundsFormPage screen="recharge" tips="funds.recharge.tips">
      <Stack gap="lg">
        <RechargePanel />
        <IncomingTransfers />
      </Stack>
    </PcFundsFormPage>
  );
}

export default withNamespaces(['funds'], PcRechargePage);
