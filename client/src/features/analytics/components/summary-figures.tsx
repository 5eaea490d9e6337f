import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { Report, TradePick } from '../types';
import { Figure, pnlColor } from './figure';

export type OpenTrades = (pick: TradePick, title: string) => void;

/** Net P/L, win rate, average win and loss, profit factor, expectancy, fees and trades. */
/** `onOpen`: a figure opens its trades (one's own report); without it the figures are read only (a leader's record). */
export function SummaryFigures({ report, onOpen, compact }: { report: Report; onOpen?: OpenTrades; compact: boolean }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const s = report.summary;
  const cur = report.currency;
  const money = (v: string | null, signed = false) => (v === null ? '—' : f.money(v, cur, { signed }));
  const opener = (pick: TradePick, title: string) => (onOpen ? () => onOpen(pick, title) : undefined);
  const all = opener({}, t('analytics.trades.all'));
  const wins = opener({ result: 'win' }, t('analytics.trades.wins'));
  const losses = opener({ result: 'loss' }, t('analytics.trades.losses'));
  const profitFactor = s.profitFactorUnbounded ? '∞' : s.profitFactor === null ? '—' : f.decimal(s.profitFactor, { precision: 2 });
  return (
    <SimpleGrid cols={compact ? 2 : 4} spacing="sm" data-testid="analytics-summary">
      <Figure
        label={t('analytics.netPnl', { currency: cur })}
        value={money(s.netPnl, true)}
        raw={s.netPnl}
        color={pnlColor(s.netPnl)}
        testId="analytics-net-pnl"
        onOpen={all}
      />
      <Figure
        label={t('analytics.winRate')}
        value={s.winRate === null ? '—' : f.percent(s.winRate, false)}
        raw={s.winRate}
        note={t('analytics.winsLosses', { wins: s.wins, losses: s.losses })}
        testId="analytics-win-rate"
        onOpen={wins}
      />
      <Figure
        label={t('analytics.profitFactor')}
        value={profitFactor}
        raw={s.profitFactorUnbounded ? '∞' : s.profitFactor}
        note={s.profitFactorUnbounded ? t('analytics.noLosses') : undefined}
        testId="analytics-profit-factor"
        onOpen={all}
      />
      <Figure
        label={t('analytics.expectancy')}
        value={money(s.expectancy, true)}
        raw={s.expectancy}
        color={pnlColor(s.expectancy)}
        note={t('analytics.perTrade')}
        testId="analytics-expectancy"
        onOpen={all}
      />
      <Figure
        label={t('analytics.averageWin')}
        value={money(s.averageWin, true)}
        raw={s.averageWin}
        color={pnlColor(s.averageWin)}
        testId="analytics-average-win"
        onOpen={wins}
      />
      <Figure
        label={t('analytics.averageLoss')}
        value={money(s.averageLoss, true)}
        raw={s.averageLoss}
        color={pnlColor(s.averageLoss)}
        testId="analytics-average-loss"
        onOpen={losses}
      />
      <Figure label={t('analytics.fees')} value={money(s.fees)} raw={s.fees} testId="analytics-fees" onOpen={all} />
      <Figure label={t('analytics.tradeCount')} value={f.integer(s.trades)} raw={s.trades} testId="analytics-trade-count" onOpen={all} />
    </SimpleGrid>
  );
}
