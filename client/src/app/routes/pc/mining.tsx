import { Container } from '@mantine/core';
import { MiningScreen } from '../../../features/mining/components/mining-screens';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop mining financing (/pc/mining): products, purchase, totals and orders in progress. */
function PcMiningPage() {
  return (
    <Container size="lg" py="xl">
      <MiningScreen layout="pc" historyPath="/pc/mining/history" />
    </Container>
  );
}

export default withNamespaces(['funds'], PcMiningPage);
