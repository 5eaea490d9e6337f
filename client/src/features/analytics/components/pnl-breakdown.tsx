import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { Report, TradeKind, TradePick } from '../types';
import { pnlColor } from './figure';
import type { OpenTrades } from './summary-figures';

interface Line {
  key: string;
  label: string;
  pnl: string;
  trades: number;
  pick: TradePick;
}

/** Realized P/L per product or per symbol: a row a click away from its trades. */
function Breakdown({
  title,
  lines,
  currency,
  onOpen,
  testId,
}: {
  title: string;
  lines: Line[];
  currency: string;
  onOpen: OpenTrades;
  testId: string;
}) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {lines.length === 0 ? (
        <Text c="dimmed" fz="sm">
          —
        </Text>
      ) : (
        <Table withRowBorders={false} highlightOnHover verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th ta="right">{t('analytics.tradesColumn')}</Table.Th>
              <Table.Th ta="right">{t('analytics.pnlColumn', { currency })}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr
                key={l.key}
                onClick={() => onOpen(l.pick, l.label)}
                style={{ cursor: 'pointer' }}
                data-testid={`${testId}-${l.key}`}
                tabIndex={0}
                role="button"
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onOpen(l.pick, l.label);
                  }
                }}
              >
                <Table.Td>{l.label}</Table.Td>
                <Table.Td ta="right" className="num">
                  {f.integer(l.trades)}
                </Table.Td>
                <Table.Td ta="right" className="num" c={pnlColor(l.pnl)} data-value={l.pnl} style={{ whiteSpace: 'nowrap' }}>
                  {f.money(l.pnl, currency, { signed: true })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

export function ProductBreakdown({ report, onOpen }: { report: Report; onOpen: OpenTrades }) {
  const { t } = useTranslation('trade');
  const lines = report.byProduct.map((p) => {
    const label = t(`tradeHistory.kind.${p.product as TradeKind}`, { defaultValue: p.product });
    return { key: p.product, label, pnl: p.pnl, trades: p.trades, pick: { product: p.product } };
  });
  return (
    <Breakdown title={t('analytics.byProduct')} lines={lines} currency={report.currency} onOpen={onOpen} testId="analytics-by-product" />
  );
}

export function SymbolBreakdown({ report, onOpen }: { report: Report; onOpen: OpenTrades }) {
  const { t } = useTranslation('trade');
  const lines = report.bySymbol.map((s) => ({ key: s.symbol, label: s.symbol, pnl: s.pnl, trades: s.trades, pick: { symbol: s.symbol } }));
  return (
    <Breakdown title={t('analytics.bySymbol')} lines={lines} currency={report.currency} onOpen={onOpen} testId="analytics-by-symbol" />
  );
}
