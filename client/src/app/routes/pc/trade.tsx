import { Container, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ContractTrade } from '../../../features/contract/components/contract-trade';
import { FastTrade } from '../../../features/fast/components/fast-trade';
import { SpotTrade } from '../../../features/spot/components/spot-trade';
import { TradeEnvProvider } from '../../../lib/trading/trade-env-provider';
import { fastChart } from '../fast-live';
import { withNamespaces } from '../../../components/namespace-gate';

const MODES = [
  { value: '/pc/trade/fast', label: 'nav.tradeFast' },
  { value: '/pc/trade/future', label: 'nav.tradeFuture' },
  { value: '/pc/trade/bibi', label: 'nav.tradeBibi' },
] as const;

/** Desktop trading: fast, contract and spot (coin-to-coin) trading. */
function PcTradePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Container size="xl" py="xl" data-testid="pc-trade">
      <Stack gap="lg">
        <SegmentedControl
          value={pathname}
          // the chosen product (?symbol=) goes along to the other trading screens
          onChange={(v) => navigate({ pathname: v, search })}
          data={MODES.map((m) => ({ value: m.value, label: t(m.label) }))}
          data-testid="trade-mode"
          style={{ alignSelf: 'center' }}
        />
        {pathname === '/pc/trade/fast' ? (
          <TradeEnvProvider>
            <FastTrade layout="pc" chart={fastChart} />
          </TradeEnvProvider>
        ) : pathname === '/pc/trade/future' ? (
          <TradeEnvProvider>
            <ContractTrade layout="pc" chart={fastChart} />
          </TradeEnvProvider>
        ) : (
          <TradeEnvProvider>
            <SpotTrade layout="pc" chart={fastChart} />
          </TradeEnvProvider>
        )}
      </Stack>
    </Container>
  );
}

export default withNamespaces(['trade'], PcTradePage);
