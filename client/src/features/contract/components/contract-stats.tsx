import { SimpleGrid, Stack, Text } from '@mantine/core';
import { grossShown } from '../../../../../shared/money.ts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { TradeMode } from '../../../lib/trading/mode';
import { useContractStats } from '../api/get-stats';
import { OPEN_PAGE_SIZE, usePositions } from '../api/get-positions';
import { pnlColor, sumAmounts } from '../pnl';

/**
 * The mode's statistics: closed positions, win rate (a win is a close that made money after its
 * fees), P/L before fees, fees and net P/L; open positions, margin held, unrealised P/L.
 */
export function ContractStatsBar({ mode, compact }: { mode: TradeMode; compact: boolean }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const { data } = useContractStats(mode);
  // the open positions' P/L moves on every tick in the lists (the same cached first pages):
  // summed from them while they hold every open position, the statistics' figure otherwise
  const holding = usePositions({ status: 'holding', mode, page: 1, pageSize: OPEN_PAGE_SIZE }).data;
  const locked = usePositions({ status: 'locked', mode, page: 1, pageSize: OPEN_PAGE_SIZE }).data;
  const whole = holding && locked && holding.items.length === holding.total && locked.items.length === locked.total;
  const unrealized = whole ? sumAmounts([...holding.items, ...locked.items].map((p) => p.unrealizedPnl)) : data?.unrealizedPnl;
  const money = (v: string | undefined, signed = false) => (data && v ? `${fmt.money(v, data.currency, { signed })}` : '—');
  // [test id, label, shown, raw value, colour]
  const cells: [string, string, string, string | undefined, string | undefined][] = [
    ['closed', t('contract.stats.closed'), data ? fmt.integer(data.closed) : '—', data && String(data.closed), undefined],
    // no win rate before the first close
    ['win-rate', t('contract.stats.winRate'), data && data.closed > 0 ? fmt.percent(data.winRate, false) : '—', data?.winRate, undefined],
    // before fees as the net and the fees shown add up (the exact figure in data-value)
    [
      'realized',
      t('contract.grossPnl'),
      money(data ? grossShown(data.netPnl, data.fees, data.currency) : undefined, true),
      data?.realizedPnl,
      pnlColor(data?.realizedPnl),
    ],
    ['fees', t('contract.stats.fees'), money(data?.fees), data?.fees, undefined],
    ['net', t('contract.stats.netPnl'), money(data?.netPnl, true), data?.netPnl, pnlColor(data?.netPnl)],
    ['open', t('contract.stats.open'), data ? fmt.integer(data.open) : '—', data && String(data.open), undefined],
    ['margin', t('contract.stats.marginHeld'), money(data?.marginHeld), data?.marginHeld, undefined],
    ['unrealized', t('contract.stats.unrealizedPnl'), money(unrealized, true), unrealized, pnlColor(unrealized)],
  ];
  return (
    <SimpleGrid cols={compact ? 4 : 8} spacing="xs" data-testid="contract-stats" data-mode={mode}>
      {cells.map(([key, label, value, raw, color]) => (
        <Stack key={key} gap={0} align="center" miw={0}>
          <Text size="xs" c="dimmed" ta="center" truncate maw="100%">
            {label}
          </Text>
          <Text fw={600} size="sm" c={color} style={{ whiteSpace: 'nowrap' }} data-testid={`contract-stat-${key}`} data-value={raw ?? ''}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
