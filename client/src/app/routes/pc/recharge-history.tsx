import { Stack } from '@mantine/core';
import { IncomingTransfers } from '../../../features/funds/components/incoming-transfers';
import { RechargeHistory } from '../../../features/funds/components/recharge-history';
import { PcFundsHistoryPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop deposit history (/pc/handle/recharge/history): your deposit requests, and the transfers to your own addresses. */
function PcRechargeHistoryPage() {
  return (
    <PcFundsHistoryPage screen="recharge">
      <Stack gap="lg">
        <RechargeHistory layout="table" />
        <IncomingTransfers />
      </Stack>
    </PcFundsHistoryPage>
  );
}

export default withNamespaces(['funds'], PcRechargeHistoryPage);
