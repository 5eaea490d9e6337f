import { Container, SegmentedControl, Stack } from '@mantine/core';
import { IconChartCandle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ComingSoon } from '../../../components/coming-soon';
import { ContractTrade } from '../../../features/contract/components/contract-trade';
import { TradeEnvProvider } from '../../../lib/trading/trade-env-provider';
import { FastTrade } from '../../../features/fast/components/fast-trade';
import { useRouteHandle } from '../../route-handle';
import { fastChart } from '../fast-live';

const MODES = [
  { value: '/pc/trade/fast', label: 'nav.tradeFast' },
  { value: '/pc/trade/future', label: 'nav.tradeFuture' },
  { value: '/pc/trade/bibi', label: 'nav.tradeBibi' },
] as const;

/** Desktop trading: fast and contract trading; spot is still a "coming soon" frame. */
export default function PcTradePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const handle = useRouteHandle();
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
          <ComingSoon
            title={handle?.title ? t(handle.title) : t('route.trade')}
            description={handle?.soon ? t(handle.soon) : t('soon.trade')}
            icon={<IconChartCandle size={36} />}
            actions={[
              { label: t('soon.browseMarkets'), onClick: () => navigate('/pc/market') },
              { label: t('route.demo'), onClick: () => navigate('/demo') },
            ]}
          />
        )}
      </Stack>
    </Container>
  );
}
