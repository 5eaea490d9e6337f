import { Alert, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetDemo } from '../../lib/api/reset-demo';
import { useTradeEnv } from '../../lib/trading/env';
import { useTradeBalance } from '../../lib/trading/use-trade-balance';
import { MODE_COLOR, MODE_LABEL, type TradeMode } from '../../lib/trading/mode';
import { useFormat } from '../../lib/format';

interface Props {
  mode: TradeMode;
  onMode: (mode: TradeMode) => void;
  /** Demo is the only mode (guests, the /demo page): a fixed demo badge replaces the switch. */
  demoOnly: boolean;
  /** Prefix of the test ids (`fast` → fast-mode-switch, fast-balance, fast-demo-reset). */
  testPrefix: string;
  /** Beside the demo reset (demo mode): the screen's Tour button. */
  aside?: ReactNode;
}

/**
 * The real/demo switch of a trading panel (fast and contract trading), the chosen mode's USDT
 * balance (real: available; demo: the demo wallet shared by both) and the demo reset.
 */
export function ModeBar({ mode, onMode, demoOnly, testPrefix, aside }: Props) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const env = useTradeEnv();
  const available = useTradeBalance(mode);
  const reset = useResetDemo();
  return (
    <>
      {demoOnly ? (
        <Group gap="xs" wrap="nowrap" data-testid={`${testPrefix}-mode-locked`}>
          <Badge color={MODE_COLOR.demo} variant="filled" size="lg">
            {t('fast.modeDemo')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('fast.virtualFunds')}
          </Text>
        </Group>
      ) : (
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(v) => onMode(v as TradeMode)}
          data={(['real', 'demo'] as const).map((m) => ({
            value: m,
            label: <span data-testid={`${testPrefix}-mode-${m}`}>{t(MODE_LABEL[m])}</span>,
          }))}
          color={MODE_COLOR[mode]}
          data-testid={`${testPrefix}-mode-switch`}
        />
      )}
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {mode === 'demo' ? t('fast.demoBalance') : t('fast.realBalance')}
          </Text>
          <Text
            fw={700}
            style={{ whiteSpace: 'nowrap' }}
            data-testid={`${testPrefix}-balance`}
            data-value={available ?? ''}
            data-mode={mode}
          >
            {available !== undefined ? `${fmt.money(available, 'USDT')} USDT` : '—'}
          </Text>
        </Stack>
        {mode === 'demo' && (
          // never shrink: beside a long balance they move to the next line, their labels whole
          <Group gap={4} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
            {aside}
            <Button
              size="xs"
              variant="light"
              color={MODE_COLOR.demo}
              leftSection={<IconRefresh size={14} />}
              onClick={() => reset.mutate()}
              loading={reset.isPending}
              data-testid={`${testPrefix}-demo-reset`}
              style={{ flexShrink: 0 }}
            >
              {t('fast.reset')}
            </Button>
          </Group>
        )}
      </Group>
      {!env.ready && mode === 'real' && (
        <Alert color="yellow" p="xs">
          {t('fast.loginForReal')}
        </Alert>
      )}
    </>
  );
}
