// The page of one market period (/pc/market/period?start=, /wp/market/period?start=): where a
// settlement proof's link leads (decision 073). Public: proofs are for anyone to check.
import { Container } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router-dom';
import { withNamespaces } from '../../components/namespace-gate';
import { MarketPeriodView } from '../../features/market/components/market-period-view';
import type { Device } from '../../lib/device';

function MarketPeriodPage({ device }: { device: Device }) {
  const [params] = useSearchParams();
  const raw = params.get('start') ?? '';
  if (!/^\d{1,16}$/.test(raw)) return <Navigate to="/404" replace />;
  return (
    <Container size="md" py={device === 'pc' ? 'xl' : 'md'} px={device === 'pc' ? undefined : 'md'} data-testid={`${device}-market-period`}>
      <MarketPeriodView start={Number(raw)} />
    </Container>
  );
}

export default withNamespaces(['trade'], MarketPeriodPage);
