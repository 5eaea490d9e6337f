import { Box, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconChartCandle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ComingSoon } from '../../../components/coming-soon';
import { FastEnvProvider } from '../../../features/fast/components/fast-env-provider';
import { FastTrade } from '../../../features/fast/components/fast-trade';
import { fastChart } from '../fast-live';
import { WpHeaderActions } from './header-actions';

type Mode = 'fast' | 'future' | 'bibi';

const TEXT = {
  fast: { title: 'route.tradeFast', soon: 'soon.tradeFast' },
  future: { title: 'route.tradeFuture', soon: 'soon.tradeFuture' },
  bibi: { title: 'route.tradeBibi', soon: 'soon.tradeBibi' },
} as const;

/** Mobile trade tab (its header is hidden: the page has its own top area). */
export default function WpTradePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
        <FastEnvProvider>
          <FastTrade layout="wp" chart={fastChart} />
        </FastEnvProvider>
      ) : (
        <ComingSoon
          compact
          title={t(TEXT[mode].title)}
          description={t(TEXT[mode].soon)}
          icon={<IconChartCandle size={36} />}
          actions={[
            { label: t('soon.browseMarkets'), onClick: () => navigate('/wp/quotes/list') },
            { label: t('route.demo'), onClick: () => navigate('/demo') },
          ]}
        />
      )}
    </Stack>
  );
}
