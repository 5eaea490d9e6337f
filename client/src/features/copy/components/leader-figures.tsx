import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signOf } from '../../../../../shared/money.ts';
import { useFormat } from '../../../lib/format';
import type { CopyLeader } from '../types';
import { COPY_CURRENCY } from '../terms';

const PNL_COLOR = { '-1': 'red', '0': undefined, '1': 'teal' } as const;

/** A leader's record as figures: since, followers, trades, win rate, net P/L, max drawdown, profit factor, open positions. */
export function useLeaderFigures(leader: CopyLeader): { key: string; label: string; value: ReactNode; raw: string; color?: string }[] {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const r = leader.record;
  const profitFactor = r.profitFactorUnbounded ? '∞' : r.profitFactor === null ? '—' : f.decimal(r.profitFactor, { precision: 2 });
  return [
    { key: 'since', label: t('copyTrading.since'), value: f.date(new Date(leader.since).toISOString()), raw: String(leader.since) },
    { key: 'followers', label: t('copyTrading.followers'), value: f.integer(leader.followers), raw: String(leader.followers) },
    { key: 'trades', label: t('copyTrading.trades'), value: f.integer(r.trades), raw: String(r.trades) },
    {
      key: 'win-rate',
      label: t('copyTrading.winRate'),
      value: r.winRate === null ? '—' : f.percent(r.winRate, false),
      raw: r.winRate ?? '',
    },
    {
      key: 'net-pnl',
      label: t('copyTrading.netPnl', { currency: COPY_CURRENCY }),
      value: f.money(r.netPnl, COPY_CURRENCY, { signed: true }),
      raw: r.netPnl,
      color: PNL_COLOR[signOf(r.netPnl)],
    },
    {
      key: 'drawdown',
      label: t('copyTrading.maxDrawdown'),
      value: f.percent(r.maxDrawdownPercent, false),
      raw: r.maxDrawdownPercent,
      color: signOf(r.maxDrawdownPercent) > 0 ? 'red' : undefined,
    },
    {
      key: 'profit-factor',
      label: t('copyTrading.profitFactor'),
      value: profitFactor,
      raw: r.profitFactorUnbounded ? '∞' : (r.profitFactor ?? ''),
    },
    {
      key: 'open-positions',
      label: t('copyTrading.openPositions'),
      value: f.integer(leader.openPositions),
      raw: String(leader.openPositions),
    },
  ];
}

/** The figures in a grid (the leader's card; `only` some of them: the detail, whose report shows the rest). */
export function LeaderFigures({ leader, cols, only }: { leader: CopyLeader; cols: number; only?: string[] }) {
  const figures = useLeaderFigures(leader).filter((x) => !only || only.includes(x.key));
  return (
    <SimpleGrid cols={cols} spacing="xs" verticalSpacing={6}>
      {figures.map((x) => (
        <Stack key={x.key} gap={0} miw={0}>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {x.label}
          </Text>
          <Text
            size="sm"
            fw={600}
            c={x.color}
            className="num"
            data-testid={`copy-leader-${leader.leaderId}-${x.key}`}
            data-value={x.raw}
            // (a date may wrap in a phone's narrow column; amounts never do)
            style={{ whiteSpace: x.key === 'since' ? 'normal' : 'nowrap' }}
          >
            {x.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
