import { Box, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractTrade } from '../../../features/contract/components/contract-trade';
import { TradeEnvProvider } from '../../../lib/trading/trade-env-provider';
import { FastTrade } from '../../../features/fast/components/fast-trade';
import { SpotTrade } from '../../../features/spot/components/spot-trade';
import { fastChart } from '../fast-live';
import { WpHeaderActions } from './header-actions';
import { withNamespaces } from '../../../components/namespace-gate';

type Mode = 'fast' | 'future' | 'bibi';

/** Mobile trade tab (its header is hidden: the page has its own top area). */
function WpTradePage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('fast');
  return (
    <Stack gap="md" data-testid="wp-trade">
      <Box pt={4}>
        <Stack gap="sm">
          <Box style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Title order={3}>{t('route.trade')}</Title>
            <WpHeaderActions kefu={false} />
          </Box>
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(v) => setMode(v as Mode)}
            data={[
              { value: 'fast', label: t('nav.tradeFast') },
              { value: 'future', label: t('nav.tradeFuture') },
              { value: 'bibi', label: t('nav.tradeBibi') },
            ]}
            data-testid="trade-mode"
          />
        </Stack>
      </Box>
      {mode === 'fast' ? (
        <TradeEnvProvider>
          <FastTrade layout="wp" chart={fastChart} />
        </TradeEnvProvider>
      ) : mode === 'future' ? (
        <TradeEnvProvider>
          <ContractTrade layout="wp" chart={fastChart} />
        </TradeEnvProvider>
      ) : (
        <TradeEnvProvider>
          <SpotTrade layout="wp" chart={fastChart} />
        </TradeEnvProvider>
      )}
    </Stack>
  );
}

export default withNamespaces(['trade'], WpTradePage);
