import { Container } from '@mantine/core';
import { MiningHistoryScreen } from '../../../features/mining/components/mining-screens';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop mining history (/pc/mining/history): every order and every daily payout. */
function PcMiningHistoryPage() {
  return (
    <Container size="lg" py="xl">
      <MiningHistoryScreen layout="pc" miningPath="/pc/mining" />
    </Container>
  );
}

export default withNamespaces(['funds'], PcMiningHistoryPage);
