import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { TradeMode } from '../../../lib/trading/mode';
import { useContractStats } from '../api/get-stats';
import { pnlColor } from './position-card';

/** The mode's statistics: closed positions, win rate, realised P/L and fees; open positions, margin held, unrealised P/L. */
export function ContractStatsBar({ mode, compact }: { mode: TradeMode; compact: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { data } = useContractStats(mode);
  const money = (v: string | undefined, signed = false) => (data && v ? `${fmt.money(v, data.currency, { signed })}` : '—');
  const cells: [string, string, string | undefined][] = [
    [t('contract.stats.closed'), data ? fmt.integer(data.closed) : '—', undefined],
    [t('contract.stats.winRate'), data ? fmt.percent(data.winRate, false) : '—', undefined],
    [t('contract.stats.realizedPnl'), money(data?.realizedPnl, true), pnlColor(data?.realizedPnl ?? null)],
    [t('contract.stats.fees'), money(data?.fees), undefined],
    [t('contract.stats.open'), data ? fmt.integer(data.open) : '—', undefined],
    [t('contract.stats.marginHeld'), money(data?.marginHeld), undefined],
    [t('contract.stats.unrealizedPnl'), money(data?.unrealizedPnl, true), pnlColor(data?.unrealizedPnl ?? null)],
  ];
  return (
    <SimpleGrid cols={compact ? 3 : 7} spacing="xs" data-testid="contract-stats" data-mode={mode}>
      {cells.map(([label, value, color]) => (
        <Stack key={label} gap={0} align="center" miw={0}>
          <Text size="xs" c="dimmed" ta="center" truncate maw="100%">
            {label}
          </Text>
          <Text fw={600} size="sm" c={color} style={{ whiteSpace: 'nowrap' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
