import { Container } from '@mantine/core';
import { MiningHistoryScreen } from '../../../features/mining/components/mining-screens';

/** Desktop mining history (/pc/mining/history): every order and every daily payout. */
export default function PcMiningHistoryPage() {
  return (
    <Container size="lg" py="xl">
      <MiningHistoryScreen layout="pc" miningPath="/pc/mining" />
    </Container>
  );
}
