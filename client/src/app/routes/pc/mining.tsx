import { Container } from '@mantine/core';
import { MiningScreen } from '../../../features/mining/components/mining-screens';

/** Desktop mining financing (/pc/mining): products, purchase, totals and orders in progress. */
export default function PcMiningPage() {
  return (
    <Container size="lg" py="xl">
      <MiningScreen layout="pc" historyPath="/pc/mining/history" />
    </Container>
  );
}
