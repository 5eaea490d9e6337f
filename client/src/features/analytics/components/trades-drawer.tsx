import { Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiKeyBadge } from '../../../components/api-key-badge';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useAnalyticsTrades } from '../api/get-analytics-trades';
import type { AnalyticsFilters, Trade, TradeDetail, TradeKind, TradePick } from '../types';
import { pnlColor } from './figure';

/** The trades behind one figure: a drawer on desktop, a bottom sheet on the phone. */
export function TradesDrawer({
  filters,
  pick,
  title,
  onClose,
  compact,
  detail,
}: {
  filters: AnalyticsFilters;
  pick: TradePick | null;
  title: string;
  onClose: () => void;
  compact: boolean;
  detail: TradeDetail;
}) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const query = useAnalyticsTrades(filters, pick);
  const items = query.data?.items ?? [];
  const [shown, setShown] = useState<Trade | null>(null);
  return (
    <Drawer
      opened={pick !== null}
      onClose={() => {
        setShown(null);
        onClose();
      }}
      position={compact ? 'bottom' : 'right'}
      size={compact ? '85%' : 'md'}
      title={title}
      data-testid="analytics-trades"
    >
      <QueryState
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={items.length === 0}
        emptyText={t('analytics.trades.none')}
        onRetry={() => void query.refetch()}
      >
        <Text fz="xs" c="dimmed" mb="xs" data-testid="analytics-trades-count">
          {t('analytics.tradeCountShort', { count: items.length })}
        </Text>
        <Stack gap={0}>
          {items.map((trade) => (
            <UnstyledButton
              key={trade.id}
              className="list-row"
              w="100%"
              onClick={() => setShown(trade)}
              data-testid={`analytics-trade-${trade.id}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={700} truncate>
                  {trade.symbol} · {t(`tradeHistory.side.${trade.row.side}`)}
                </Text>
                <Text
                  fw={700}
                  c={pnlColor(trade.pnl)}
                  className="num"
                  data-testid="analytics-trade-pnl"
                  data-value={trade.pnl}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {f.money(trade.pnl, trade.row.currency, { signed: true })}
                </Text>
              </Group>
              <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
                <Group gap={6} wrap="nowrap">
                  <Text fz="xs" c="dimmed">
                    {t(`tradeHistory.kind.${trade.product as TradeKind}`, { defaultValue: trade.product })} ·{' '}
                    {f.dateTime(new Date(trade.closedAt).toISOString())}
                  </Text>
                  {trade.row.apiKey !== null && <ApiKeyBadge label={trade.row.apiKey} />}
                </Group>
                <Text fz="xs" c="dimmed" className="num" style={{ whiteSpace: 'nowrap' }}>
                  {t('analytics.feesOf', { fees: f.money(trade.fees, trade.row.currency) })}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      </QueryState>
      {shown && detail(shown.row, () => setShown(null))}
    </Drawer>
  );
}
